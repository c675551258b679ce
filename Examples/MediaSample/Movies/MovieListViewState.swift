/// What the movie list shows, made from the app state by a store
/// subscription.
public struct MovieListViewState: Sendable, Equatable {
    /// One row of the list.
    public struct Row: Sendable, Equatable, Identifiable {
        /// The movie's id: what opening the row opens.
        public let id: Movie.ID
        /// "Title (year)".
        public let title: String
        /// Whether the movie is a favorite.
        public let isFavorite: Bool
    }

    /// The list's title.
    public let title: String
    /// The rows, in catalog order: what "the movie at index N" means.
    public let rows: [Row]

    /// Makes the list of `state`.
    ///
    /// - Parameter state: The app state.
    public init(_ state: MediaState) {
        title = "Movies"
        rows = state.catalog.map { movie in
            Row(id: movie.id, title: movie.listTitle, isFavorite: state.favorites.contains(movie.id))
        }
    }
}
