/// A ``RecommendationService`` built on a ``MovieCatalogService``: it
/// depends on another service, so ``MediaServices`` builds it from the
/// catalog it was given (a test's catalog included).
///
/// Its picks are deterministic: the catalog, starting at a position chosen
/// by the user's name.
public struct CatalogRecommendationService: RecommendationService {
    private let catalog: any MovieCatalogService
    private let limit: Int

    /// Creates a service recommending from `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: Where the movies come from.
    ///   - limit: How many movies to recommend at most.
    public init(catalog: any MovieCatalogService, limit: Int = 3) {
        self.catalog = catalog
        self.limit = limit
    }

    /// Up to `limit` movies of the catalog not in `excluded`, starting at a
    /// position chosen by the user's name.
    ///
    /// - Parameters:
    ///   - user: Who the recommendations are for.
    ///   - excluded: The ids of movies not to recommend.
    /// - Returns: The recommended movies.
    public func recommendations(for user: User, excluding excluded: Set<Movie.ID>) -> [Movie] {
        let movies = catalog.movies().filter { !excluded.contains($0.id) }
        guard !movies.isEmpty else { return [] }
        let start = user.name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % movies.count }
        let rotated = movies[start...] + movies[..<start]
        return Array(rotated.prefix(limit))
    }
}
