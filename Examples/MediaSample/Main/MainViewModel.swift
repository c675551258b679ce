import Fractal

/// What the signed-in app's view (a tab bar) must provide.
public protocol MainPresenters: Sendable {
    /// Shows the header: who is signed in, the tabs' titles.
    var headerPresenter: Presenter<MainViewState> { get }
    /// Shows which tab is selected.
    var selectedTabPresenter: Presenter<MediaTab> { get }
    /// Wires the tab bar: the view calls the input when a tab is tapped.
    var selectTabPresenter: Presenter<@MainActor @Sendable (MediaTab) -> Void> { get }
    /// Shows the catalog tab's view model.
    var catalogPresenter: Presenter<CatalogViewModel> { get }
    /// Shows the movies tab's view model.
    var moviesPresenter: Presenter<MoviesViewModel> { get }
    /// Wires the sign-out button.
    var signOutPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}

/// How the signed-in app's flow ended, reported to the parent that started it.
public enum MainOutcome: Sendable, Equatable {
    /// The user signed out.
    case signedOut
}

/// The signed-in app: tabs `catalog` and `movies`, and sign-out. It is a
/// flow of its own: it reports ``MainOutcome/signedOut`` to the parent that
/// started it, and the parent stops it by disposing it, which disposes both
/// tabs and whatever they pushed.
///
/// Its route is the selected tab's segment followed by that tab's route
/// (`movies/v-for-vendetta`).
@MainActor
public final class MainViewModel: Routable {
    /// What the signed-in app needs from its parent.
    public struct Dependencies: Sendable {
        /// The services its view models use.
        public typealias Services = HasRecommendationService & Sendable

        /// The signed-in user.
        public let user: User
        /// Recommends movies for the catalog tab.
        public let services: any Services
        /// The app's store.
        public let store: MediaStore
        /// Reports the flow's outcome to the parent.
        public let finish: @MainActor @Sendable (MainOutcome) -> Void

        /// Creates the dependencies.
        ///
        /// - Parameters:
        ///   - user: The signed-in user.
        ///   - services: Recommends movies for the catalog tab.
        ///   - store: The app's store.
        ///   - finish: Reports the flow's outcome to the parent.
        public init(
            user: User, services: any Services, store: MediaStore, finish: @escaping @MainActor @Sendable (MainOutcome) -> Void
        ) {
            self.user = user
            self.services = services
            self.store = store
            self.finish = finish
        }
    }

    /// The tabs; both stay alive while this view model does.
    public nonisolated let tabs: RoutedTabs<MainTab>
    /// The catalog tab's view model.
    public nonisolated let catalog: CatalogViewModel
    /// The movies tab's view model.
    public nonisolated let movies: MoviesViewModel
    /// Whether the parent stopped the flow.
    public private(set) var isDisposed = false
    private nonisolated let dependencies: Dependencies

    /// Starts the signed-in app at its first tab, `catalog`.
    ///
    /// - Parameters:
    ///   - dependencies: What it needs from its parent.
    ///   - context: The environment, passed on to the tabs.
    public init(dependencies: Dependencies, context: MediaContext) {
        self.dependencies = dependencies
        let catalog = CatalogViewModel(
            dependencies: .init(user: dependencies.user, services: dependencies.services, store: dependencies.store), context: context)
        let movies = MoviesViewModel(dependencies: .init(store: dependencies.store), context: context)
        self.catalog = catalog
        self.movies = movies
        tabs = RoutedTabs([(MediaTab.catalog.segment, .catalog(catalog)), (MediaTab.movies.segment, .movies(movies))])
        context.viewModelDidStart(self)
    }

    /// The selected tab's segment followed by its route.
    public nonisolated var route: Property<Route> { tabs.route }

    /// The selected tab.
    public var selectedTab: MediaTab { MediaTab(rawValue: tabs.selection.value) ?? .catalog }

    /// Selects `tab`, as a tap on it does; each tab keeps its own route.
    ///
    /// - Parameter tab: The tab.
    public func select(_ tab: MediaTab) {
        tabs.select(tab.rawValue)
    }

    /// Goes back in the selected tab: pops the movie detail, if one is shown.
    ///
    /// - Returns: Whether there was something to go back from.
    @discardableResult
    public func back() -> Bool {
        selectedTab == .movies ? movies.back() : false
    }

    /// Signs out: the flow reports ``MainOutcome/signedOut`` to its parent.
    public func signOut() {
        guard !isDisposed else { return }
        dependencies.finish(.signedOut)
    }

    /// Reads the tab segment and plans that tab.
    ///
    /// - Parameter reader: The route, at the tab segment.
    /// - Returns: The tabs' plan.
    /// - Throws: ``RouteError`` for an unknown tab or the tab's own error.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        try tabs.planRoute(from: &reader)
    }

    /// Stops the flow: disposes both tabs.
    public func dispose() {
        isDisposed = true
        tabs.dispose()
    }
}

extension MainViewModel: Presentable {
    /// Presents the header from the store, the tab bar and both tabs.
    public nonisolated var present: (any MainPresenters) -> (any Disposable)? {
        { [dependencies, tabs, catalog, movies] presenters in
            CompositeDisposable([
                dependencies.store.subscribe(presenters.headerPresenter, MainViewState.init),
                presenters.selectedTabPresenter <~ tabs.selection.map { MediaTab(rawValue: $0) ?? .catalog },
                presenters.selectTabPresenter <~ { [weak self] tab in self?.select(tab) },
                presenters.catalogPresenter <~ catalog,
                presenters.moviesPresenter <~ movies,
                presenters.signOutPresenter <~ { [weak self] in self?.signOut() },
            ])
        }
    }
}
