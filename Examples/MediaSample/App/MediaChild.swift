import Fractal

/// The root's child: the sign-in flow (at `signin`) or the signed-in app
/// (whose tabs' routes start at the root: `catalog`, `movies/alien`).
public enum MediaScene: Routable {
    /// Nobody is signed in.
    case signIn(SignInScene)
    /// Someone is signed in.
    case main(MainScene)

    /// The segments a scene's route is written under: `signin` for the
    /// sign-in flow, none for the signed-in app.
    ///
    /// - Parameter scene: The scene.
    /// - Returns: Its prefix.
    public nonisolated static func prefix(of scene: MediaScene) -> Route {
        if case .signIn = scene { "signin" } else { .root }
    }

    /// The scene's route below its prefix.
    public nonisolated var route: Property<Route> {
        switch self {
        case .signIn(let scene): scene.route
        case .main(let scene): scene.route
        }
    }

    /// The sign-in flow, if that is the scene.
    public var signInScene: SignInScene? {
        if case .signIn(let scene) = self { scene } else { nil }
    }

    /// The signed-in app, if that is the scene.
    public var mainScene: MainScene? {
        if case .main(let scene) = self { scene } else { nil }
    }

    /// Plans the scene.
    ///
    /// - Parameter reader: The route, after the scene's prefix.
    /// - Returns: The scene's plan.
    /// - Throws: The scene's ``RouteError``.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .signIn(let scene): try scene.planRoute(from: &reader)
        case .main(let scene): try scene.planRoute(from: &reader)
        }
    }

    /// Disposes the scene.
    public func dispose() {
        switch self {
        case .signIn(let scene): scene.dispose()
        case .main(let scene): scene.dispose()
        }
    }
}
