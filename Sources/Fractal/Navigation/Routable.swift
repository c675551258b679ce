// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// A view model that can be navigated by a ``Route``: it reads its own
/// segments, hands the rest to the child it selects or creates, and tells
/// its current route as a property.
///
/// Navigation is a user-interface activity, so a routable tree is navigated
/// on the main actor: two navigations of one tree never interleave, and the
/// compiler says so. The view models it holds need not be main-actor types;
/// a `Sendable` class conforms with `nonisolated` members.
///
/// Applying a route has two phases. ``planRoute(from:)`` walks down the
/// whole route, validating every level and creating the children it would
/// show, and changes nothing; only when the whole route is valid does
/// ``apply(_:)`` perform the plan. A bad route throws a ``RouteError``
/// naming its segment and leaves the tree exactly as it was (children
/// created for the plan are disposed).
///
/// The reusable parents ``RoutedSwitch``, ``RoutedTabs``, ``RoutedStack``
/// and ``RoutedModal`` implement this for the usual shapes; a screen that
/// has no children conforms with ``RoutableLeaf``.
///
/// ```swift
/// let tabs = RoutedTabs<MainTab>([("catalog", .catalog(catalog)), ("movies", .movies(movies))])
/// try tabs.apply("movies/v-for-vendetta")
/// let route = tabs.route.value  // movies/v-for-vendetta
/// ```
///
/// Deprecated: navigation is state. A view model holds its child, an enum
/// of destinations or a stack in its ``ViewModel`` state (a screen that
/// changes an ancestor's state does it through a ``StateLink``), and a deep
/// link is a typed ``RouteRepresentable`` route read with a ``RouteReader``,
/// refused with a ``RouteError`` before anything changes, then applied by
/// setting that state. See <doc:RoutesAndDeepLinks>.
@available(
    *, deprecated,
    message:
        "navigation is state: hold the child, an enum of destinations or a stack in a ViewModel's state (through a StateLink from a screen that changes an ancestor's), and read a deep link with RouteReader into a typed RouteRepresentable route that sets it"
)
@MainActor
public protocol Routable: Sendable {
    /// This subtree's current route, relative to it: its own segments
    /// followed by its child's route. It changes whenever the subtree
    /// navigates, by a route or by the user (a tab tapped, a pop); the
    /// reusable parents tell it once per navigation, with the final route.
    nonisolated var route: Property<Route> { get }

    /// Reads this level's segments from `reader`, plans the child it would
    /// show (creating it if needed, and asking it to plan the rest), and
    /// returns the plan, without changing anything.
    ///
    /// A level reads only what it knows and leaves the rest for the level
    /// above to refuse: a leaf reads nothing. When it throws, it disposes
    /// what it created and abandons the plans its children returned.
    ///
    /// - Parameter reader: The route, at this level's first segment.
    /// - Returns: What to change, performed only if the whole route is valid.
    /// - Throws: ``RouteError`` naming the first segment that does not fit.
    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan

    /// Disposes this subtree: its parent calls it when it drops it.
    func dispose()
}

@available(
    *, deprecated,
    message:
        "apply a deep link by reading it with RouteReader into a typed RouteRepresentable route, refusing it before anything changes, then setting the state it describes (see Routes and deep links)"
)
extension Routable {
    /// Applies `route` to this subtree, all or nothing.
    ///
    /// The whole route is validated down the tree before anything changes;
    /// then every level changes, the views are told bottom-up (a parent
    /// shows its new child only once that child is final), and what was
    /// dropped is disposed. The tree's ``route`` then reads back `route`,
    /// except where a level fills in its default (tabs without a tab segment
    /// select their first tab).
    ///
    /// Calling it from inside a plan (a factory or a choice closure) is a
    /// programmer error and stops the program; calling it from a view or an
    /// observer told of a navigation is fine: the tree is already final.
    ///
    /// - Parameter route: The route, relative to this subtree.
    /// - Throws: ``RouteError`` naming the first segment that does not fit
    ///   (its index counts from this subtree's first segment); nothing has
    ///   changed.
    /// - Complexity: O(*d*) in the depth of the route, plus what each level's
    ///   choice costs.
    @inlinable
    public func apply(_ route: Route) throws(RouteError) {
        try plan(route).perform()
    }

    /// Whether `route` would be applied, without changing anything: the
    /// plan is made and abandoned.
    ///
    /// - Parameter route: The route, relative to this subtree.
    /// - Returns: The error ``apply(_:)`` would throw, or `nil`.
    @inlinable
    public func validate(_ route: Route) -> RouteError? {
        do {
            try plan(route).abandon()
            return nil
        } catch {
            return error
        }
    }

    /// The plan for the whole of `route`, which must leave nothing unread.
    @inlinable
    func plan(_ route: Route) throws(RouteError) -> RoutePlan {
        try RoutePlanning.planning { () throws(RouteError) -> RoutePlan in
            var reader = RouteReader(route)
            let plan = try planRoute(from: &reader)
            do throws(RouteError) {
                try reader.requireEnd()
            } catch {
                plan.abandon()
                throw error
            }
            return plan
        }
    }
}

/// A routable screen with no routed children: its route is always the root
/// and it reads no segments, so a route that goes on past it is refused by
/// the level that applied it.
///
/// ```swift
/// final class MovieDetail: RoutableLeaf {
///     nonisolated func dispose() {}
/// }
/// ```
///
/// Deprecated with ``Routable``: a screen with no children needs no
/// conformance; its parent holds it in its ``ViewModel`` state.
@available(
    *, deprecated,
    message:
        "a screen with no children needs no conformance: its parent holds it in a ViewModel's state, and a deep link is a typed RouteRepresentable route read with RouteReader that sets that state"
)
public protocol RoutableLeaf: Routable {}

@available(
    *, deprecated,
    message:
        "a screen with no children needs no conformance: its parent holds it in a ViewModel's state, and a deep link is a typed RouteRepresentable route read with RouteReader that sets that state"
)
extension RoutableLeaf {
    /// Always the root: a leaf has no segments of its own.
    public nonisolated var route: Property<Route> { RouteConstants.root }

    /// Reads nothing and changes nothing.
    ///
    /// - Parameter reader: The route, left as it is.
    /// - Returns: An empty plan.
    /// - Throws: Nothing; the level above refuses what is left.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        RoutePlan()
    }
}
