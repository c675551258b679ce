import Fractal

/// What a ``ViewModelTester`` keeps between its calls.
struct ViewModelTesterLog<Model: ViewModel>: Sendable {
    /// What the tester hands to its final check when it ends.
    struct Ending {
        let presentation: (any Disposable)?
        /// The difference between the last state checked and the state now,
        /// when exhaustive and they differ.
        let unasserted: String?
        /// Whether the tester was exhaustive at the end: only then is work
        /// left on its scheduler a failure.
        let isExhaustive: Bool

        /// What is wrong at the end, given the work left on the tester's
        /// scheduler once the presentation was disposed (see
        /// ``TestScheduler/pendingWorkDescription()``) and the leak check's report.
        func failures(pendingWork: String?, _ report: LeakReport) -> [String] {
            var failures = unasserted.map { ["a change of the state no check asserted (- last checked, + now):\n\($0)"] } ?? []
            if isExhaustive, let pendingWork { failures.append(pendingWork) }
            if !report.isClean { failures.append(report.description) }
            if !report.liveObjects.isEmpty {
                failures.append(
                    "(the tester gave up its view models: what is still alive is held by something else, such as a variable of the test, "
                        + "a copy of a state that holds it, a closure that captured it, or a task that has not ended)")
            }
            return failures
        }
    }

    var model: Model?
    /// The state the last check found; `nil` once the tester has ended.
    var asserted: Model.State?
    /// The state of every view model below the view model under test that
    /// the last check found, by object (each kept alive by ``asserted`` or by
    /// its parent's state here); empty once the tester has ended.
    var baseline: [ObjectIdentifier: any Sendable]
    var exhaustivity: ViewModelTester<Model>.Exhaustivity
    var presentation: (any Disposable)?

    init(model: Model, asserted: Model.State, exhaustivity: ViewModelTester<Model>.Exhaustivity) {
        (self.model, self.asserted, self.exhaustivity) = (model, asserted, exhaustivity)
        baseline = TreeSnapshot(below: asserted, root: model).states
    }

    /// The state a check applies its change to: the last one checked, or,
    /// not exhaustive, `actual`.
    func base(for actual: Model.State) -> Model.State {
        exhaustivity == .on ? (asserted ?? actual) : actual
    }

    /// A check of the tree, starting from what the last check found: the
    /// view models it saw are equal only to themselves, and their states are
    /// compared on their own.
    var nextCheck: TreeCheck {
        TreeCheck(root: model, baseline: baseline, isExhaustive: exhaustivity == .on)
    }

    /// Keeps what `check` found, with `state`, the root's, as what the next
    /// check starts from.
    mutating func record(_ state: Model.State, _ check: TreeCheck) {
        asserted = state
        baseline = (check.found ?? TreeSnapshot(below: state, root: model)).states
    }

    /// Ends the test: gives up the view model and what was checked, and
    /// returns what the final check needs; `nil` if it has already ended.
    mutating func end() -> Ending? {
        guard let model else { return nil }
        let check = TreeCheck(root: model, baseline: baseline, isExhaustive: true)
        let unasserted = exhaustivity == .on ? asserted.flatMap { Self.difference(expected: $0, actual: model.state, heldBefore: check) } : nil
        defer { (self.model, asserted, baseline, presentation) = (nil, nil, [:], nil) }
        return Ending(presentation: presentation, unasserted: unasserted, isExhaustive: exhaustivity == .on)
    }

    /// Whether the root's states and the trees below them are as `check`
    /// expects: the view models the last check saw equal only to themselves
    /// and compared with what the test expects of them, the others (those the
    /// test made) by their states.
    static func isEqual(_ expected: Model.State, _ actual: Model.State, heldBefore check: TreeCheck) -> Bool {
        check.matches(expected, actual)
    }

    /// The lines that differ between two states and the trees below them,
    /// compared as ``isEqual(_:_:heldBefore:)`` compares them; `nil` when they are equal.
    static func difference(expected: Model.State, actual: Model.State, heldBefore check: TreeCheck) -> String? {
        check.difference(expected: expected, actual: actual)
    }
}

/// The view models in `value`, not looking into their own states: a view
/// model's children are its own state's.
/// Other objects are looked into once each, so a cycle through them ends.
func viewModels(in value: Any) -> [any ViewModel] {
    viewModelsWithPaths(in: value).map(\.model)
}

/// The view models in `value`, as ``viewModels(in:)`` finds them, each with
/// the path it was found at: `.destination.twoFactor`, `.rows[2]` (empty for
/// `value` itself).
func viewModelsWithPaths(in value: Any) -> [(model: any ViewModel, path: String)] {
    var found: [(model: any ViewModel, path: String)] = []
    var visited: Set<ObjectIdentifier> = []
    collectViewModels(in: value, path: "", into: &found, visited: &visited)
    return found
}

