/// A photo the photos screen lists.
public struct Photo: Identifiable, Hashable, Sendable {
    /// The photo's identity, stable across loads.
    public let id: String
    /// The photo's title.
    public let title: String

    /// Creates a photo.
    ///
    /// - Parameters:
    ///   - id: The photo's identity.
    ///   - title: The photo's title.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
