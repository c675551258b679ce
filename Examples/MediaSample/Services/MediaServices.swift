/// Everything the media app's view models may need, as a composition of
/// `Has…` protocols (MVVM-C): built once at the root (``MediaServices``) and
/// passed down explicitly, in the world every screen shares.
public typealias MediaDependencies = HasMovieCatalogService & HasAuthService & HasRecommendationService & Sendable

/// The services the media app runs on, built once at the root and passed
/// down the tree: never a singleton.
///
/// The recommendation service depends on the catalog service, so it is
/// built here from the catalog given, and a test that swaps the catalog
/// swaps what is recommended too. Swap any one service by passing it:
///
/// ```swift
/// let services = MediaServices(authService: InMemoryAuthService(refusing: ["mallory"]))
/// let app = MediaApp(services: services)
/// ```
public struct MediaServices: MediaDependencies {
    /// Lists the movies.
    public let movieCatalogService: any MovieCatalogService
    /// Signs users in.
    public let authService: any AuthService
    /// Recommends movies; built from ``movieCatalogService``.
    public let recommendationService: any RecommendationService

    /// Builds the services, the recommendations from `movieCatalogService`.
    ///
    /// - Parameters:
    ///   - movieCatalogService: Lists the movies; the six sample movies by default.
    ///   - authService: Signs users in; by default any non-empty name.
    public init(
        movieCatalogService: any MovieCatalogService = InMemoryMovieCatalog(),
        authService: any AuthService = InMemoryAuthService()
    ) {
        self.movieCatalogService = movieCatalogService
        self.authService = authService
        recommendationService = CatalogRecommendationService(catalog: movieCatalogService)
    }
}
