import Fractal

/// Signs users in and out and publishes who is signed in.
public protocol AuthService: Sendable {
    /// Who is signed in.
    var state: Property<AuthState> { get }
    /// Checks the credentials and signs the user in.
    func logIn(username: String, password: String) async throws(AuthError) -> User
    /// Signs the current user out.
    func logOut()
}

/// Whether someone is signed in.
public enum AuthState: Sendable, Equatable {
    /// Nobody is signed in.
    case signedOut
    /// `User` is signed in.
    case signedIn(User)
}

/// Why signing in failed, in words for the login screen.
public struct AuthError: Error, Equatable, Sendable {
    /// The message to show.
    public let message: String

    /// Creates an error with a message.
    public init(message: String) { self.message = message }
}

/// Something that provides an ``AuthService`` (MVVM-C's `Has…` style of dependency injection).
public protocol HasAuthService {
    /// The auth service.
    var authService: any AuthService { get }
}

/// An ``AuthService`` over a fixed table of accounts, for the demo and tests.
public final class InMemoryAuthService: AuthService {
    private let accounts: [String: String]
    private let current = MutableProperty(AuthState.signedOut)

    /// Creates a service that accepts `accounts` (username → password).
    ///
    /// - Parameter accounts: The valid credentials.
    public init(accounts: [String: String]) {
        self.accounts = accounts
        state = Property(current)
    }

    /// Who is signed in.
    public let state: Property<AuthState>

    /// Signs in if the password matches, after yielding once like real I/O would.
    public func logIn(username: String, password: String) async throws(AuthError) -> User {
        await Task.yield()
        guard let expected = accounts[username], expected == password else {
            throw AuthError(message: "Wrong username or password.")
        }
        let user = User(name: username.prefix(1).uppercased() + username.dropFirst())
        current.value = .signedIn(user)
        return user
    }

    /// Signs out.
    public func logOut() {
        current.value = .signedOut
    }
}
