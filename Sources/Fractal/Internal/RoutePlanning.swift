/// Whether a route is being planned on the main actor, so that navigating
/// from inside a plan (which would change the tree under it) is caught.
@MainActor
@usableFromInline
enum RoutePlanning {
    /// Whether a plan is being made now.
    @usableFromInline
    static var isPlanning = false

    /// Runs `body` as the one plan being made.
    @inlinable
    static func planning<Result>(_ body: () throws(RouteError) -> Result) throws(RouteError) -> Result {
        precondition(!isPlanning, "a route was applied while another was being planned: navigate outside a plan")
        isPlanning = true
        defer { isPlanning = false }
        return try body()
    }

    /// Stops the program if a plan is being made: `operation` would change
    /// the tree the plan is reading.
    @usableFromInline
    static func checkNotPlanning(_ operation: StaticString) {
        precondition(!isPlanning, "\(operation) was called while a route was being planned: navigate outside a plan")
    }
}

/// Shared constant properties for routes.
@usableFromInline
enum RouteConstants {
    /// A property that is always the root route.
    @usableFromInline
    static let root = Property(value: Route.root)
}

extension Route {
    /// `segments` followed by `rest`, both already checked.
    @usableFromInline
    static func joining(_ segments: [String], _ rest: Route) -> Route {
        if segments.isEmpty { return rest }
        if rest.isEmpty { return Route(checked: segments) }
        return Route(checked: segments + rest.components)
    }
}
