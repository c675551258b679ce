/// A ``PhotosService`` that answers at once from memory: for the demo,
/// previews and tests.
public struct InMemoryPhotosService: PhotosService {
    private let result: Result<[Photo], PhotosLoadError>

    /// Creates a service that always loads `photos`.
    ///
    /// - Parameter photos: The photos to load.
    public init(photos: [Photo]) {
        result = .success(photos)
    }

    /// Creates a service that always fails with `error`.
    ///
    /// - Parameter error: The failure.
    public init(failingWith error: PhotosLoadError) {
        result = .failure(error)
    }

    /// A service of three sample photos.
    public static let sample = InMemoryPhotosService(photos: [
        Photo(id: "sunrise", title: "Sunrise over the bay"),
        Photo(id: "harbour", title: "The harbour at noon"),
        Photo(id: "lighthouse", title: "Lighthouse at dusk"),
    ])

    /// The photos, or the failure, given at creation.
    ///
    /// - Returns: The photos.
    /// - Throws: The failure given at creation, if any.
    public func loadPhotos() async throws(PhotosLoadError) -> [Photo] {
        try result.get()
    }
}
