import Fractal

/// A tab of the signed-in app, as its ``RoutedTabs`` holds it.
public enum MainTab: Routable {
    /// The catalog tab.
    case catalog(CatalogScene)
    /// The movies tab.
    case movies(MoviesScene)

    /// The tab's route below its segment.
    public nonisolated var route: Property<Route> {
        switch self {
        case .catalog(let scene): scene.route
        case .movies(let scene): scene.route
        }
    }

    /// Plans the tab's scene.
    ///
    /// - Parameter reader: The route, after the tab's segment.
    /// - Returns: The scene's plan.
    /// - Throws: The scene's ``RouteError``.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .catalog(let scene): try scene.planRoute(from: &reader)
        case .movies(let scene): try scene.planRoute(from: &reader)
        }
    }

    /// Disposes the tab's scene.
    public func dispose() {
        switch self {
        case .catalog(let scene): scene.dispose()
        case .movies(let scene): scene.dispose()
        }
    }
}
