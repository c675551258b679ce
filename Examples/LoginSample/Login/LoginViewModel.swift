import Fractal

/// The login screen: two fields, a login enabled only while both are filled
/// in and no login is running, and the error of the last failed attempt.
public final class LoginViewModel: ViewModel {
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

    /// What the login screen shows.
    public struct State: Equatable, Sendable {
        /// The username typed.
        public var username = ""
        /// The password typed.
        public var password = ""
        /// Whether a login is running.
        public var isLoggingIn = false
        /// The message of the last failed login, cleared by editing or retrying.
        public var error: String?

        /// The screen's title.
        public var title: String { "Log in" }
        /// A hint: the demo's credentials.
        public var hint: String { "Try ada / lovelace" }
        /// Whether the login button is enabled: both fields filled in, no login running.
        public var canLogIn: Bool { !username.isEmpty && !password.isEmpty && !isLoggingIn }

        /// The state of an empty form.
        public init() {}
    }

    /// Where the state lives.
    public let states = MutableProperty(State())
    private let authService: any AuthService

    /// Creates the login view model.
    public init(dependencies: Dependencies, context: Context) { authService = dependencies.authService }

    /// Sets the username, as its field reports an edit.
    public func usernameChanged(_ text: String) {
        modify {
            $0.username = text; $0.error = nil
        }
    }

    /// Sets the password, as its field reports an edit.
    public func passwordChanged(_ text: String) {
        modify {
            $0.password = text; $0.error = nil
        }
    }

    /// Logs in with the fields' text, if ``State/canLogIn``: the request is a task the screen owns
    /// (cancelled if the screen goes away), and a failure shows its message.
    ///
    /// - Returns: Whether a login started (`false` when the button is disabled).
    @discardableResult
    public func logInTapped() -> Bool {
        let started = modify { state -> State? in
            guard state.canLogIn else { return nil }
            state.isLoggingIn = true
            state.error = nil
            return state
        }
        guard let started else { return false }
        startTask(id: "logIn") { model in
            do throws(AuthError) {
                _ = try await model.authService.logIn(username: started.username, password: started.password)
                model.modify { $0.isLoggingIn = false }
            } catch {
                model.modify {
                    $0.isLoggingIn = false; $0.error = error.message
                }
            }
        }
        return true
    }
}
