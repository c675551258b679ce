/// Loads the photos the screen lists: the photos screen's one dependency.
public protocol PhotosService: Sendable {
    /// Loads every photo, in display order.
    ///
    /// - Returns: The photos.
    /// - Throws: ``PhotosLoadError`` when they cannot be loaded.
    func loadPhotos() async throws(PhotosLoadError) -> [Photo]
}

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
