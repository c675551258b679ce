import Fractal

/// What the media app's root view must provide: one presenter per kind of
/// scene. Exactly one of them presents at a time.
public protocol MediaPresenters: Sendable {
    /// Shows the sign-in flow.
    var signInPresenter: Presenter<SignInScene> { get }
    /// Shows the signed-in app.
    var mainPresenter: Presenter<MainScene> { get }
}
