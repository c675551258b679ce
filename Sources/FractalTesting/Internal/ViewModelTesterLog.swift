import Fractal

/// What a ``ViewModelTester`` keeps between its calls.
struct ViewModelTesterLog<Model: ViewModel>: Sendable {
    /// What the tester hands to its final check when it ends.
    struct Ending {
        let presentation: (any Disposable)?
        /// The difference between the last state checked and the state now,
        /// when exhaustive and they differ.
        let unasserted: String?

        /// What is wrong at the end, given the leak check's report.
        func failures(_ report: LeakReport) -> [String] {
            (unasserted.map { ["a change of the state no check asserted (- last checked, + now):\n\($0)"] } ?? [])
                + (report.isClean ? [] : [report.description])
        }
    }

    var model: Model?
    /// The state the last check found; `nil` once the tester has ended.
    var asserted: Model.State?
    var exhaustivity: ViewModelTester<Model>.Exhaustivity
    var presentation: (any Disposable)?

    init(model: Model, asserted: Model.State, exhaustivity: ViewModelTester<Model>.Exhaustivity) {
        (self.model, self.asserted, self.exhaustivity) = (model, asserted, exhaustivity)
    }

    /// The state a check applies its change to: the last one checked, or,
    /// not exhaustive, `actual`.
    func base(for actual: Model.State) -> Model.State {
        exhaustivity == .on ? (asserted ?? actual) : actual
    }

    /// The view models the last state checked held: in a check, each is
    /// equal only to itself.
    var heldBefore: Set<ObjectIdentifier> {
        Set((asserted.map(viewModels(in:)) ?? []).map { ObjectIdentifier($0) })
    }

    /// Ends the test: gives up the view model and what was checked, and
    /// returns what the final check needs; `nil` if it has already ended.
    mutating func end() -> Ending? {
        guard let model else { return nil }
        let held = heldBefore
        let unasserted = exhaustivity == .on ? asserted.flatMap { Self.difference(expected: $0, actual: model.state, heldBefore: held) } : nil
        defer { (self.model, asserted, presentation) = (nil, nil, nil) }
        return Ending(presentation: presentation, unasserted: unasserted)
    }

    /// Whether two states are equal, view models the test made compared by
    /// their states (those in `heldBefore` only to themselves).
    static func isEqual(_ expected: Model.State, _ actual: Model.State, heldBefore: Set<ObjectIdentifier>) -> Bool {
        ViewModelComparison.$heldBefore.withValue(heldBefore) { expected == actual }
    }

    /// The lines that differ between two states, compared as ``isEqual(_:_:heldBefore:)``
    /// compares them; `nil` when they are equal.
    static func difference(expected: Model.State, actual: Model.State, heldBefore: Set<ObjectIdentifier>) -> String? {
        guard !isEqual(expected, actual, heldBefore: heldBefore) else { return nil }
        var diff = LineDiff.render(LineDiff.lines(from: LineDiff.dumpLines(of: expected), to: LineDiff.dumpLines(of: actual)))
        if diff.allSatisfy({ $0.hasPrefix("  ") }) {
            diff.append("(the states are not equal, but they dump the same)")
        }
        return diff.joined(separator: "\n")
    }
}

/// The view models in `value`, not looking into their own states: a view
/// model's children are its own state's.
/// Other objects are looked into once each, so a cycle through them ends.
func viewModels(in value: Any) -> [any ViewModel] {
    var found: [any ViewModel] = []
    var visited: Set<ObjectIdentifier> = []
    collectViewModels(in: value, into: &found, visited: &visited)
    return found
}

private func collectViewModels(in value: Any, into found: inout [any ViewModel], visited: inout Set<ObjectIdentifier>) {
    if let child = value as? any ViewModel {
        found.append(child)
        return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class, !visited.insert(ObjectIdentifier(value as AnyObject)).inserted { return }
    for element in mirror.children {
        collectViewModels(in: element.value, into: &found, visited: &visited)
    }
}

/// A view model presented into a recording of its state, with every view
/// model its state holds presented the same way while the state holds it,
/// as views present their children: a child's presentation starts when it
/// appears in its parent's state and is disposed when it leaves. A view model
/// already presented somewhere in the tree (a state that holds its own view
/// model, say) is not presented again.
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
    /// The view models presented anywhere in the tree, the root's included.
    private let presentedInTree: Locked<Set<ObjectIdentifier>>
    private let children = Locked<Children>.make(Children())

    private init(session: RecordingSession, presentedInTree: Locked<Set<ObjectIdentifier>>) {
        (self.session, self.presentedInTree) = (session, presentedInTree)
    }

    /// Presents `model`, and its children as they come and go; disposing the
    /// result takes the model's presentation back, then its children's.
    static func present<Model: ViewModel>(_ model: Model, session: RecordingSession) -> any Disposable {
        present(model, session: session, presentedInTree: .make([ObjectIdentifier(model)]))
    }

    private static func present<Model: ViewModel>(
        _ model: Model, session: RecordingSession, presentedInTree: Locked<Set<ObjectIdentifier>>
    ) -> any Disposable {
        let tree = RecordedTree(session: session, presentedInTree: presentedInTree)
        let view = Presenter<Model.State>(bind: { state in
            tree.show(viewModelsIn: state)
            return nil
        })
        let presentation = model <- view
        return CompositeDisposable([presentation, AnyDisposable { tree.disposeChildren() }])
    }

    /// Presents the view models `state` holds that are not presented yet, and
    /// takes back those it no longer holds.
    private func show(viewModelsIn state: Any) {
        let found = viewModels(in: state)
        let ids = Set(found.map { ObjectIdentifier($0) })
        let departed = children.withLock { children in
            let departed = children.presented.filter { !ids.contains($0.object) }
            children.presented.removeAll { !ids.contains($0.object) }
            return departed
        }
        presentedInTree.withLock { presented in departed.forEach { presented.remove($0.object) } }
        departed.forEach { $0.presentation.dispose() }
        for child in found {
            let isNew = presentedInTree.withLock { $0.insert(ObjectIdentifier(child)).inserted }
            guard isNew else { continue }
            session.track(child, as: "\(type(of: child)) in a state")
            let presentation = Self.present(child, session: session, presentedInTree: presentedInTree)
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
