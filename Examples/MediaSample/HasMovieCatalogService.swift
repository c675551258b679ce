/// Something that provides a ``MovieCatalogService`` (MVVM-C's `Has…` style
/// of dependency injection).
public protocol HasMovieCatalogService {
    /// The movie catalog.
    var movieCatalogService: any MovieCatalogService { get }
}
