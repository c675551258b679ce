import Fractal

/// The root's child: the sign-in flow (at `signin`) or the signed-in app
/// (whose tabs' routes start at the root: `catalog`, `movies/alien`).
public enum MediaChild: Routable {
    /// Nobody is signed in.
    case signIn(SignInViewModel)
    /// Someone is signed in.
    case main(MainViewModel)

    /// The segments a child's route is written under: `signin` for the
    /// sign-in flow, none for the signed-in app.
    ///
    /// - Parameter child: The child.
    /// - Returns: Its prefix.
    public nonisolated static func prefix(of child: MediaChild) -> Route {
        if case .signIn = child { "signin" } else { .root }
    }

    /// The child's route below its prefix.
    public nonisolated var route: Property<Route> {
        switch self {
        case .signIn(let viewModel): viewModel.route
        case .main(let viewModel): viewModel.route
        }
    }

    /// The sign-in flow, if that is the child.
    public var signInViewModel: SignInViewModel? {
        if case .signIn(let viewModel) = self { viewModel } else { nil }
    }

    /// The signed-in app, if that is the child.
    public var mainViewModel: MainViewModel? {
        if case .main(let viewModel) = self { viewModel } else { nil }
    }

    /// Plans the child.
    ///
    /// - Parameter reader: The route, after the child's prefix.
    /// - Returns: The child's plan.
    /// - Throws: The child's ``RouteError``.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .signIn(let viewModel): try viewModel.planRoute(from: &reader)
        case .main(let viewModel): try viewModel.planRoute(from: &reader)
        }
    }

    /// Disposes the child.
    public func dispose() {
        switch self {
        case .signIn(let viewModel): viewModel.dispose()
        case .main(let viewModel): viewModel.dispose()
        }
    }
}
