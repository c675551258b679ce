// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// A routable stack of pushed screens: each pushed item has a route segment
/// (a movie's id, say), and the route is every item's segment followed by
/// its own route, bottom first.
///
/// The screen under the stack (the list the items are pushed over) is not
/// part of it: its owner shows it, and an empty stack is that screen.
/// Applying a route keeps the items whose segments it repeats, from the
/// bottom, drops (and disposes) the rest, and makes the new ones with the
/// stack's factory. The user's navigation is ``push(_:)``, ``pop()`` and
/// ``popToRoot()``.
///
/// ```swift
/// let stack = RoutedStack { id in catalog.movie(id: id).map(MovieDetail.init) }
/// try stack.apply("v-for-vendetta")
/// stack.pop()
/// ```
///
/// Deprecated with ``Routable``: a stack is an array of screens in the
/// root ``ViewModel``'s state (or an optional child, for a detail over a
/// list), which the screens push and pop through a ``StateLink``; a deep
/// link is a typed ``RouteRepresentable`` route read with a ``RouteReader``
/// that replaces it.
@available(
    *, deprecated,
    message:
        "hold the stack as an array of screens in the root ViewModel's state, pushed and popped through a StateLink, and read a deep link with RouteReader into a typed RouteRepresentable route that replaces it"
)
@MainActor
public final class RoutedStack<Item: Routable>: Routable {
    /// A pushed item with the segment it was made from.
    public struct Entry: Sendable {
        /// The item's route segment.
        public let segment: String
        /// The item.
        public let item: Item

        @usableFromInline
        init(segment: String, item: Item) {
            self.segment = segment
            self.item = item
        }
    }

    /// The pushed items, bottom first.
    public nonisolated let entries: Property<[Entry]>
    /// Every item's segment followed by its route, bottom first.
    public nonisolated let route: Property<Route>

    @usableFromInline
    let published: MutableProperty<[Entry]>
    @usableFromInline
    let relay: RouteRelay
    @usableFromInline
    var stack: [Entry] = []
    @usableFromInline
    let makeItem: @MainActor (String) -> Item?
    @usableFromInline
    var isDisposed = false
    /// The most items the stack holds; a route's segments past them are
    /// left for the level above (which refuses them).
    public nonisolated let maximumCount: Int

    /// Creates an empty stack.
    ///
    /// - Parameters:
    ///   - maximumCount: The most items the stack holds (a detail over a
    ///     list holds one); unlimited by default. Pushing more is refused,
    ///     and a route's segments past them are left for the level above.
    ///   - item: Makes the item for a segment, or returns `nil` when no item
    ///     has it (the route is then refused, naming the segment).
    @inlinable
    public init(maximumCount: Int = .max, item: @escaping @MainActor (String) -> Item?) {
        precondition(maximumCount > 0, "a RoutedStack holds at least one item")
        self.maximumCount = maximumCount
        makeItem = item
        published = MutableProperty([])
        entries = Property(published)
        relay = RouteRelay(
            published.flatMapLatest { entries in
                Property.combineLatest(entries.map { entry in entry.item.route.map { Route.joining([entry.segment], $0) } })
                    .map { routes in Route(checked: routes.flatMap(\.segments)) }
            })
        route = relay.route
    }

    /// How many items are pushed.
    @inlinable
    public var count: Int { stack.count }

    /// The top item, if any.
    @inlinable
    public var top: Item? { stack.last?.item }

    /// Pushes the item for `segment`, as opening a row does.
    ///
    /// - Parameter segment: The item's segment.
    /// - Throws: ``RouteError`` when the segment is not a valid segment, the
    ///   factory has no item for it, or the stack is full
    ///   (``RouteError/unavailable(_:index:reason:)``); nothing changes.
    @inlinable
    public func push(_ segment: String) throws(RouteError) {
        RoutePlanning.checkNotPlanning("RoutedStack.push(_:)")
        checkNotDisposed()
        _ = try Route(segments: [segment])
        guard stack.count < maximumCount else {
            throw .unavailable(segment, index: 0, reason: "the stack holds at most \(maximumCount)")
        }
        guard let item = makeItem(segment) else {
            throw .unknownSegment(segment, index: 0, expected: [])
        }
        let entry = Entry(segment: segment, item: item)
        relay.holding(around: changing(to: stack + [entry], dropping: [])).perform()
    }

    /// Pops the top item, as the back button does, and disposes it.
    ///
    /// - Returns: Whether there was an item to pop.
    @inlinable
    @discardableResult
    public func pop() -> Bool {
        checkNotDisposed()
        guard let last = stack.last else { return false }
        relay.holding(around: changing(to: Array(stack.dropLast()), dropping: [last.item])).perform()
        return true
    }

    /// Pops every item and disposes them.
    @inlinable
    public func popToRoot() {
        checkNotDisposed()
        guard !stack.isEmpty else { return }
        relay.holding(around: changing(to: [], dropping: stack.map(\.item))).perform()
    }

    /// Reads segments to the end of the route, or until the stack is full:
    /// those that repeat the stack from the bottom keep their items, the rest
    /// are made by the factory.
    ///
    /// - Parameter reader: The route, at the first pushed segment.
    /// - Returns: The plan.
    /// - Throws: ``RouteError/unknownSegment(_:index:expected:)`` for a segment
    ///   the factory has no item for, or an item's own error.
    @inlinable
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        var next: [Entry] = []
        var created: [Item] = []
        var plan = RoutePlan()
        checkNotDisposed()
        do throws(RouteError) {
            while next.count < maximumCount, let segment = reader.next() {
                let entry: Entry
                if created.isEmpty, stack.indices.contains(next.count), stack[next.count].segment == segment {
                    entry = stack[next.count]
                } else if let item = makeItem(segment) {
                    entry = Entry(segment: segment, item: item)
                    created.append(item)
                } else {
                    throw reader.unknownSegment(expected: [])
                }
                next.append(entry)
                plan.include(try entry.item.planRoute(from: &reader))
            }
        } catch {
            plan.abandon()
            for item in created { item.dispose() }
            throw error
        }
        let kept = next.count - created.count
        let isUnchanged = created.isEmpty && kept == stack.count
        var own =
            isUnchanged
            ? RoutePlan() : changing(to: next, dropping: stack[kept...].map(\.item), disposingIfAbandoned: created)
        own.include(plan)
        return relay.holding(around: own)
    }

    /// Disposes every pushed item; a second call does nothing. The stack
    /// must not be navigated afterwards.
    @inlinable
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        for entry in stack { entry.item.dispose() }
    }

    @inlinable
    func checkNotDisposed() {
        precondition(!isDisposed, "a RoutedStack was used after it was disposed")
    }

    @inlinable
    func changing(to next: [Entry], dropping dropped: [Item], disposingIfAbandoned created: [Item] = [])
        -> RoutePlan
    {
        RoutePlan(
            commit: { self.stack = next },
            publish: { self.published.value = self.stack },
            disposeAfterwards: { for item in dropped { item.dispose() } },
            disposeIfAbandoned: { for item in created { item.dispose() } }
        )
    }
}
