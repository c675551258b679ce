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
