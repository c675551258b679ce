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

    /// How many performs are publishing now (one inside another when an
    /// observer navigates).
    @usableFromInline
    static var publishingDepth = 0
    /// Disposals of performs that ran inside another, run when the outermost ends.
    @usableFromInline
    static var deferredDisposals: [@MainActor () -> Void] = []

    /// Runs `publish`, then `dispose` at once if no other perform is
    /// publishing, or after the outermost one otherwise (with every
    /// disposal deferred meanwhile, in order).
    @inlinable
    static func performing(_ publish: () -> Void, disposing dispose: @escaping @MainActor () -> Void) {
        publishingDepth += 1
        publish()
        publishingDepth -= 1
        guard publishingDepth == 0 else {
            deferredDisposals.append(dispose)
            return
        }
        dispose()
        while !deferredDisposals.isEmpty {
            let next = deferredDisposals.removeFirst()
            next()
        }
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
        return Route(checked: segments + rest.segments)
    }
}

@available(*, deprecated)
extension Routable {
    /// Plans the rest of the route with this child, which its parent has
    /// just made for the plan: if the rest is refused, the child is disposed
    /// before the error goes up, as nothing else will ever hold it.
    @inlinable
    func planRouteAsNewChild(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        do {
            return try planRoute(from: &reader)
        } catch {
            dispose()
            throw error
        }
    }
}
