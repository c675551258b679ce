import Fractal

/// The signed-in app: who is signed in, the tabs `catalog` and `movies`
/// (both alive, one selected), and sign-out. Its route is the selected
/// tab's segment followed by that tab's route (`movies/v-for-vendetta`).
public final class MainViewModel: ViewModel {
    /// What the signed-in app shows.
    public struct State: Equatable, Sendable {
        /// Who is signed in.
        public let user: User
        /// The selected tab.
        public var tab = MediaTab.catalog
        /// The catalog tab.
        public let catalog: CatalogViewModel
        /// The movies tab.
        public let movies: MoviesViewModel
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    let world: MediaWorld

    init(_ user: User, _ world: MediaWorld, at route: MediaRoute? = nil) {
        states = MutableProperty(State(user: user, catalog: CatalogViewModel(user, world), movies: MoviesViewModel(world)))
        self.world = world
        if let route { open(route) }
    }

    /// The selected tab's segment followed by its route.
    public var route: Property<Route> {
        states.flatMapLatest { state -> Property<Route> in
            switch state.tab {
            case .catalog: Property(value: "catalog")
            case .movies: state.movies.route
            }
        }
    }

    /// Selects `tab`, as a tap on it does; each tab keeps its own route.
    ///
    /// - Parameter tab: The tab.
    public func tabTapped(_ tab: MediaTab) { modify { $0.tab = tab } }

    /// Signs out, as the button does: the app shows a new sign-in screen,
    /// and lets this one go, with its tabs. A signed-in app the app no longer
    /// shows changes nothing.
    public func signOutTapped() {
        let signIn = SignInViewModel(world)
        world.screen.modify { if case .main(let shown) = $0, shown === self { $0 = .signIn(signIn) } }
    }

    /// Shows `route`'s tab, and on the movies tab its list or detail; the
    /// tab is selected last, so the route changes once.
    func open(_ route: MediaRoute) {
        guard case .movies(let movies) = route else { return tabTapped(.catalog) }
        state.movies.open(movies)
        tabTapped(.movies)
    }
}
