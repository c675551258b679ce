import Fractal

/// A movie's detail, pushed over the movie list at `movies/<id>`.
public final class MovieDetailViewModel: ViewModel {
    /// What a movie's detail shows.
    public struct State: Equatable, Sendable {
        /// The movie.
        public let movie: Movie
        /// Whether the movie is a favorite.
        public var isFavorite: Bool
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    let world: MediaWorld

    init(_ movie: Movie, _ world: MediaWorld) {
        states = MutableProperty(State(movie: movie, isFavorite: world.favorites.value.contains(movie.id)))
        self.world = world
    }

    /// Keeps the favorite mark up to date while presented.
    ///
    /// - Returns: What stops following it.
    public func whilePresented() -> (any Disposable)? {
        let id = state.movie.id
        return bind(\.isFavorite, to: world.favorites.map { $0.contains(id) })
    }

    /// Marks the movie as a favorite, or unmarks it, as the toggle does.
    public func favoriteTapped() {
        let id = state.movie.id
        world.favorites.modify { if $0.remove(id) == nil { $0.insert(id) } }
    }
}
