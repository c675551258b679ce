/// Loads the photos the screen lists: the photos screen's one dependency.
public protocol PhotosService: Sendable {
    /// Loads every photo, in display order.
    ///
    /// - Returns: The photos.
    /// - Throws: ``PhotosLoadError`` when they cannot be loaded.
    func loadPhotos() async throws(PhotosLoadError) -> [Photo]
}
