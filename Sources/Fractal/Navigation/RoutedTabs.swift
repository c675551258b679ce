// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// A routable parent with tabs: every tab stays alive, one is selected, and
/// the route is the selected tab's name followed by that tab's route.
///
/// Applying `movies/v-for-vendetta` selects the tab named `movies` and hands
/// it `v-for-vendetta`; a route with no tab segment selects the first tab.
/// The user's tap is ``select(_:)``.
///
/// ```swift
/// let tabs = RoutedTabs([("catalog", catalog), ("movies", movies)])
/// let presentation = tabsPresenter <~ tabs.selection
/// try tabs.apply("movies")
/// let route = tabs.route.value  // movies
/// ```
///
/// Deprecated with ``Routable``: the tabs are children in a ``ViewModel``'s
/// state and the selected tab a value in it; a deep link is a typed
/// ``RouteRepresentable`` route read with a ``RouteReader`` that selects the
/// tab and opens what is below it.
@available(
    *, deprecated,
    message:
        "hold the tabs as children and the selected tab as a value in a ViewModel's state, and read a deep link with RouteReader into a typed RouteRepresentable route that selects it"
)
@MainActor
public final class RoutedTabs<Tab: Routable>: Routable {
    /// The tabs, in order; they live as long as this parent.
    public nonisolated let tabs: [Tab]
    /// Each tab's route segment, in the same order.
    public nonisolated let names: [String]
    /// The selected tab's index.
    public nonisolated let selection: Property<Int>
    /// The selected tab's name followed by its route.
    public nonisolated let route: Property<Route>

    @usableFromInline
    let published: MutableProperty<Int>
    @usableFromInline
    let relay: RouteRelay
    @usableFromInline
    var selectedIndex: Int
    @usableFromInline
    var isDisposed = false

    /// Creates tabs.
    ///
    /// Tab names are the programmer's: an empty list, a repeated name or a
    /// name that is not a valid route segment stops the program.
    ///
    /// - Parameters:
    ///   - tabs: Each tab with its route segment, in order.
    ///   - selected: The index of the tab selected first.
    @inlinable
    public init(_ tabs: [(name: String, tab: Tab)], selected: Int = 0) {
        precondition(!tabs.isEmpty, "RoutedTabs needs at least one tab")
        precondition(tabs.indices.contains(selected), "selected tab \(selected) is not one of \(tabs.count) tabs")
        let names = tabs.map(\.name)
        precondition(Set(names).count == names.count, "tab names repeat: \(names)")
        for name in names {
            precondition((try? Route(segments: [name]))?.segments == [name], "invalid tab name \"\(name)\"")
        }
        self.names = names
        self.tabs = tabs.map(\.tab)
        selectedIndex = selected
        published = MutableProperty(selected)
        selection = Property(published)
        let children = self.tabs
        relay = RouteRelay(
            published.flatMapLatest { index in
                children[index].route.map { Route.joining([names[index]], $0) }
            })
        route = relay.route
    }

    /// The selected tab.
    @inlinable
    public var selected: Tab { tabs[selectedIndex] }

    /// Selects the tab named `name`, as a tap on it does.
    ///
    /// - Parameter name: The tab's route segment.
    /// - Throws: ``RouteError/unknownSegment(_:index:expected:)`` when no tab
    ///   has that name; nothing changes.
    @inlinable
    public func select(named name: String) throws(RouteError) {
        guard let index = names.firstIndex(of: name) else {
            throw .unknownSegment(name, index: 0, expected: names)
        }
        select(index)
    }

    /// Selects the tab at `index`, as a tap on it does; its route is kept.
    ///
    /// - Parameter index: The tab's index, which must be one of ``tabs``'.
    @inlinable
    public func select(_ index: Int) {
        checkNotDisposed()
        precondition(tabs.indices.contains(index), "tab \(index) is not one of \(tabs.count) tabs")
        guard index != selectedIndex else { return }
        relay.holding(around: selecting(index)).perform()
    }

    /// Reads a tab name (or none: the first tab) and plans that tab.
    ///
    /// - Parameter reader: The route, at the tab segment.
    /// - Returns: The plan.
    /// - Throws: ``RouteError/unknownSegment(_:index:expected:)`` for a name
    ///   that is not a tab's, or the selected tab's error.
    @inlinable
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        checkNotDisposed()
        var index = 0
        if let name = reader.next() {
            guard let found = names.firstIndex(of: name) else { throw reader.unknownSegment(expected: names) }
            index = found
        }
        var plan = index == selectedIndex ? RoutePlan() : selecting(index)
        plan.include(try tabs[index].planRoute(from: &reader))
        return relay.holding(around: plan)
    }

    /// Disposes every tab; a second call does nothing. The tabs must not
    /// be navigated afterwards.
    @inlinable
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        for tab in tabs { tab.dispose() }
    }

    @inlinable
    func selecting(_ index: Int) -> RoutePlan {
        RoutePlan(
            commit: { self.selectedIndex = index },
            publish: { self.published.value = self.selectedIndex }
        )
    }

    @inlinable
    func checkNotDisposed() {
        precondition(!isDisposed, "a RoutedTabs was navigated after it was disposed")
    }
}
