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

/// Lists the items a user can browse.
public protocol ItemsService: Sendable {
    /// The items for `user`.
    func items(for user: User) -> [Item]
}

/// Something that provides an ``AuthService`` (MVVM-C's `Has…` style of dependency injection).
public protocol HasAuthService {
    /// The auth service.
    var authService: any AuthService { get }
}

/// Something that provides an ``ItemsService``.
public protocol HasItemsService {
    /// The items service.
    var itemsService: any ItemsService { get }
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

/// An ``ItemsService`` with a fixed list.
public struct StaticItemsService: ItemsService {
    private let items: [Item]

    /// Creates a service that always lists `items`.
    ///
    /// - Parameter items: The items to list.
    public init(items: [Item]) { self.items = items }

    /// The fixed list.
    public func items(for user: User) -> [Item] { items }
}

/// The services the sample app runs on: one value passed down the tree.
public struct AppServices: HasAuthService, HasItemsService, Sendable {
    /// Signs users in and out.
    public let authService: any AuthService
    /// Lists items.
    public let itemsService: any ItemsService

    /// Creates the service bundle.
    public init(authService: any AuthService, itemsService: any ItemsService) {
        self.authService = authService
        self.itemsService = itemsService
    }

    /// The services the demo and the tests use: one account (`ada` / `lovelace`) and three items.
    public static func sample() -> AppServices {
        AppServices(
            authService: InMemoryAuthService(accounts: ["ada": "lovelace"]),
            itemsService: StaticItemsService(items: [
                Item(id: "engine", title: "Analytical Engine", detail: "A general-purpose mechanical computer."),
                Item(id: "notes", title: "Notes on the Engine", detail: "Note G holds the first published program."),
                Item(id: "bernoulli", title: "Bernoulli numbers", detail: "What Note G's program computes."),
            ])
        )
    }
}
