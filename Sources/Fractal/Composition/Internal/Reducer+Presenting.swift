extension Reducer {
    /// The composition under `ifLet`: runs the child for its events while it
    /// is present, then this reducer, then applies a dismissal, and cancels
    /// the child's effects when it went away.
    ///
    /// - Parameters:
    ///   - scope: Where the child sits, to namespace its effects.
    ///   - name: The child's key path, for issue messages.
    ///   - isPresent: Whether the state holds the child.
    ///   - identity: The present child's id, for children that have one: a
    ///     child whose id changed was replaced, and its effects are cancelled.
    ///   - reduceChild: Runs the child on its event, or returns `nil` when
    ///     the child is not there.
    ///   - dismiss: Removes the child.
    ///   - event: The case of this reducer's events that carries the child's.
    ///   - output: Turns a child's output into an event of this reducer.
    /// - Returns: The composed reducer.
    @inlinable
    func presenting<ChildEvent: Sendable, ChildOutput: Sendable>(
        _ scope: ChildScope,
        named name: any Hashable & Sendable,
        isPresent: @escaping @Sendable (inout State) -> Bool,
        identity: (@Sendable (inout State) -> AnyHashable?)? = nil,
        reduceChild: @escaping @Sendable (inout State, ChildEvent) -> Effect<ChildEvent, ChildOutput>?,
        dismiss: @escaping @Sendable (inout State) -> Void,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Event
    ) -> Reducer {
        let parent = body
        let scope = EffectID(scope)
        if let identity {
            return presentingReplaceable(
                scope, named: name, identity: identity, reduceChild: reduceChild,
                dismiss: dismiss, event: event, output: output)
        }
        return Reducer { state, parentEvent in
            let wasPresent = isPresent(&state)
            var childEffect = Effect<Event, Output>.none
            var reduced: Effect<ChildEvent, ChildOutput>?
            var dismisses = false
            if let childEvent = event.extract(parentEvent) {
                if wasPresent, let effect = reduceChild(&state, childEvent) {
                    if effect.work.isEmpty {
                        // The common case: the child asked for nothing, so
                        // there is nothing to lift, merge or dismiss.
                        let parentEffect = parent(&state, parentEvent)
                        if isPresent(&state) { return parentEffect }
                        return parentEffect.merge(with: Effect(work: [.cancelScope([scope])]))
                    }
                    (childEffect, dismisses) = effect.lifted(into: scope, event: event.embed, output: output)
                    reduced = effect
                } else {
                    childEffect = .issue(.absentChild(parentEvent, at: name))
                }
            }
            let parentEffect = parent(&state, parentEvent)
            if dismisses { dismiss(&state) }
            guard wasPresent, dismisses || !isPresent(&state) else {
                return childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            }
            // The child left: it does not get the events it sent itself.
            if let reduced { childEffect = reduced.withoutSends().lifted(into: scope, event: event.embed, output: output).effect }
            let effect = childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            return effect.merge(with: Effect(work: [.cancelScope([scope])]))
        }
    }

    /// `presenting` for a child with an identity: as there, and a child whose
    /// id changed was replaced, so its effects are cancelled too. `identity`
    /// is `nil` when the child is absent. Apart so that children without an
    /// identity pay nothing for it.
    @inlinable
    func presentingReplaceable<ChildEvent: Sendable, ChildOutput: Sendable>(
        _ scope: EffectID,
        named name: any Hashable & Sendable,
        identity: @escaping @Sendable (inout State) -> AnyHashable?,
        reduceChild: @escaping @Sendable (inout State, ChildEvent) -> Effect<ChildEvent, ChildOutput>?,
        dismiss: @escaping @Sendable (inout State) -> Void,
        event: Case<Event, ChildEvent>,
        output: @escaping @Sendable (ChildOutput) -> Event
    ) -> Reducer {
        let parent = body
        return Reducer { state, parentEvent in
            let identityBefore = identity(&state)
            var childEffect = Effect<Event, Output>.none
            var reduced: Effect<ChildEvent, ChildOutput>?
            var dismisses = false
            if let childEvent = event.extract(parentEvent) {
                if identityBefore != nil, let effect = reduceChild(&state, childEvent) {
                    (childEffect, dismisses) = effect.lifted(into: scope, event: event.embed, output: output)
                    reduced = effect
                } else {
                    childEffect = .issue(.absentChild(parentEvent, at: name))
                }
            }
            let parentEffect = parent(&state, parentEvent)
            if dismisses { dismiss(&state) }
            guard identityBefore != nil, dismisses || identity(&state) != identityBefore else {
                return childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            }
            // The child left or was replaced: it does not get the events it sent itself.
            if let reduced { childEffect = reduced.withoutSends().lifted(into: scope, event: event.embed, output: output).effect }
            let effect = childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            return effect.merge(with: Effect(work: [.cancelScope([scope])]))
        }
    }
}

extension StoreIssue {
    /// The issue of `event`, dropped because the child at `path` is not there.
    @usableFromInline
    static func absentChild(_ event: some Sendable, at path: some Hashable & Sendable, element: String? = nil) -> StoreIssue {
        let child = element.map { "the element \($0) of \(path)" } ?? "\(path)"
        return StoreIssue(
            kind: .eventForAbsentChild,
            message: "an event for a child that is not there was dropped: \(event) (\(child) is not present)")
    }
}
