// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// A routable parent that shows one child out of several kinds, usually an
/// enum of view models (sign-in or the signed-in app): a route chooses the
/// child, and the route reads back as the child's prefix followed by the
/// child's route.
///
/// The choice is the app's: `choose` reads what it needs from the route and
/// returns a new child, or `nil` to keep the current one; either way the
/// child then plans the rest. A dropped child is disposed. The app's own
/// switch (after signing in, say) is ``show(_:)``.
///
/// ```swift
/// lazy var root = RoutedSwitch<RootScene>(
///     .welcome(makeWelcome()),
///     prefix: { scene in if case .welcome = scene { "welcome" } else { .root } },
///     choose: { [unowned self] reader, current in
///         if reader.peek == "welcome" {
///             _ = reader.next()
///             if case .welcome = current { return nil }
///             return .welcome(makeWelcome())
///         }
///         if case .app = current { return nil }
///         return .app(makeTabs())
///     }
/// )
/// ```
///
/// `choose` returns `nil` to keep the current child: returning the child
/// shown (an object) also keeps it, but an enum case made again would be a
/// new child, and the one shown would be disposed.
///
/// Deprecated with ``Routable``: a parent that shows one child of several
/// kinds holds them as an enum in its ``ViewModel`` state and sets it (the
/// child that swaps it, signing in, does so through a ``StateLink``); a deep
/// link is a typed ``RouteRepresentable`` route read with a ``RouteReader``
/// that chooses the case.
@available(
    *, deprecated,
    message:
        "hold the child as an enum in a ViewModel's state and set it (through a StateLink from the child that swaps it), and read a deep link with RouteReader into a typed RouteRepresentable route that chooses the case"
)
@MainActor
public final class RoutedSwitch<Child: Routable>: Routable {
    /// The current child.
    public nonisolated let child: Property<Child>
    /// The current child's prefix followed by its route.
    public nonisolated let route: Property<Route>

    @usableFromInline
    let published: MutableProperty<Child>
    @usableFromInline
    let relay: RouteRelay
    @usableFromInline
    var current: Child
    @usableFromInline
    var isDisposed = false
    @usableFromInline
    let choose: @MainActor (inout RouteReader, Child) throws(RouteError) -> Child?

    /// Creates a switch showing `initial`.
    ///
    /// - Parameters:
    ///   - initial: The first child.
    ///   - prefix: The segments a child's route is written under (the
    ///     segments `choose` reads for it); `.root` for none. It is called
    ///     wherever the route is composed, so it is `nonisolated`: a static
    ///     function of a main-actor child enum must be marked `nonisolated`
    ///     to be passed here.
    ///   - choose: Reads the route's segments that choose a child and
    ///     returns a new child, or `nil` to keep the current one (passed in);
    ///     throws ``RouteError`` for a route no child fits.
    @inlinable
    public init(
        _ initial: Child,
        prefix: @escaping @Sendable (Child) -> Route = { _ in .root },
        choose: @escaping @MainActor (inout RouteReader, Child) throws(RouteError) -> Child?
    ) {
        current = initial
        self.choose = choose
        published = MutableProperty(initial)
        child = Property(published)
        relay = RouteRelay(
            published.flatMapLatest { child in
                child.route.map { Route.joining(prefix(child).segments, $0) }
            })
        route = relay.route
    }

    /// The current child.
    @inlinable
    public var shown: Child { current }

    /// Shows `child` and disposes the previous one (showing the object
    /// already shown does nothing).
    ///
    /// - Parameter child: The new child.
    @inlinable
    public func show(_ child: Child) {
        checkNotDisposed()
        RoutePlanning.checkNotPlanning("RoutedSwitch.show(_:)")
        guard !Self.isSame(child, current) else { return }
        relay.holding(around: showing(child)).perform()
    }

    /// Lets `choose` pick the child, then plans the rest with it.
    ///
    /// - Parameter reader: The route, at this level's first segment.
    /// - Returns: The plan.
    /// - Throws: The error of `choose` or of the chosen child.
    @inlinable
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        checkNotDisposed()
        guard let next = try choose(&reader, current), !Self.isSame(next, current) else {
            return relay.holding(around: try current.planRoute(from: &reader))
        }
        let childPlan = try next.planRouteAsNewChild(from: &reader)
        var plan = showing(next, disposingIfAbandoned: true)
        plan.include(childPlan)
        return relay.holding(around: plan)
    }

    /// Disposes the current child; a second call does nothing. The switch
    /// must not be navigated afterwards.
    @inlinable
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        current.dispose()
    }

    @inlinable
    func showing(_ next: Child, disposingIfAbandoned: Bool = false) -> RoutePlan {
        let previous = current
        return RoutePlan(
            commit: { self.current = next },
            publish: { self.published.value = self.current },
            disposeAfterwards: { previous.dispose() },
            disposeIfAbandoned: { if disposingIfAbandoned { next.dispose() } }
        )
    }

    /// Whether `a` and `b` are the same object (never, for value types: an
    /// enum of view models cannot tell, so `choose` returns `nil` to keep).
    @inlinable
    static func isSame(_ a: Child, _ b: Child) -> Bool {
        guard Child.self is AnyObject.Type else { return false }
        return (a as AnyObject) === (b as AnyObject)
    }

    @inlinable
    func checkNotDisposed() {
        precondition(!isDisposed, "a RoutedSwitch was navigated after it was disposed")
    }
}
