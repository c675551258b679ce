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
@MainActor
public final class RoutedStack<Item: Routable>: Routable {
    /// A pushed item with the segment it was made from.
    public struct Entry: Sendable {
        /// The item's route segment.
        public let segment: String
        /// The item.
        public let item: Item
    }

    /// The pushed items, bottom first.
    public nonisolated let entries: Property<[Entry]>
    /// Every item's segment followed by its route, bottom first.
    public nonisolated let route: Property<Route>

    private let published: MutableProperty<[Entry]>
    private var stack: [Entry] = []
    private let makeItem: @MainActor (String) -> Item?

    /// Creates an empty stack.
    ///
    /// - Parameter item: Makes the item for a segment, or returns `nil` when
    ///   no item has it (the route is then refused, naming the segment).
    public init(item: @escaping @MainActor (String) -> Item?) {
        makeItem = item
        published = MutableProperty([])
        entries = Property(published)
        route = published.flatMapLatest { entries in
            Property.combineLatest(entries.map { entry in entry.item.route.map { Route.joining([entry.segment], $0) } })
                .map { routes in Route(checked: routes.flatMap(\.components)) }
        }
    }

    /// How many items are pushed.
    public var count: Int { stack.count }

    /// The top item, if any.
    public var top: Item? { stack.last?.item }

    /// Pushes the item for `segment`, as opening a row does.
    ///
    /// - Parameter segment: The item's segment.
    /// - Throws: ``RouteError`` when the segment is not a valid segment or
    ///   the factory has no item for it; nothing changes.
    public func push(_ segment: String) throws(RouteError) {
        RoutePlanning.checkNotPlanning("RoutedStack.push(_:)")
        _ = try Route(components: [segment])
        guard let item = makeItem(segment) else {
            throw .unknownSegment(segment, index: 0, expected: [])
        }
        let entry = Entry(segment: segment, item: item)
        changing(to: stack + [entry], dropping: []).perform()
    }

    /// Pops the top item, as the back button does, and disposes it.
    ///
    /// - Returns: Whether there was an item to pop.
    @discardableResult
    public func pop() -> Bool {
        guard let last = stack.last else { return false }
        changing(to: Array(stack.dropLast()), dropping: [last.item]).perform()
        return true
    }

    /// Pops every item and disposes them.
    public func popToRoot() {
        guard !stack.isEmpty else { return }
        changing(to: [], dropping: stack.map(\.item)).perform()
    }

    /// Reads segments to the end of the route: those that repeat the stack
    /// from the bottom keep their items, the rest are made by the factory.
    ///
    /// - Parameter reader: The route, at the first pushed segment.
    /// - Returns: The plan.
    /// - Throws: ``RouteError/unknownSegment(_:index:expected:)`` for a segment
    ///   the factory has no item for, or an item's own error.
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        var next: [Entry] = []
        var created: [Item] = []
        var plan = RoutePlan()
        do throws(RouteError) {
            while let segment = reader.next() {
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
        var own = changing(to: next, dropping: stack[kept...].map(\.item), disposingIfAbandoned: created)
        if next.count == stack.count && created.isEmpty { own = RoutePlan() }
        own.include(plan)
        return own
    }

    /// Disposes every pushed item.
    public func dispose() {
        for entry in stack { entry.item.dispose() }
    }

    private func changing(to next: [Entry], dropping dropped: [Item], disposingIfAbandoned created: [Item] = [])
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
