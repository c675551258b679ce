/// How view models compare, and which state their mirrors show, in the
/// current task.
package enum ViewModelComparison {
    /// What a tester's check sets while it compares or dumps states.
    package struct Context: Sendable {
        /// The view models the tree under test held at the last check: each
        /// is equal only to itself.
        package var heldBefore: Set<ObjectIdentifier>
        /// The state to use for a view model, by object, instead of its live
        /// state: in a comparison, the states the check found (and what the
        /// test expects of the view models it made); in a dump, the side's
        /// states (expected or actual).
        package var states: [ObjectIdentifier: any Sendable]

        package init(heldBefore: Set<ObjectIdentifier>, states: [ObjectIdentifier: any Sendable]) {
            (self.heldBefore, self.states) = (heldBefore, states)
        }
    }

    /// In a tester's check, how view models compare and which states their
    /// mirrors show. `nil` outside a check, where every view model is equal
    /// only to itself and shows its live state.
    @TaskLocal package static var context: Context?

    /// Whether `lhs` and `rhs`, two objects that are not the same, are equal:
    /// only in a tester's check, and only when neither was held by the tree
    /// under test at the last check (one of them was made by the test) and
    /// their states, as the check sees them, are equal.
    ///
    /// - Complexity: One task-local read outside a check.
    package static func statesAreEqual<Model: ViewModel>(_ lhs: Model, _ rhs: Model) -> Bool {
        guard let context else { return false }
        guard !context.heldBefore.contains(ObjectIdentifier(lhs)), !context.heldBefore.contains(ObjectIdentifier(rhs)) else {
            return false
        }
        return context.state(of: lhs) == context.state(of: rhs)
    }

    /// The state `model`'s mirror shows: in a tester's dump, the state of the
    /// side dumped; otherwise its live state.
    package static func shownState<Model: ViewModel>(of model: Model) -> Model.State {
        context?.state(of: model) ?? model.state
    }
}

extension ViewModelComparison.Context {
    /// The state the context gives `model`, or its live state.
    fileprivate func state<Model: ViewModel>(of model: Model) -> Model.State {
        (states[ObjectIdentifier(model)] as? Model.State) ?? model.state
    }
}
