import Fractal

/// One check of a ``ViewModelTester``, across the tree: what it expects of the
/// root's state and of every view model below it, and what it found.
///
/// A view model the last check saw is equal only to itself in the root's
/// state, and its own state is compared on its own with the state expected of
/// it: the one the last check found, changed by the test's nested
/// ``Fractal/ViewModel/expect(fileID:filePath:line:column:_:)`` calls (when
/// exhaustive), or only what those calls set (when not). Each view model is
/// compared on its own because a state's equality cannot be relied on to reach
/// a child: an array or a dictionary whose storage is shared equals itself
/// without comparing its elements.
///
/// Used by one task at a time: a check makes it, applies its change, and
/// compares.
final class TreeCheck {
    /// The view model under test, which a snapshot of its tree leaves out.
    private let root: AnyObject?
    /// The state of each view model below the root at the last check.
    private let baseline: [ObjectIdentifier: any Sendable]
    private let isExhaustive: Bool
    /// The state expected of each view model below the root.
    private var expected: ExpectedStates
    /// The tree as the last comparison found it.
    private(set) var found: TreeSnapshot?

    init(root: AnyObject?, baseline: [ObjectIdentifier: any Sendable], isExhaustive: Bool) {
        (self.root, self.baseline, self.isExhaustive) = (root, baseline, isExhaustive)
        expected = ExpectedStates(isExhaustive ? baseline : [:])
    }

    /// Applies the test's `change` to `state`, the root's expected state,
    /// recording what its nested expectations say of the view models below.
    /// Not exhaustive, what earlier changes expected of them is forgotten.
    func apply<State>(_ change: (inout State) -> Void, to state: inout State) {
        expected = ExpectedStates(isExhaustive ? baseline : [:])
        ExpectedStates.$current.withValue(expected) { change(&state) }
    }

    /// Whether `actual` (the root's state) and the tree below it are as
    /// expected; keeps the tree it found in ``found``.
    func matches<State: Equatable>(_ expected: State, _ actual: State) -> Bool {
        let tree = TreeSnapshot(below: actual, root: root)
        found = tree
        return comparing(in: tree) { expected == actual } && mismatches(in: tree).isEmpty
    }

    /// Whether `actual` (the root's state) equals `expected` on its own: the
    /// view models the last check saw equal only to themselves, whatever
    /// their states now.
    func rootMatches<State: Equatable>(_ expected: State, _ actual: State) -> Bool {
        comparing(in: TreeSnapshot(below: actual, root: root)) { expected == actual }
    }

    /// The lines that differ between the tree expected and `actual`'s, with
    /// the paths of the view models below the root whose state is not as
    /// expected; `nil` when they match.
    func difference<State: Equatable>(expected: State, actual: State) -> String? {
        guard !matches(expected, actual), let tree = found else { return nil }
        let expectedStates = self.expected.states
        let heldBefore = Set(baseline.keys)
        let expectedLines = ViewModelComparison.$context.withValue(.init(heldBefore: heldBefore, states: expectedStates)) {
            LineDiff.dumpLines(of: expected)
        }
        let actualLines = ViewModelComparison.$context.withValue(.init(heldBefore: heldBefore, states: tree.states)) {
            LineDiff.dumpLines(of: actual)
        }
        var diff = LineDiff.render(LineDiff.lines(from: expectedLines, to: actualLines))
        if diff.allSatisfy({ $0.hasPrefix("  ") }) {
            diff.append("(the states are not equal, but they dump the same)")
        }
        let mismatches = mismatches(in: tree)
        if !mismatches.isEmpty {
            let named = mismatches.map { "\($0.path) (\(type(of: $0.model)))" }
            diff.append("view models whose own state is not as expected: \(named.joined(separator: ", "))")
        }
        return diff.joined(separator: "\n")
    }

    /// The view models of `tree` with an expected state that their state
    /// does not equal.
    private func mismatches(in tree: TreeSnapshot) -> [TreeSnapshot.Node] {
        let expectedStates = expected.states
        return comparing(in: tree) {
            tree.nodes.filter { node in
                let id = ObjectIdentifier(node.model)
                guard let expected = expectedStates[id], let actual = tree.states[id] else { return false }
                return !hasState(node.model, expected, equalTo: actual)
            }
        }
    }

    /// Runs `body` with view models comparing as a check compares them: those
    /// the last check saw only to themselves, the others by their states as
    /// `tree` found them (or as the test expects them, for those the test made).
    private func comparing<Result>(in tree: TreeSnapshot, _ body: () -> Result) -> Result {
        let states = expected.states.merging(tree.states) { _, found in found }
        return ViewModelComparison.$context.withValue(.init(heldBefore: Set(baseline.keys), states: states), operation: body)
    }
}

/// Whether `expected` and `actual`, two states of `model`'s type, are equal.
private func hasState<Model: ViewModel>(_ model: Model, _ expected: any Sendable, equalTo actual: any Sendable) -> Bool {
    (expected as? Model.State) == (actual as? Model.State)
}
