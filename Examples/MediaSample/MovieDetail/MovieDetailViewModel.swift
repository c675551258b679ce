import Fractal

/// What a movie's detail view must provide.
public protocol MovieDetailPresenters: Sendable {
    /// Shows the movie.
    var moviePresenter: Presenter<MovieDetailViewState> { get }
    /// Wires the favorite toggle.
    var toggleFavoritePresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}

/// A movie's detail, pushed over the movie list at `movies/<id>`. It has no
/// routed children.
@MainActor
public final class MovieDetailViewModel: RoutableLeaf {
    /// What a movie's detail needs from its parent.
    public struct Dependencies: Sendable {
        /// The app's store.
        public let store: MediaStore

        /// Creates the dependencies.
        ///
        /// - Parameter store: The app's store.
        public init(store: MediaStore) { self.store = store }
    }

    /// The movie shown.
    public nonisolated let movieID: Movie.ID
    /// Whether the view model was disposed (popped, or its tab's app stopped).
    public private(set) var isDisposed = false
    private nonisolated let dependencies: Dependencies

    /// Creates the detail of the movie with `movieID`.
    ///
    /// - Parameters:
    ///   - movieID: The movie's id.
    ///   - dependencies: What it needs from its parent.
    ///   - context: The environment.
    public init(movieID: Movie.ID, dependencies: Dependencies, context: MediaContext) {
        self.movieID = movieID
        self.dependencies = dependencies
        context.viewModelDidStart(self)
    }

    /// Marks the movie as a favorite, or unmarks it.
    public func toggleFavorite() {
        guard !isDisposed else { return }
        dependencies.store.send(.favoriteToggled(movieID))
    }

    /// Disposes the view model.
    public func dispose() {
        isDisposed = true
    }
}

extension MovieDetailViewModel: Presentable {
    /// Presents the movie from the store, and wires the favorite toggle.
    public nonisolated var present: (any MovieDetailPresenters) -> (any Disposable)? {
        { [dependencies, movieID] presenters in
            CompositeDisposable([
                dependencies.store.subscribe(presenters.moviePresenter, MovieDetailViewState.forMovie(id: movieID)),
                presenters.toggleFavoritePresenter <~ { [weak self] in self?.toggleFavorite() },
            ])
        }
    }
}
