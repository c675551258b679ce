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

/// The view models a tester's states held, each tracked once by the
/// tester's session, so that its leak check reports any still alive.
final class ViewModelTracking: Sendable {
    private struct Entry {
        weak var object: AnyObject?
    }

    private let entries = Locked<[Entry]>.make([])
    private let session: RecordingSession

    init(session: RecordingSession) {
        self.session = session
    }

    /// Tracks every view model `state` holds, and the ones their states
    /// hold, down to eight levels.
    func track(viewModelsIn state: Any) {
        track(in: state, depth: 8)
    }

    private func track(in value: Any, depth: Int) {
        guard depth > 0 else { return }
        if let child = value as? any ViewModel {
            let isNew = entries.withLock { entries in
                guard !entries.contains(where: { $0.object === child }) else { return false }
                entries.append(Entry(object: child))
                return true
            }
            if isNew { session.track(child, as: "\(type(of: child)) in a state") }
        }
        for element in Mirror(reflecting: value).children {
            track(in: element.value, depth: depth - 1)
        }
    }
}
