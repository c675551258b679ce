/// A signed-in user.
public struct User: Sendable, Equatable {
    /// The user's display name.
    public let name: String

    /// Creates a user.
    public init(name: String) { self.name = name }
}
