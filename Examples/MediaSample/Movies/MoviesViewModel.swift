import Fractal

/// The movies tab (route `movies`): the movie list, with at most one movie's
/// detail pushed over it (`movies/<id>`).
public final class MoviesViewModel: ViewModel {
    /// What the movies tab shows.
    public struct State: Equatable, Sendable {
        /// Every movie, in list order: what "the movie at index N" means.
        public let movies: IdentifiedList<Movie>
        /// The ids of the movies marked as favorites.
        public var favorites: Set<Movie.ID>
        /// The detail pushed over the list, if any.
        public var detail: MovieDetailViewModel?
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    let world: MediaWorld

    init(_ world: MediaWorld) {
        states = MutableProperty(State(movies: world.catalog, favorites: world.favorites.value))
        self.world = world
    }

    /// Keeps the favorites up to date while presented.
    ///
    /// - Returns: What stops following them.
    public func whilePresented() -> (any Disposable)? { bind(\.favorites, to: world.favorites) }

    /// `movies` followed by the detail's movie id, if one is pushed.
    public var route: Property<Route> {
        states.map { state in
            let route = MediaRoute.movies(state.detail.map { .detail(id: $0.state.movie.id) } ?? .list)
            return (try? route.route) ?? "movies"
        }
    }

    /// Pushes the detail of the movie `id`, as tapping its row does,
    /// replacing the detail shown (one that shows this movie is kept).
    ///
    /// - Parameter id: The movie's id; a movie not in the list opens nothing.
    public func movieTapped(_ id: Movie.ID) { open(.detail(id: id)) }

    /// Pops the detail, as the back button does.
    public func backTapped() { modify { $0.detail = nil } }

    func open(_ route: MoviesRoute) {
        guard case .detail(let id) = route else { return backTapped() }
        guard let movie = world.catalog[id: id], state.detail?.state.movie != movie else { return }
        modify { $0.detail = MovieDetailViewModel(movie, world) }
    }
}
