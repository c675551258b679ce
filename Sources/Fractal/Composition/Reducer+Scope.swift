extension Reducer {
    /// This reducer with a child feature that is always there, a part of
    /// this state: the child's events run `child` on its part first, then
    /// this reducer runs on every event.
    ///
    /// ```swift
    /// .scope(\.settings, event: settingsEvents, output: ProfileEvent.settingsChanged, child: settings)
    /// ```
    ///
    /// The child's effects are namespaced like those of every child, and
    /// its outputs become this reducer's events through `output`. A child
    /// that is always there cannot be dismissed on its own: its
    /// ``Effect/dismiss`` dismisses this reducer, for the composition that
    /// presents this one.
    ///
    /// - Parameters:
    ///   - child: The child's part of this state.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - output: Turns a child's output into an event of this reducer.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func scope<ChildState: Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        _ child: WritableKeyPath<State, ChildState> & Sendable,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Event,
        child reducer: Reducer<ChildState, ChildEvent, ChildOutput>
    ) -> Reducer {
        let parent = body
        let scope = EffectID(ChildScope(path: child, child: ChildState.self))
        let access = ChildAccess(child)
        return Reducer { state, parentEvent in
            guard let childEvent = event.extract(parentEvent) else { return parent(&state, parentEvent) }
            let childEffect = access.modify(&state) { reducer.body(&$0, childEvent) }
            if childEffect.work.isEmpty { return parent(&state, parentEvent) }
            let lifted: (effect: Effect<Event, Output>, dismisses: Bool) = childEffect.lifted(
                into: scope, event: event.embed, output: output)
            let effect = lifted.effect.merge(with: parent(&state, parentEvent))
            return lifted.dismisses ? effect.merge(with: .dismiss) : effect
        }
    }

    /// This reducer with a child feature that is always there and has no
    /// outputs: ``scope(_:event:output:child:)`` without mapping outputs.
    ///
    /// - Parameters:
    ///   - child: The child's part of this state.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - reducer: The child's reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func scope<ChildState: Sendable, ChildEvent: Sendable>(
        _ child: WritableKeyPath<State, ChildState> & Sendable,
        event: Case<Event, ChildEvent>,
        child reducer: Reducer<ChildState, ChildEvent, Never>
    ) -> Reducer {
        scope(child, event: event, output: { never -> Event in }, child: reducer)
    }

    /// A reducer of an enum state that runs `child` while the state is
    /// `childCase`, for the events `event` extracts: combine one per case
    /// to make the reducer of a stack's screens or of a destination.
    ///
    /// ```swift
    /// let page = Reducer<Page, PageEvent, PageOutput>.combine(
    ///     .scope(case: detailCase, event: detailEvents, child: detail),
    ///     .scope(case: recordCase, event: recordEvents, output: PageOutput.record, child: record)
    /// )
    /// ```
    ///
    /// Its ``Effect/dismiss`` and its outputs go to the composition that
    /// presents the enum. An event of this case while the state is
    /// another case is dropped, and the store reports a
    /// ``StoreIssue/Kind-swift.enum/eventForAbsentChild`` issue; other
    /// events pass untouched. Its effects belong to the element or
    /// destination that holds the enum, and end when that leaves: changing
    /// the enum to another case in place does not cancel them (push or
    /// present the other screen instead).
    ///
    /// - Parameters:
    ///   - childCase: The case of the state that holds the child's state.
    ///   - event: The case of the events that carries the child's.
    ///   - output: Turns a child's output into an output of this reducer.
    ///   - reducer: The child's reducer.
    /// - Returns: The reducer of the enum.
    @inlinable
    public static func scope<ChildState: Sendable, ChildEvent: Sendable, ChildOutput: Sendable>(
        case childCase: Case<State, ChildState>,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Output,
        child reducer: Reducer<ChildState, ChildEvent, ChildOutput>
    ) -> Reducer {
        Reducer { state, parentEvent in
            guard let childEvent = event.extract(parentEvent) else { return .none }
            guard var childState = childCase.extract(state) else {
                return .issue(
                    StoreIssue(
                        kind: .eventForAbsentChild,
                        message: "an event for a child that is not there was dropped: \(parentEvent) (the state is \(state))"))
            }
            let effect = reducer.body(&childState, childEvent)
            state = childCase.embed(childState)
            return Effect(work: effect.work.map { $0.map(event.embed) { .output(output($0)) } })
        }
    }

    /// A reducer of an enum state that runs `child`, which has no outputs,
    /// while the state is `childCase`: ``scope(case:event:output:child:)``
    /// without mapping outputs.
    ///
    /// - Parameters:
    ///   - childCase: The case of the state that holds the child's state.
    ///   - event: The case of the events that carries the child's.
    ///   - reducer: The child's reducer.
    /// - Returns: The reducer of the enum.
    @inlinable
    public static func scope<ChildState: Sendable, ChildEvent: Sendable>(
        case childCase: Case<State, ChildState>,
        event: Case<Event, ChildEvent>,
        child reducer: Reducer<ChildState, ChildEvent, Never>
    ) -> Reducer {
        scope(case: childCase, event: event, output: { never -> Output in }, child: reducer)
    }
}
