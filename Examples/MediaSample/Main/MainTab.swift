import Fractal

/// The tabs of the signed-in app, in order.
public enum MediaTab: Int, Sendable, CaseIterable {
    /// The catalog: recommendations and counts.
    case catalog
    /// The movie list, with movie details pushed over it.
    case movies

    /// The tab's route segment (`catalog`, `movies`), also its name in a tab bar.
    public var segment: String {
        switch self {
        case .catalog: "catalog"
        case .movies: "movies"
        }
    }
}

/// A tab of the signed-in app, as its ``RoutedTabs`` holds it.
public enum MainTab: Routable {
    /// The catalog tab.
    case catalog(CatalogViewModel)
    /// The movies tab.
    case movies(MoviesViewModel)

    /// The tab's route below its segment.
    public nonisolated var route: Property<Route> {
        switch self {
        case .catalog(let viewModel): viewModel.route
        case .movies(let viewModel): viewModel.route
        }
    }

    /// Plans the tab's view model.
    ///
    /// - Parameter reader: The route, after the tab's segment.
    /// - Returns: The view model's plan.
    /// - Throws: The view model's ``RouteError``.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .catalog(let viewModel): try viewModel.planRoute(from: &reader)
        case .movies(let viewModel): try viewModel.planRoute(from: &reader)
        }
    }

    /// Disposes the tab's view model.
    public func dispose() {
        switch self {
        case .catalog(let viewModel): viewModel.dispose()
        case .movies(let viewModel): viewModel.dispose()
        }
    }
}
