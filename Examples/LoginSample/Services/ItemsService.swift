/// Lists the items a user can browse.
public protocol ItemsService: Sendable {
    /// The items for `user`.
    func items(for user: User) -> [Item]
}

/// Something that provides an ``ItemsService``.
public protocol HasItemsService {
    /// The items service.
    var itemsService: any ItemsService { get }
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
