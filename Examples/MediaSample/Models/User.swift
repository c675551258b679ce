/// A signed-in user of the media app.
public struct User: Sendable, Equatable {
    /// The name the user signed in with, as shown ("Ada").
    public let name: String

    /// Creates a user.
    ///
    /// - Parameter name: The name shown.
    public init(name: String) { self.name = name }
}
