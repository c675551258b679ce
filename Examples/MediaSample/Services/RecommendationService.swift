/// Recommends movies to a user.
public protocol RecommendationService: Sendable {
    /// The movies recommended to `user`, best first, leaving out `excluded`
    /// (the user's favorites, say).
    ///
    /// - Parameters:
    ///   - user: Who the recommendations are for.
    ///   - excluded: The ids of movies not to recommend.
    /// - Returns: The recommended movies.
    func recommendations(for user: User, excluding excluded: Set<Movie.ID>) -> [Movie]
}

/// Something that provides a ``RecommendationService``.
public protocol HasRecommendationService {
    /// The recommendation service.
    var recommendationService: any RecommendationService { get }
}
