import Fractal

/// The media app of Cordux's example, whole: the root of a tree of view
/// models, and the commands a user (or a terminal demo) gives it.
///
/// Its state is its screen: sign-in (`signin`), or the signed-in app, whose
/// tabs are `catalog` and `movies`; `movies` pushes a movie's detail at
/// `movies/<id>`.
///
/// ```swift
/// let app = MediaApp()                        // signed out: route `signin`
/// try app.apply(route: "movies/v-for-vendetta") // a deep link: still `signin`
/// try app.signIn(name: "ada")                 // lands on movies/v-for-vendetta
/// try app.back()                              // movies
/// try app.select(tab: .catalog)               // catalog
/// try app.open(movieAt: 2)                    // movies/alien
/// try app.signOut()                           // signin
/// let presentation = app <- rootView          // any Presenter<MediaApp.State>
/// ```
///
/// - ``route`` is the current route of the whole app; it changes once with
///   every navigation, whether a route applied it or a command.
/// - ``apply(route:)`` navigates all or nothing: a route that does not fit
///   throws a `RouteError` naming its segment and changes nothing. Signed
///   out, a route into the signed-in app is validated, then waits for the
///   sign-in; signed in, `signin` is refused.
/// - The commands throw ``MediaCommandError`` when they cannot be done, and
///   change nothing (`open` with no such row, `back` with nothing to pop),
///   except that a refused sign-in leaves the name typed and shows why.
public final class MediaApp: ViewModel {
    /// The screen shown.
    public enum State: Equatable, Sendable {
        /// Nobody is signed in.
        case signIn(SignInViewModel)
        /// Someone is signed in.
        case main(MainViewModel)
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    let world: MediaWorld

    /// Creates the app, signed out, at `signin`.
    ///
    /// - Parameter services: The services, built once; the sample services by default.
    public init(services: any MediaDependencies = MediaServices()) {
        world = MediaWorld(services: services)
        states = MutableProperty(.signIn(SignInViewModel(world)))
        world.screen.link(\.self, of: self)
    }

    /// The current route of the whole app (`signin`, `catalog`, `movies`,
    /// `movies/v-for-vendetta`).
    public var route: Property<Route> {
        states.flatMapLatest { state -> Property<Route> in
            switch state {
            case .signIn: Property(value: "signin")
            case .main(let main): main.route
            }
        }.skipRepeats()
    }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { state.isSignedIn }

    /// The selected tab, or `nil` while signed out.
    public var selectedTab: MediaTab? { main?.state.tab }

    /// The movie list, in the order shown: what ``open(movieAt:)`` counts.
    public var movies: [Movie] { Array(world.catalog) }

    /// Applies `route`, all or nothing, as a deep link does.
    ///
    /// - Parameter route: The route, from the root (`movies/alien`).
    /// - Throws: `RouteError` naming the first segment that does not fit;
    ///   nothing has changed.
    public func apply(route: Route) throws(RouteError) {
        let shown = state
        let link = try world.read(route, isSignedIn: shown.isSignedIn)
        switch shown {
        case .signIn(let signIn): signIn.modify { $0.target = link == .signIn ? nil : link }
        case .main(let main): main.open(link ?? .catalog)
        }
    }

    /// Applies a typed route, all or nothing.
    ///
    /// - Parameter route: The route.
    /// - Throws: `RouteError` naming the first segment that does not fit;
    ///   nothing has changed.
    public func apply(_ route: MediaRoute) throws(RouteError) {
        try apply(route: route.route)
    }

    /// Signs in as `name`; the app lands on the deep link that waited for the
    /// sign-in, if any, or on the catalog.
    ///
    /// - Parameter name: The name.
    /// - Throws: ``MediaCommandError/alreadySignedIn``, or
    ///   ``MediaCommandError/signInRefused(_:)`` (the screen shows why).
    public func signIn(name: String) throws(MediaCommandError) {
        guard case .signIn(let signIn) = state else { throw .alreadySignedIn }
        signIn.nameChanged(name)
        do {
            try signIn.signInTapped()
        } catch {
            throw .signInRefused(error)
        }
    }

    /// Signs out: the signed-in app is let go and sign-in shown.
    ///
    /// - Throws: ``MediaCommandError/signedOut`` when nobody is signed in.
    public func signOut() throws(MediaCommandError) {
        try signedIn().signOutTapped()
    }

    /// Selects `tab`, as a tap on it does; each tab keeps its own route.
    ///
    /// - Parameter tab: The tab.
    /// - Throws: ``MediaCommandError/signedOut`` when nobody is signed in.
    public func select(tab: MediaTab) throws(MediaCommandError) {
        try signedIn().tabTapped(tab)
    }

    /// Opens the movie at `index` of the movie list (0-based, as ``movies``
    /// lists them): selects the movies tab and shows that movie's detail,
    /// replacing the one shown, in one navigation.
    ///
    /// - Parameter index: The row's index.
    /// - Throws: ``MediaCommandError/signedOut`` or
    ///   ``MediaCommandError/noMovie(index:count:)``.
    public func open(movieAt index: Int) throws(MediaCommandError) {
        let main = try signedIn()
        guard world.catalog.indices.contains(index) else { throw .noMovie(index: index, count: world.catalog.count) }
        main.open(.movies(.detail(id: world.catalog[index].id)))
    }

    /// Goes back in the selected tab: pops the movie detail shown.
    ///
    /// - Throws: ``MediaCommandError/signedOut`` or
    ///   ``MediaCommandError/nothingToGoBackTo``.
    public func back() throws(MediaCommandError) {
        let main = try signedIn()
        guard main.state.tab == .movies, main.state.movies.state.detail != nil else { throw .nothingToGoBackTo }
        main.state.movies.backTapped()
    }

    private var main: MainViewModel? { if case .main(let main) = state { main } else { nil } }

    private func signedIn() throws(MediaCommandError) -> MainViewModel {
        guard let main else { throw .signedOut }
        return main
    }
}

extension MediaApp.State {
    /// Whether this is the signed-in app.
    public var isSignedIn: Bool { if case .main = self { true } else { false } }
}
