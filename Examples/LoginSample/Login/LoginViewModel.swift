import Fractal

/// What a login view must provide.
public protocol LoginPresenters: Sendable {
    /// Shows the screen's title.
    var titlePresenter: Presenter<String> { get }
    /// Shows a hint (the demo's credentials).
    var hintPresenter: Presenter<String> { get }
    /// Wires the username field to the view model's input.
    var usernameInputPresenter: Presenter<@Sendable (String) -> Void> { get }
    /// Wires the password field to the view model's input.
    var passwordInputPresenter: Presenter<@Sendable (String) -> Void> { get }
    /// Shows the login button: enabled state and tap.
    var logInPresenter: Presenter<Action<Void, User, AuthError>> { get }
    /// Shows the last error (nothing while there is none).
    var errorPresenter: Presenter<String> { get }
}

/// The login screen: two inputs, a login action enabled only while both are
/// filled in, and the error of the last failed attempt.
public final class LoginViewModel: Sendable {
    /// What the login screen needs.
    public struct Dependencies: Sendable {
        /// Signs the user in.
        public let authService: any AuthService

        /// Creates the dependencies.
        public init(authService: any AuthService) { self.authService = authService }
    }

    /// The login screen's environment (nothing yet).
    public struct Context: Sendable {
        /// Creates a context.
        public init() {}
    }

    /// Sets the username.
    public let usernameInput: @Sendable (String) -> Void
    /// Sets the password.
    public let passwordInput: @Sendable (String) -> Void
    /// Logs in with the current inputs; enabled while both are non-empty.
    public let logIn: Action<Void, User, AuthError>
    /// The message of the last failed login, cleared by editing or retrying.
    public let errorMessage: Property<String?>

    private let observations = CompositeDisposable()

    /// Creates the login view model.
    public init(dependencies: Dependencies, context: Context) {
        let username = MutableProperty("")
        let password = MutableProperty("")
        let error = MutableProperty<String?>(nil)
        usernameInput = {
            username.value = $0; error.value = nil
        }
        passwordInput = {
            password.value = $0; error.value = nil
        }
        let isFormValid = username.combineLatest(with: password).map { !$0.isEmpty && !$1.isEmpty }
        let auth = dependencies.authService
        logIn = Action(enabledIf: isFormValid) { () async throws(AuthError) -> User in
            try await auth.logIn(username: username.value, password: password.value)
        }
        errorMessage = Property(error)
        observations += logIn.errors.observe { error.value = $0.message }
        observations += logIn.isExecuting.changes.filter { $0 }.observe { _ in error.value = nil }
    }

    deinit {
        observations.dispose()
    }
}

extension LoginViewModel: Presentable {
    /// Presents the login screen.
    public var present: (any LoginPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ "Log in",
                presenters.hintPresenter <~ "Try ada / lovelace",
                presenters.usernameInputPresenter <~ self.usernameInput,
                presenters.passwordInputPresenter <~ self.passwordInput,
                presenters.logInPresenter <~ self.logIn,
                presenters.errorPresenter.serial().optional() <~ self.errorMessage,
            ])
        }
    }
}
