import Fractal

/// What the media app's root view must provide: one presenter per kind of
/// child. Exactly one of them presents at a time.
public protocol MediaPresenters: Sendable {
    /// Shows the sign-in flow.
    var signInPresenter: Presenter<SignInViewModel> { get }
    /// Shows the signed-in app.
    var mainPresenter: Presenter<MainViewModel> { get }
}

/// The media app of Cordux's example, whole: a store, a routable tree of
/// view models, and the commands a user (or a terminal demo) gives it.
///
/// The tree is `signin` | the signed-in app, whose tabs are `catalog` and
/// `movies`; `movies` pushes a movie's detail at `movies/<id>`. Everything
/// is on the main actor, like any user interface.
///
/// ```swift
/// let app = MediaApp()                        // signed out: route `signin`
/// try app.apply(route: "movies/v-for-vendetta") // a deep link: still `signin`
/// try app.signIn(name: "ada")                 // lands on movies/v-for-vendetta
/// try app.back()                              // movies
/// try app.select(tab: .catalog)               // catalog
/// try app.open(movieAt: 2)                    // movies/alien
/// try app.signOut()                           // signin
/// let presentation = app <- rootView          // any MediaPresenters
/// ```
///
/// - ``route`` is the current route of the whole app; it changes with every
///   navigation, whether a route applied it or a command.
/// - ``apply(route:)`` navigates all or nothing: a route that does not fit
///   throws a ``RouteError`` naming its segment and changes nothing. Signed
///   out, a route into the signed-in app is validated, then waits for the
///   sign-in; signed in, `signin` is refused.
/// - The commands throw ``MediaCommandError`` and change nothing when they
///   cannot be done (`open` with no such row, `back` with nothing to pop).
/// - Present the app into a view's ``MediaPresenters`` with `<-` (it is
///   ``Presentable``); dispose the presentation, then ``dispose()`` the app.
///
/// Dependencies are built once, by ``MediaServices``, and passed down;
/// the ``MediaContext`` reports every view model that starts.
@MainActor
public final class MediaApp {
    /// The app's state: session, catalog, favorites, the sign-in form.
    public nonisolated let store: MediaStore
    /// The root of the routable tree: the sign-in flow or the signed-in app.
    public nonisolated let root: RoutedSwitch<MediaChild>
    private let coordinator: MediaCoordinator

    /// Creates the app, signed out, at `signin`.
    ///
    /// - Parameters:
    ///   - services: The services, built once; the sample services by default.
    ///   - context: The environment, given to every view model.
    public init(services: any MediaDependencies = MediaServices(), context: MediaContext = MediaContext()) {
        let store = MediaStore(catalog: services.movieCatalogService.movies())
        let coordinator = MediaCoordinator(services: services, store: store, context: context)
        self.store = store
        self.coordinator = coordinator
        root = RoutedSwitch(.signIn(coordinator.makeSignIn(target: nil)), prefix: MediaChild.prefix(of:)) {
            reader, current throws(RouteError) in
            try coordinator.choose(&reader, current: current)
        }
        coordinator.root = root
    }

    /// The current route of the whole app (`signin`, `catalog`, `movies`,
    /// `movies/v-for-vendetta`).
    public nonisolated var route: Property<Route> { root.route }

    /// The child shown: the sign-in flow or the signed-in app.
    public var child: MediaChild { root.shown }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { child.mainViewModel != nil }

    /// The selected tab, or `nil` while signed out.
    public var selectedTab: MediaTab? { child.mainViewModel?.selectedTab }

    /// The movie list's rows, in the order shown: what ``open(movieAt:)``
    /// counts.
    public var movies: [MovieListViewState.Row] { MovieListViewState(store.states.value).rows }

    /// Applies `route`, all or nothing, as a deep link does.
    ///
    /// - Parameter route: The route, from the root (`movies/alien`).
    /// - Throws: ``RouteError`` naming the first segment that does not fit;
    ///   nothing has changed.
    public func apply(route: Route) throws(RouteError) {
        try root.apply(route)
    }

    /// Applies a typed route, all or nothing.
    ///
    /// - Parameter route: The route.
    /// - Throws: ``RouteError`` naming the first segment that does not fit;
    ///   nothing has changed.
    public func apply(_ route: MediaRoute) throws(RouteError) {
        try root.apply(route.route)
    }

    /// Signs in as `name`; the app lands on the deep link that waited for the
    /// sign-in, if any, or on the catalog.
    ///
    /// - Parameter name: The name.
    /// - Throws: ``MediaCommandError/alreadySignedIn``, or
    ///   ``MediaCommandError/signInRefused(_:)`` (the form shows why).
    public func signIn(name: String) throws(MediaCommandError) {
        guard let signIn = child.signInViewModel else { throw .alreadySignedIn }
        do {
            try signIn.signIn(name: name)
        } catch {
            throw .signInRefused(error)
        }
    }

    /// Signs out: the signed-in app is stopped (disposed) and sign-in shown.
    ///
    /// - Throws: ``MediaCommandError/signedOut`` when nobody is signed in.
    public func signOut() throws(MediaCommandError) {
        try main().signOut()
    }

    /// Selects `tab`, as a tap on it does; each tab keeps its own route.
    ///
    /// - Parameter tab: The tab.
    /// - Throws: ``MediaCommandError/signedOut`` when nobody is signed in.
    public func select(tab: MediaTab) throws(MediaCommandError) {
        try main().select(tab)
    }

    /// Opens the movie at `index` of the movie list (0-based, as ``movies``
    /// lists them): selects the movies tab and shows that movie's detail,
    /// replacing the one shown, in one navigation.
    ///
    /// - Parameter index: The row's index.
    /// - Throws: ``MediaCommandError/signedOut`` or
    ///   ``MediaCommandError/noMovie(index:count:)``.
    public func open(movieAt index: Int) throws(MediaCommandError) {
        let main = try main()
        let rows = movies
        guard rows.indices.contains(index) else { throw .noMovie(index: index, count: rows.count) }
        do {
            try main.apply(MediaRoute.movies(.detail(id: rows[index].id)).route)
        } catch {
            throw .route(error)
        }
    }

    /// Goes back in the selected tab: pops the movie detail shown.
    ///
    /// - Throws: ``MediaCommandError/signedOut`` or
    ///   ``MediaCommandError/nothingToGoBackTo``.
    public func back() throws(MediaCommandError) {
        guard try main().back() else { throw .nothingToGoBackTo }
    }

    /// Stops the app: disposes the child shown (and its subtree) and the store.
    public func dispose() {
        root.dispose()
        store.dispose()
    }

    private func main() throws(MediaCommandError) -> MainViewModel {
        guard let main = child.mainViewModel else { throw .signedOut }
        return main
    }
}

extension MediaApp: Presentable {
    /// Presents the child shown into its presenter, replacing the previous
    /// child's presentation when the child changes.
    public nonisolated var present: (any MediaPresenters) -> (any Disposable)? {
        { [root] presenters in
            let childPresenter = Presenter<MediaChild>.forwarding { child in
                switch child {
                case .signIn(let signIn): presenters.signInPresenter.presentation(of: signIn)
                case .main(let main): presenters.mainPresenter.presentation(of: main)
                }
            }
            return childPresenter <~ root.child
        }
    }
}
