/// What a movie's detail shows, made from the app state by a store
/// subscription for one movie (Cordux's `MovieViewModel.createForMovie(id)`).
public struct MovieDetailViewState: Sendable, Equatable {
    /// The title.
    public let title: String
    /// "1979 · Ridley Scott".
    public let subtitle: String
    /// Whether the movie is a favorite.
    public let isFavorite: Bool

    /// Makes the detail of the movie with `id` in `state`; a movie no longer
    /// in the catalog shows as such.
    ///
    /// - Parameters:
    ///   - state: The app state.
    ///   - id: The movie's id.
    public init(_ state: MediaState, id: Movie.ID) {
        if let movie = state.catalog[id: id] {
            title = movie.title
            subtitle = "\(movie.year) · \(movie.director)"
        } else {
            title = "Movie not found"
            subtitle = id
        }
        isFavorite = state.favorites.contains(id)
    }

    /// The transform a movie's detail subscribes with.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: A function from the app state to the view state.
    public static func forMovie(id: Movie.ID) -> @Sendable (MediaState) -> MovieDetailViewState {
        { state in MovieDetailViewState(state, id: id) }
    }
}