private func collectViewModels(
    in value: Any, path: String, into found: inout [(model: any ViewModel, path: String)], visited: inout Set<ObjectIdentifier>
) {
    if let child = value as? any ViewModel {
        found.append((child, path))
        return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class, !visited.insert(ObjectIdentifier(value as AnyObject)).inserted { return }
    for (index, element) in mirror.children.enumerated() {
        let step: String
        switch mirror.displayStyle {
        case .optional: step = ""
        case .collection, .set, .dictionary: step = "[\(index)]"
        default: step = element.label.map { ".\($0)" } ?? "[\(index)]"
        }
        collectViewModels(in: element.value, path: path + step, into: &found, visited: &visited)
    }
}

/// A view model presented into a recording of its state, with every view
/// model its state holds presented the same way while the state holds it,
/// as views present their children: a child's presentation starts when it
/// appears in its parent's state and is disposed when it leaves. A view model
/// already presented somewhere in the tree (a state that holds its own view
/// model, say) is not presented again. Each state delivered anywhere in the
/// tree adds one to the tree's `deliveries`, which a tester's `receive` waits on.
final class RecordedTree: Sendable {
    private struct Child {
        let object: ObjectIdentifier
        let presentation: any Disposable
    }

    private struct Children {
        var presented: [Child] = []
        var isDisposed = false
    }

    private let session: RecordingSession
    /// Counts the states delivered anywhere in the tree.
    private let deliveries: MutableProperty<Int>
    /// The tester's hold on the tasks of the view models it presents.
    private let hold: TaskHold
    /// The type of the view model whose state this tree shows, as reports name it.
    private let owner: String
    /// The view models presented anywhere in the tree, the root's included.
    private let presentedInTree: Locked<Set<ObjectIdentifier>>
    /// The tester whose tree this is.
    private let tester: TesterReference
    private let children = Locked<Children>.make(Children())

    private init(
        session: RecordingSession, deliveries: MutableProperty<Int>, hold: TaskHold, owner: String,
        presentedInTree: Locked<Set<ObjectIdentifier>>, tester: TesterReference
    ) {
        (self.session, self.deliveries, self.hold, self.owner) = (session, deliveries, hold, owner)
        (self.presentedInTree, self.tester) = (presentedInTree, tester)
    }

    /// Presents `model`, and its children as they come and go, each holding
    /// the tasks it starts in `hold` from before its presentation starts;
    /// disposing the result takes the model's presentation back, then its
    /// children's. Each state delivered in the tree adds one to
    /// `deliveries`, after the tree shows it, and each state of `model`
    /// itself is handed to `shown` once the tree shows the children it holds.
    /// While presented, each view model is recorded as shown by `tester`
    /// (``TreeMembership``).
    static func present<Model: ViewModel>(
        _ model: Model, session: RecordingSession, deliveries: MutableProperty<Int>, hold: TaskHold, tester: TesterReference,
        shown: @escaping @Sendable (Model.State) -> Void
    ) -> any Disposable {
        present(
            model, session: session, deliveries: deliveries, hold: hold, presentedInTree: .make([ObjectIdentifier(model)]), tester: tester,
            shown: shown)
    }

    private static func present<Model: ViewModel>(
        _ model: Model, session: RecordingSession, deliveries: MutableProperty<Int>, hold: TaskHold,
        presentedInTree: Locked<Set<ObjectIdentifier>>, tester: TesterReference, shown: (@Sendable (Model.State) -> Void)? = nil
    ) -> any Disposable {
        model.holdTasks(in: hold)
        TreeMembership.insert(model, shownBy: tester)
        let tree = RecordedTree(
            session: session, deliveries: deliveries, hold: hold, owner: "\(Model.self)", presentedInTree: presentedInTree, tester: tester)
        let view = Presenter<Model.State>(bind: { state in
            tree.show(viewModelsIn: state)
            shown?(state)
            deliveries.modify { $0 += 1 }
            return nil
        })
        let presentation = model <- view
        let id = ObjectIdentifier(model)
        return CompositeDisposable([
            presentation,
            AnyDisposable {
                tree.disposeChildren()
                TreeMembership.remove(id, shownBy: tester)
            },
        ])
    }

    /// Presents the view models `state` holds that are not presented yet, and
    /// takes back those it no longer holds.
    private func show(viewModelsIn state: Any) {
        let found = viewModelsWithPaths(in: state)
        let ids = Set(found.map { ObjectIdentifier($0.model) })
        let departed = children.withLock { children in
            let departed = children.presented.filter { !ids.contains($0.object) }
            children.presented.removeAll { !ids.contains($0.object) }
            return departed
        }
        presentedInTree.withLock { presented in departed.forEach { presented.remove($0.object) } }
        departed.forEach { $0.presentation.dispose() }
        for (child, path) in found {
            let isNew = presentedInTree.withLock { $0.insert(ObjectIdentifier(child)).inserted }
            guard isNew else { continue }
            session.track(child, as: "\(type(of: child)), first seen in \(owner)'s state at \(path.isEmpty ? "its root" : path)")
            let presentation = Self.present(
                child, session: session, deliveries: deliveries, hold: hold, presentedInTree: presentedInTree, tester: tester)
            let isKept = children.withLock { children in
                guard !children.isDisposed else { return false }
                children.presented.append(Child(object: ObjectIdentifier(child), presentation: presentation))
                return true
            }
            if !isKept { presentation.dispose() }
        }
    }

    private func disposeChildren() {
        let presented = children.withLock { children in
            children.isDisposed = true
            defer { children.presented.removeAll() }
            return children.presented
        }
        presentedInTree.withLock { set in presented.forEach { set.remove($0.object) } }
        presented.forEach { $0.presentation.dispose() }
    }
}
