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

    /// Ends the test: gives up the view model and what was checked, and
    /// returns what the final check needs; `nil` if it has already ended.
    mutating func end() -> Ending? {
        guard let model else { return nil }
        let unasserted = exhaustivity == .on ? asserted.flatMap { Self.difference(expected: $0, actual: model.state) } : nil
        defer { (self.model, asserted, presentation) = (nil, nil, nil) }
        return Ending(presentation: presentation, unasserted: unasserted)
    }

    /// The lines that differ between two states, view models compared by
    /// their states; `nil` when they are equal.
    static func difference(expected: Model.State, actual: Model.State) -> String? {
        let isEqual = ViewModelComparison.$comparesStates.withValue(true) { expected == actual }
        guard !isEqual else { return nil }
        var diff = LineDiff.render(LineDiff.lines(from: LineDiff.dumpLines(of: expected), to: LineDiff.dumpLines(of: actual)))
        if diff.allSatisfy({ $0.hasPrefix("  ") }) {
            diff.append("(the states are not equal, but they dump the same)")
        }
        return diff.joined(separator: "\n")
    }
}

/// A view model presented into a recording of its state, with every view
/// model its state holds presented the same way while the state holds it,
/// as views present their children: a child's presentation starts when it
/// appears in its parent's state and is disposed when it leaves.
final class RecordedTree: Sendable {
    private struct Child {
        let object: ObjectIdentifier
        let presentation: any Disposable
    }

    private let session: RecordingSession
    private let children = Locked<[Child]>.make([])

    private init(session: RecordingSession) {
        self.session = session
    }

    /// Presents `model`, and its children as they come and go; disposing the
    /// result takes the model's presentation back, then its children's.
    static func present<Model: ViewModel>(_ model: Model, session: RecordingSession) -> any Disposable {
        let tree = RecordedTree(session: session)
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
        var found: [any ViewModel] = []
        Self.collect(in: state, depth: 8, into: &found)
        let ids = Set(found.map { ObjectIdentifier($0) })
        let (departed, new) = children.withLock { children in
            let departed = children.filter { !ids.contains($0.object) }
            children.removeAll { !ids.contains($0.object) }
            let presented = Set(children.map(\.object))
            var seen: Set<ObjectIdentifier> = []
            let new = found.filter { !presented.contains(ObjectIdentifier($0)) && seen.insert(ObjectIdentifier($0)).inserted }
            return (departed, new)
        }
        departed.forEach { $0.presentation.dispose() }
        for child in new {
            session.track(child, as: "\(type(of: child)) in a state")
            let presentation = Self.present(child, session: session)
            children.withLock { $0.append(Child(object: ObjectIdentifier(child), presentation: presentation)) }
        }
    }

    private func disposeChildren() {
        let presented = children.withLock { children in
            defer { children.removeAll() }
            return children
        }
        presented.forEach { $0.presentation.dispose() }
    }

    /// The view models in `value`, not looking into their own states.
    private static func collect(in value: Any, depth: Int, into found: inout [any ViewModel]) {
        if let child = value as? any ViewModel {
            found.append(child)
            return
        }
        guard depth > 0 else { return }
        for element in Mirror(reflecting: value).children {
            collect(in: element.value, depth: depth - 1, into: &found)
        }
    }
}
