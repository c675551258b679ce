/// Why photos could not be loaded.
public struct PhotosLoadError: Error, Hashable, Sendable {
    /// What to tell the user.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameter message: What to tell the user.
    public init(message: String) {
        self.message = message
    }
}
