import Fractal

/// What a sign-in view must provide.
public protocol SignInPresenters: Sendable {
    /// Shows the form: title, name, message and error.
    var formPresenter: Presenter<SignInViewState> { get }
    /// Wires the name field: the view calls the input with each edit.
    var nameInputPresenter: Presenter<@MainActor @Sendable (String) -> Void> { get }
    /// Wires the sign-in button.
    var submitPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
    /// Wires the cancel button.
    var cancelPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}
