import Fractal

/// What the catalog tab's view must provide.
public protocol CatalogPresenters: Sendable {
    /// Shows the catalog: counts, recommendations, favorites.
    var catalogPresenter: Presenter<CatalogViewState> { get }
}

/// The catalog tab (route `catalog`): counts, the movies recommended to the
/// user and the user's favorites. It has no routed children.
@MainActor
public final class CatalogViewModel: RoutableLeaf {
    /// What the catalog tab needs from its parent.
    public struct Dependencies: Sendable {
        /// The services it uses.
        public typealias Services = HasRecommendationService & Sendable

        /// Who the catalog is for.
        public let user: User
        /// Recommends movies.
        public let services: any Services
        /// The app's store.
        public let store: MediaStore

        /// Creates the dependencies.
        ///
        /// - Parameters:
        ///   - user: Who the catalog is for.
        ///   - services: Recommends movies.
        ///   - store: The app's store.
        public init(user: User, services: any Services, store: MediaStore) {
            self.user = user
            self.services = services
            self.store = store
        }
    }

    /// Whether the view model was disposed.
    public private(set) var isDisposed = false
    private nonisolated let dependencies: Dependencies

    /// Creates the catalog tab.
    ///
    /// - Parameters:
    ///   - dependencies: What it needs from its parent.
    ///   - context: The environment.
    public init(dependencies: Dependencies, context: MediaContext) {
        self.dependencies = dependencies
        context.viewModelDidStart(self)
    }

    /// Disposes the view model.
    public func dispose() {
        isDisposed = true
    }
}

extension CatalogViewModel: Presentable {
    /// Presents the catalog from the store.
    public nonisolated var present: (any CatalogPresenters) -> (any Disposable)? {
        { [dependencies] presenters in
            dependencies.store.subscribe(
                presenters.catalogPresenter,
                CatalogViewState.make(for: dependencies.user, service: dependencies.services.recommendationService))
        }
    }
}
