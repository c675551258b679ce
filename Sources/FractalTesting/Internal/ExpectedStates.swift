import Fractal

/// What the test expects of the view models it names with
/// ``Fractal/ViewModel/expect(fileID:filePath:line:column:_:)`` inside one
/// check's closure: each one's expected state, by object.
///
/// A check makes one, starting from the states the last check found (when
/// exhaustive) or from none, and runs its closure with it as ``current``.
final class ExpectedStates: Sendable {
    /// The expectations of the check whose closure is running on this task;
    /// `nil` outside a check's closure.
    @TaskLocal static var current: ExpectedStates?

    private struct Expectations {
        var states: [ObjectIdentifier: any Sendable]
        /// The view models named, kept so that no other object takes their
        /// identifiers while the check runs.
        var named: [any ViewModel] = []
    }

    private let expectations: Locked<Expectations>

    /// Starts from `states`, the states expected of view models before the
    /// closure names any.
    init(_ states: [ObjectIdentifier: any Sendable]) {
        expectations = .make(Expectations(states: states))
    }

    /// The state expected of each view model, by object.
    var states: [ObjectIdentifier: any Sendable] { expectations.withLock { $0.states } }

    /// Changes the state expected of `model` with `change`: the state
    /// expected so far or, for a view model not expected yet, its state now.
    func expect<Model: ViewModel>(_ model: Model, _ change: (inout Model.State) -> Void) {
        let id = ObjectIdentifier(model)
        var state = expectations.withLock { $0.states[id] as? Model.State } ?? model.state
        // Outside the lock: `change` may name the model's own children.
        change(&state)
        expectations.withLock { expectations in
            expectations.states[id] = state
            expectations.named.append(model)
        }
    }
}
