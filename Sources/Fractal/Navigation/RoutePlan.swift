// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// What applying a route will change, made by ``Routable/planRoute(from:)``
/// before anything changes, and then either performed or abandoned.
///
/// A plan is a tree: each level's own steps, and the plans of the levels
/// below it. A level has up to four steps:
/// - **commit**: set the level's own state (which child is selected, what
///   the stack holds). Commits run top-down and call no user code, so the
///   whole tree is final before anyone is told.
/// - **publish**: tell the views (set the properties they observe). These
///   run bottom-up, after every commit, so a parent shows its new child only
///   once the child is final. A view or observer may navigate from here.
/// - **dispose afterwards**: dispose what the navigation dropped, last.
/// - **dispose if abandoned**: dispose what the plan created, when the route
///   turns out to be invalid further down and the plan is abandoned.
///
/// A parent makes its own plan and then ``include(_:)``s its child's.
///
/// ```swift
/// func selecting(_ index: Int) -> RoutePlan {
///     RoutePlan(
///         commit: { self.selectedIndex = index },
///         publish: { self.published.value = self.selectedIndex }
///     )
/// }
/// ```
///
/// A level publishes its state as it is when publishing (an observer may
/// have navigated it since the commit), not a value captured when planning.
///
/// Deprecated with ``Routable``: a deep link is read whole with a
/// ``RouteReader`` into a typed ``RouteRepresentable`` route, refused with a
/// ``RouteError`` before anything changes, and then applied by setting a
/// ``ViewModel``'s state, in one change.
@available(
    *, deprecated,
    message:
        "read the whole route with RouteReader into a typed RouteRepresentable route, throwing a RouteError before anything changes, then apply it by setting a ViewModel's state"
)
@MainActor
public struct RoutePlan {
    /// The plan's level and the levels below it; `nil` for a plan that
    /// changes nothing. A class, so that every copy of the plan shares
    /// whether it was performed or abandoned.
    @usableFromInline
    var node: RoutePlanNode?

    /// A plan that changes nothing.
    @inlinable
    public init() {}

    /// A plan for one level.
    ///
    /// - Parameters:
    ///   - commit: Sets the level's own state; must not call out to views,
    ///     observers or other user code.
    ///   - publish: Tells the views, once the whole tree is committed. Publish
    ///     the level's state as it is then (`self.current`), not a value
    ///     captured when planning: a navigation made by an observer in the
    ///     meantime may have changed it.
    ///   - disposeAfterwards: Disposes what the navigation dropped.
    ///   - disposeIfAbandoned: Disposes what the plan created, if it is abandoned.
    @inlinable
    public init(
        commit: @escaping @MainActor () -> Void,
        publish: (@MainActor () -> Void)? = nil,
        disposeAfterwards: (@MainActor () -> Void)? = nil,
        disposeIfAbandoned: (@MainActor () -> Void)? = nil
    ) {
        node = RoutePlanNode(
            commit: commit, publish: publish, disposeAfterwards: disposeAfterwards,
            disposeIfAbandoned: disposeIfAbandoned)
    }

    /// Whether performing the plan would change nothing.
    @inlinable
    public var isEmpty: Bool { node == nil }

    /// Adds a child level's plan below this one: its commits run after this
    /// level's, its publications before this level's (bottom-up).
    ///
    /// - Parameter child: The plan the child returned.
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func include(_ child: RoutePlan) {
        guard let childNode = child.node else { return }
        if let node {
            node.children.append(childNode)
        } else {
            let node = RoutePlanNode()
            node.children.append(childNode)
            self.node = node
        }
    }

    /// Performs the plan: every commit top-down, every publication
    /// bottom-up, then every disposal of what was dropped.
    ///
    /// A plan is performed or abandoned once: doing either again stops the
    /// program. A navigation started by an observer while this one publishes
    /// runs at once, but what it drops is disposed only after this one ends,
    /// so observers still being told of this one never see a disposed child.
    ///
    /// - Complexity: O(*n*) in the number of levels the plan changes.
    @inlinable
    public func perform() {
        RoutePlanning.checkNotPlanning("RoutePlan.perform()")
        guard let node else { return }
        node.spend()
        node.runCommits()
        RoutePlanning.performing(node.runPublications, disposing: node.runDisposals)
    }

    /// Abandons the plan: disposes what it created, and changes nothing else.
    ///
    /// A plan is performed or abandoned once: doing either again stops the
    /// program.
    @inlinable
    public func abandon() {
        guard let node else { return }
        node.spend()
        node.runDiscards()
    }
}

/// One level of a ``RoutePlan`` and the levels below it.
@available(*, deprecated)
@MainActor
@usableFromInline
final class RoutePlanNode {
    @usableFromInline let commit: (@MainActor () -> Void)?
    @usableFromInline let publish: (@MainActor () -> Void)?
    @usableFromInline let disposeAfterwards: (@MainActor () -> Void)?
    @usableFromInline let disposeIfAbandoned: (@MainActor () -> Void)?
    @usableFromInline var children: [RoutePlanNode] = []
    @usableFromInline var isSpent = false

    @inlinable
    init(
        commit: (@MainActor () -> Void)? = nil,
        publish: (@MainActor () -> Void)? = nil,
        disposeAfterwards: (@MainActor () -> Void)? = nil,
        disposeIfAbandoned: (@MainActor () -> Void)? = nil
    ) {
        self.commit = commit
        self.publish = publish
        self.disposeAfterwards = disposeAfterwards
        self.disposeIfAbandoned = disposeIfAbandoned
    }

    /// Marks this plan (and the levels below) used, once.
    @inlinable
    func spend() {
        precondition(!isSpent, "a RoutePlan was performed or abandoned twice")
        isSpent = true
        for child in children { child.spend() }
    }

    @inlinable
    func runCommits() {
        commit?()
        for child in children { child.runCommits() }
    }

    @inlinable
    func runPublications() {
        for child in children { child.runPublications() }
        publish?()
    }

    @inlinable
    func runDisposals() {
        disposeAfterwards?()
        for child in children { child.runDisposals() }
    }

    @inlinable
    func runDiscards() {
        disposeIfAbandoned?()
        for child in children { child.runDiscards() }
    }
}
