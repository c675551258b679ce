/// What the catalog tab shows, made from the app state by a store
/// subscription.
public struct CatalogViewState: Sendable, Equatable {
    /// The tab's title.
    public let title: String
    /// How many movies and favorites there are ("6 movies, 1 favorite").
    public let summary: String
    /// The movies recommended to the user, as "Title (year)".
    public let recommended: [String]
    /// The user's favorites, in list order, as "Title (year)".
    public let favorites: [String]

    /// Makes the catalog of `state` with `recommendations`.
    ///
    /// - Parameters:
    ///   - state: The app state.
    ///   - recommendations: The movies recommended to the user.
    public init(_ state: MediaState, recommendations: [Movie]) {
        title = "Catalog"
        let favoriteCount = state.favorites.count
        summary = "\(state.catalog.count) movies, \(favoriteCount) favorite\(favoriteCount == 1 ? "" : "s")"
        recommended = recommendations.map(\.listTitle)
        favorites = state.catalog.filter { state.favorites.contains($0.id) }.map(\.listTitle)
    }

    /// The transform a catalog view model subscribes with: recommendations for
    /// `user` that leave out the movies already marked as favorites.
    ///
    /// - Parameters:
    ///   - user: Who the catalog is for.
    ///   - service: Recommends movies.
    /// - Returns: A function from the app state to the view state.
    public static func make(for user: User, service: any RecommendationService) -> @Sendable (MediaState) -> CatalogViewState {
        { state in CatalogViewState(state, recommendations: service.recommendations(for: user, excluding: state.favorites)) }
    }
}

extension Movie {
    /// The movie as a list shows it: "Alien (1979)".
    var listTitle: String { "\(title) (\(year))" }
}
