import Fractal

/// What the movies tab's view (a navigation stack over a list) must provide.
public protocol MoviesPresenters: Sendable {
    /// Shows the movie list.
    var listPresenter: Presenter<MovieListViewState> { get }
    /// Wires the list's rows: the view calls the input with a row's movie id
    /// when the row is tapped.
    var openPresenter: Presenter<@MainActor @Sendable (Movie.ID) -> Void> { get }
    /// Shows the movie detail pushed over the list; nothing is presented
    /// while the list is on top.
    var detailPresenter: Presenter<MovieDetailViewModel> { get }
    /// Wires the back button, presented only while a detail is pushed.
    var backPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}

/// The movies tab (route `movies`): the movie list, with a stack of movie
/// details pushed over it (`movies/<id>`).
///
/// The stack holds at most one detail: `movies/alien/brazil` is refused,
/// naming `brazil`, as the typed ``MoviesRoute`` refuses it.
@MainActor
public final class MoviesViewModel: Routable {
    /// What the movies tab needs from its parent.
    public struct Dependencies: Sendable {
        /// The app's store: the list and the catalog the stack checks ids against.
        public let store: MediaStore

        /// Creates the dependencies.
        ///
        /// - Parameter store: The app's store.
        public init(store: MediaStore) { self.store = store }
    }

    /// The details pushed over the list (at most one).
    public nonisolated let stack: RoutedStack<MovieDetailViewModel>
    /// Whether the view model was disposed.
    public private(set) var isDisposed = false
    private nonisolated let dependencies: Dependencies

    /// Creates the movies tab, at the list.
    ///
    /// - Parameters:
    ///   - dependencies: What it needs from its parent.
    ///   - context: The environment, passed on to the details.
    public init(dependencies: Dependencies, context: MediaContext) {
        self.dependencies = dependencies
        let store = dependencies.store
        stack = RoutedStack(maximumCount: 1) { id in
            guard store.states.value.catalog[id: id] != nil else { return nil }
            return MovieDetailViewModel(movieID: id, dependencies: .init(store: store), context: context)
        }
        context.viewModelDidStart(self)
    }

    /// The pushed details' ids followed by their routes: empty at the list.
    public nonisolated var route: Property<Route> { stack.route }

    /// The detail shown, if any.
    public var detail: MovieDetailViewModel? { stack.top }

    /// Opens the movie with `id` over the list, as tapping its row does,
    /// replacing the detail shown (one that shows this movie is kept).
    ///
    /// - Parameter id: The movie's id.
    /// - Throws: ``RouteError`` when no movie has `id`; nothing changes.
    public func open(_ id: Movie.ID) throws(RouteError) {
        guard !isDisposed else { return }
        try stack.apply(Route(segments: [id]))
    }

    /// Pops the detail shown, as the back button does.
    ///
    /// - Returns: Whether a detail was shown.
    @discardableResult
    public func back() -> Bool {
        guard !isDisposed else { return false }
        return stack.pop()
    }

    /// Plans the stack: one movie id at most.
    ///
    /// - Parameter reader: The route, after `movies`.
    /// - Returns: The stack's plan.
    /// - Throws: ``RouteError`` for an unknown movie id; a second segment is
    ///   left for the level above, which refuses it.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        try stack.planRoute(from: &reader)
    }

    /// Disposes the view model and the detail shown.
    public func dispose() {
        isDisposed = true
        stack.dispose()
    }
}

extension MoviesViewModel: Presentable {
    /// Presents the list from the store, the detail on top (if any) and the
    /// back button while a detail is shown.
    public nonisolated var present: (any MoviesPresenters) -> (any Disposable)? {
        { [dependencies, stack] presenters in
            let top = stack.entries.map { $0.last?.item }.skipRepeats { $0 === $1 }
            let back: @MainActor @Sendable () -> Void = { [weak self] in self?.back() }
            return CompositeDisposable([
                dependencies.store.subscribe(presenters.listPresenter, MovieListViewState.init),
                presenters.openPresenter <~ { [weak self] id in try? self?.open(id) },
                presenters.detailPresenter.serial().optional() <~ top,
                presenters.backPresenter.serial().optional() <~ top.map { $0 == nil ? nil : back },
            ])
        }
    }
}
