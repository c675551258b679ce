// The sample app Root → Login | Main written in seed 000's style (a presenters
// protocol per screen, `Presentable` view models, an `Action` to log in, a keyed
// list of row view models): the tree that the tests of FractalTesting's recording
// containers drive, and that their doc comments and the DocC article "Testing
// View Models" show. Examples/LoginSample is the same app as `ViewModel`s.

import Fractal

/// The seed-style sample tree's types.
enum SeedTree {}

extension SeedTree {
    /// One entry of the main screen's list.
    struct Item: Sendable, Equatable, Identifiable {
        /// A stable identifier (also the item's route segment).
        let id: String
        /// The title shown in the list.
        let title: String
        /// The text shown in the item's detail.
        let detail: String
    }
}

extension SeedTree {
    /// A signed-in user.
    struct User: Sendable, Equatable {
        /// The user's display name.
        let name: String
    }
}

extension SeedTree {
    /// The services the sample app runs on: one value passed down the tree.
    struct AppServices: HasAuthService, HasItemsService, Sendable {
        /// Signs users in and out.
        let authService: any AuthService
        /// Lists items.
        let itemsService: any ItemsService

        /// The services the demo and the tests use: one account (`ada` / `lovelace`) and three items.
        static func sample() -> AppServices {
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
}

extension SeedTree {
    /// Signs users in and out and publishes who is signed in.
    protocol AuthService: Sendable {
        /// Who is signed in.
        var state: Property<AuthState> { get }
        /// Checks the credentials and signs the user in.
        func logIn(username: String, password: String) async throws(AuthError) -> User
        /// Signs the current user out.
        func logOut()
    }

    /// Whether someone is signed in.
    enum AuthState: Sendable, Equatable {
        /// Nobody is signed in.
        case signedOut
        /// `User` is signed in.
        case signedIn(User)
    }

    /// Why signing in failed, in words for the login screen.
    struct AuthError: Error, Equatable, Sendable {
        /// The message to show.
        let message: String
    }

    /// Something that provides an ``AuthService`` (MVVM-C's `Has…` style of dependency injection).
    protocol HasAuthService {
        /// The auth service.
        var authService: any AuthService { get }
    }

    /// An ``AuthService`` over a fixed table of accounts, for the demo and tests.
    final class InMemoryAuthService: AuthService {
        private let accounts: [String: String]
        private let current = MutableProperty(AuthState.signedOut)

        /// Creates a service that accepts `accounts` (username → password).
        ///
        /// - Parameter accounts: The valid credentials.
        init(accounts: [String: String]) {
            self.accounts = accounts
            state = Property(current)
        }

        /// Who is signed in.
        let state: Property<AuthState>

        /// Signs in if the password matches, after yielding once like real I/O would.
        func logIn(username: String, password: String) async throws(AuthError) -> User {
            await Task.yield()
            guard let expected = accounts[username], expected == password else {
                throw AuthError(message: "Wrong username or password.")
            }
            let user = User(name: username.prefix(1).uppercased() + username.dropFirst())
            current.value = .signedIn(user)
            return user
        }

        /// Signs out.
        func logOut() {
            current.value = .signedOut
        }
    }
}

extension SeedTree {
    /// Lists the items a user can browse.
    protocol ItemsService: Sendable {
        /// The items for `user`.
        func items(for user: User) -> [Item]
    }

    /// Something that provides an ``ItemsService``.
    protocol HasItemsService {
        /// The items service.
        var itemsService: any ItemsService { get }
    }

    /// An ``ItemsService`` with a fixed list.
    struct StaticItemsService: ItemsService {
        private let items: [Item]

        /// Creates a service that always lists `items`.
        ///
        /// - Parameter items: The items to list.
        init(items: [Item]) { self.items = items }

        /// The fixed list.
        func items(for user: User) -> [Item] { items }
    }
}
