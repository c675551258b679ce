/// What applying a route will change, made by ``Routable/planRoute(from:)``
/// before anything changes, and then either performed or abandoned.
///
/// A plan has four parts, each a list of closures:
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
    private var commits: [@MainActor () -> Void]
    private var publications: [@MainActor () -> Void]
    private var disposals: [@MainActor () -> Void]
    private var discards: [@MainActor () -> Void]

    /// A plan that changes nothing.
    public init() {
        commits = []
        publications = []
        disposals = []
        discards = []
    }

    /// A plan for one level.
    ///
    /// - Parameters:
    ///   - commit: Sets the level's own state; must not call out to views,
    ///     observers or other user code.
    ///   - publish: Tells the views, once the whole tree is committed.
    ///   - disposeAfterwards: Disposes what the navigation dropped.
    ///   - disposeIfAbandoned: Disposes what the plan created, if it is abandoned.
    public init(
        commit: @escaping @MainActor () -> Void,
        publish: @escaping @MainActor () -> Void = {},
        disposeAfterwards: @escaping @MainActor () -> Void = {},
        disposeIfAbandoned: @escaping @MainActor () -> Void = {}
    ) {
        commits = [commit]
        publications = [publish]
        disposals = [disposeAfterwards]
        discards = [disposeIfAbandoned]
    }

    /// Whether performing the plan would change nothing.
    public var isEmpty: Bool {
        commits.isEmpty && publications.isEmpty && disposals.isEmpty && discards.isEmpty
    }

    /// Adds a child level's plan below this one: its commits after this
    /// level's, its publications before this level's (bottom-up).
    ///
    /// - Parameter child: The plan the child returned.
    /// - Complexity: O(*n*) in the number of steps of both plans.
    public mutating func include(_ child: RoutePlan) {
        guard !child.isEmpty else { return }
        commits += child.commits
        publications = child.publications + publications
        disposals += child.disposals
        discards += child.discards
    }

    /// Performs the plan: every commit top-down, every publication
    /// bottom-up, then every disposal of what was dropped.
    public func perform() {
        RoutePlanning.checkNotPlanning("RoutePlan.perform()")
        for commit in commits { commit() }
        for publish in publications { publish() }
        for dispose in disposals { dispose() }
    }

    /// Abandons the plan: disposes what it created, and changes nothing else.
    public func abandon() {
        for discard in discards { discard() }
    }
}
