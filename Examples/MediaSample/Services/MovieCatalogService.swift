/// Lists the movies the app offers.
public protocol MovieCatalogService: Sendable {
    /// Every movie, in the order the movie list shows them.
    ///
    /// - Returns: The movies.
    func movies() -> [Movie]
}

/// Something that provides a ``MovieCatalogService`` (MVVM-C's `Has…` style
/// of dependency injection).
public protocol HasMovieCatalogService {
    /// The movie catalog.
    var movieCatalogService: any MovieCatalogService { get }
}
