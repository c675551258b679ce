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
/// var plan = RoutePlan(
///     commit: { self.selection = index },
///     publish: { self.published.value = index }
/// )
/// plan.include(try tab.planRoute(from: &reader))
/// return plan
/// ```
@MainActor
public struct RoutePlan {
    @usableFromInline
    var commit: (@MainActor () -> Void)?
    @usableFromInline
    var publish: (@MainActor () -> Void)?
    @usableFromInline
    var disposeAfterwards: (@MainActor () -> Void)?
    @usableFromInline
    var disposeIfAbandoned: (@MainActor () -> Void)?
    /// The plans of the levels below, in the order they were included.
    @usableFromInline
    var children: [RoutePlan]

    /// A plan that changes nothing.
    @inlinable
    public init() {
        children = []
    }

    /// A plan for one level.
    ///
    /// - Parameters:
    ///   - commit: Sets the level's own state; must not call out to views,
    ///     observers or other user code.
    ///   - publish: Tells the views, once the whole tree is committed.
    ///   - disposeAfterwards: Disposes what the navigation dropped.
    ///   - disposeIfAbandoned: Disposes what the plan created, if it is abandoned.
    @inlinable
    public init(
        commit: @escaping @MainActor () -> Void,
        publish: (@MainActor () -> Void)? = nil,
        disposeAfterwards: (@MainActor () -> Void)? = nil,
        disposeIfAbandoned: (@MainActor () -> Void)? = nil
    ) {
        self.commit = commit
        self.publish = publish
        self.disposeAfterwards = disposeAfterwards
        self.disposeIfAbandoned = disposeIfAbandoned
        children = []
    }

    /// Whether performing the plan would change nothing.
    @inlinable
    public var isEmpty: Bool {
        commit == nil && publish == nil && disposeAfterwards == nil && disposeIfAbandoned == nil && children.isEmpty
    }

    /// Adds a child level's plan below this one: its commits run after this
    /// level's, its publications before this level's (bottom-up).
    ///
    /// - Parameter child: The plan the child returned.
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func include(_ child: RoutePlan) {
        guard !child.isEmpty else { return }
        children.append(child)
    }

    /// Performs the plan: every commit top-down, every publication
    /// bottom-up, then every disposal of what was dropped.
    ///
    /// - Complexity: O(*n*) in the number of levels the plan changes.
    @inlinable
    public func perform() {
        RoutePlanning.checkNotPlanning("RoutePlan.perform()")
        runCommits()
        runPublications()
        runDisposals()
    }

    /// Abandons the plan: disposes what it created, and changes nothing else.
    @inlinable
    public func abandon() {
        disposeIfAbandoned?()
        for child in children { child.abandon() }
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
}
