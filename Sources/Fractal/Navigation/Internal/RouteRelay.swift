/// A parent's published route: it follows the route composed from the
/// parent's children, except while a navigation through the parent is
/// being performed, when it holds and then takes the final route once.
///
/// A navigation holds every level it changes (and their ancestors) in its
/// commits, top-down, and releases them in its publications, bottom-up, so
/// each level's observers are told once, of the final route, after the
/// levels below are final.
@usableFromInline
final class RouteRelay: Sendable {
    /// The route observers see.
    @usableFromInline
    let route: Property<Route>
    private let composed: Property<Route>
    private let output: MutableProperty<Route>
    /// How many navigations hold the relay (a navigation may start from an
    /// observer while an outer one still holds it).
    private let holds: Locked<Int>
    private let observation: any Disposable

    /// Creates a relay following `composed`.
    @usableFromInline
    init(_ composed: Property<Route>) {
        self.composed = composed
        let output = MutableProperty(composed.value)
        self.output = output
        route = Property(output)
        let holds = Locked<Int>.make(0)
        self.holds = holds
        observation = composed.observeChanges { route in
            guard holds.withLock({ $0 == 0 }) else { return }
            Self.set(output, route)
        }
    }

    deinit {
        observation.dispose()
    }

    /// Holds the relay until the matching ``release()``.
    @usableFromInline
    func hold() {
        holds.withLock { $0 += 1 }
    }

    /// Releases one hold; the last one takes the composed route.
    @usableFromInline
    func release() {
        let isLast = holds.withLock { count in
            count -= 1
            return count == 0
        }
        if isLast { Self.set(output, composed.value) }
    }

    private static func set(_ output: MutableProperty<Route>, _ route: Route) {
        if output.value != route { output.value = route }
    }
}

@available(*, deprecated)
extension RouteRelay {
    /// `plan`, holding this relay from its commits until after its
    /// publications (none if the plan changes nothing).
    @MainActor
    @inlinable
    func holding(around plan: RoutePlan) -> RoutePlan {
        guard !plan.isEmpty else { return plan }
        var held = RoutePlan(commit: { self.hold() }, publish: { self.release() })
        held.include(plan)
        return held
    }
}
