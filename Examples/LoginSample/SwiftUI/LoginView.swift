#if canImport(SwiftUI)
import Fractal
import FractalObservation
import SwiftUI

/// The login screen's presenters as `ObservedValue`s, which `LoginView`
/// reads: the same `LoginViewModel` that the tests present into recording
/// presenters presents into these, unchanged.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
struct ObservedLoginView: LoginPresenters {
    let title = ObservedValue<String>()
    let hint = ObservedValue<String>()
    let usernameInput = ObservedValue<@Sendable (String) -> Void>()
    let passwordInput = ObservedValue<@Sendable (String) -> Void>()
    let logIn = ObservedValue<Action<Void, User, AuthError>>()
    let canLogIn = ObservedValue<Bool>()
    let error = ObservedValue<String>()

    var titlePresenter: Presenter<String> { title.presenter }
    var hintPresenter: Presenter<String> { hint.presenter }
    var usernameInputPresenter: Presenter<@Sendable (String) -> Void> { usernameInput.presenter }
    var passwordInputPresenter: Presenter<@Sendable (String) -> Void> { passwordInput.presenter }
    var errorPresenter: Presenter<String> { error.presenter }

    /// Shows the action, and whether it is enabled, while it is presented.
    var logInPresenter: Presenter<Action<Void, User, AuthError>> {
        let action = logIn.presenter
        let isEnabled = canLogIn.presenter
        return Presenter.UI { logIn in
            CompositeDisposable([action <~ logIn, isEnabled <~ logIn.isEnabled])
        }
    }
}

/// A SwiftUI login screen driven by a `LoginViewModel`.
///
/// It presents the view model into its `ObservedValue`s when it appears and
/// takes the presentation back when it disappears; `body` reads the values,
/// so SwiftUI redraws the screen when the view model changes them.
///
/// ```swift
/// LoginView(viewModel: LoginViewModel(dependencies: dependencies, context: .init()))
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
public struct LoginView: View {
    private let viewModel: LoginViewModel
    @State private var screen = ObservedLoginView()
    @State private var presentation: (any Disposable)?
    @State private var username = ""
    @State private var password = ""

    /// Creates the view of `viewModel`.
    ///
    /// - Parameter viewModel: The login view model to present.
    public init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    /// The form: title, hint, the two fields, the button and the error.
    public var body: some View {
        Form {
            Text(screen.title.value ?? "").font(.title)
            Text(screen.hint.value ?? "").foregroundStyle(.secondary)
            TextField("Username", text: $username)
                .onChange(of: username) { _, text in screen.usernameInput.value?(text) }
            SecureField("Password", text: $password)
                .onChange(of: password) { _, text in screen.passwordInput.value?(text) }
            Button("Log in") { _ = try? screen.logIn.value?.apply() }
                .disabled(screen.canLogIn.value != true)
            if let error = screen.error.value {
                Text(error).foregroundStyle(.red)
            }
        }
        .onAppear { presentation = viewModel <- screen }
        .onDisappear {
            presentation?.dispose()
            presentation = nil
        }
    }
}
#endif
