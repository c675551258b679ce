/// One entry of the main screen's list.
public struct Item: Sendable, Equatable, Identifiable {
    /// A stable identifier (also the item's route segment).
    public let id: String
    /// The title shown in the list.
    public let title: String
    /// The text shown in the item's detail.
    public let detail: String

    /// Creates an item.
    public init(id: String, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
