extension Reducer {
    /// This reducer with a navigation stack of child features: each
    /// element's events run `child` on that element first, then this
    /// reducer runs on every event.
    ///
    /// ```swift
    /// .forEach(\.path, event: pathEvents, output: BrowserEvent.pageFinished, child: page)
    /// ```
    ///
    /// An element's outputs become this reducer's events through `output`,
    /// with the element's id. An element that returns ``Effect/dismiss`` is
    /// popped, with every element above it, after this reducer has run;
    /// ``StackEvent/popFrom(id:)`` (a back button) does the same (if this
    /// reducer replaced the stack meanwhile, the element has left already,
    /// and a new element with its id stays). Every element that leaves the
    /// stack while this composition runs (a pop, a dismissal, this reducer
    /// changing the stack) has its effects cancelled; a stack replaced by
    /// another value (a deep link) has left entirely, even where the new
    /// one's ids repeat its own. Elements removed by a reducer above this
    /// one are cancelled the next time an event through this composition
    /// changes the stack; remove them through this reducer's events to stop
    /// their work at once. An event for an element that is not in the
    /// stack, or a pop of one, is dropped, and the store reports a
    /// ``StoreIssue/Kind-swift.enum/eventForAbsentChild`` issue.
    ///
    /// - Parameters:
    ///   - stack: The stack in this state.
    ///   - event: The case of this reducer's events that carries the stack's.
    ///   - output: Turns an element's output, with its id, into an event of
    ///     this reducer.
    ///   - reducer: The elements' reducer.
    /// - Returns: The composed reducer.
    /// - Complexity: O(1) per event that leaves the stack as it was, plus
    ///   the element's reducer for its own events; O(*n*) for the *n*
    ///   elements when elements were pushed or popped.
    @inlinable
    public func forEach<Element: Sendable, ElementEvent: Sendable, ElementOutput: Sendable>(
        _ stack: WritableKeyPath<State, Stack<Element>> & Sendable,
        event: Case<Event, StackEvent<ElementEvent>>,
        output: @escaping @Sendable (StackID, ElementOutput) -> Event,
        child reducer: Reducer<Element, ElementEvent, ElementOutput>
    ) -> Reducer {
        let parent = body
        let access = ChildAccess(stack)
        // Cancels the work of every element not in the stack now.
        @Sendable func cancelDeparted(_ state: inout State) -> (kept: Set<EffectID>, effect: Effect<Event, Output>) {
            let kept = access.read(&state) { Set($0.storage.lazy.map { EffectID($0.push) }) }
            return (kept, Effect(work: [.cancelElements([], ElementScopes(of: stack, Element.self, keeping: kept))]))
        }
        // By push, not by id: a stack that replaces this one may repeat its ids.
        @Sendable func lift(_ effect: Effect<ElementEvent, ElementOutput>, id: StackID, push: Int) -> (
            effect: Effect<Event, Output>, dismisses: Bool
        ) {
            effect.lifted(
                into: EffectID.element(push, of: stack, Element.self),
                event: { event.embed(.element(id: id, event: $0)) },
                output: { output(id, $0) })
        }
        return Reducer { state, parentEvent in
            let extracted = event.extract(parentEvent)
            // The element that reduced the event and what it asked for.
            var reduced: (id: StackID, push: Int, effect: Effect<ElementEvent, ElementOutput>)?
            var absent: StackID?
            if case .element(let id, let elementEvent)? = extracted {
                if let (push, effect) = access.modify(&state, { $0.modify(id) { reducer.body(&$0, elementEvent) } }) {
                    if effect.work.isEmpty {
                        // The common case: the element asked for nothing, so
                        // there is nothing to lift, merge or pop.
                        let structure = access.read(&state) { $0.structure }
                        let parentEffect = parent(&state, parentEvent)
                        guard access.read(&state, { $0.structure != structure }) else { return parentEffect }
                        return parentEffect.merge(with: cancelDeparted(&state).effect)
                    }
                    reduced = (id, push, effect)
                } else {
                    absent = id
                }
            }
            var childEffect = Effect<Event, Output>.none
            var dismissed: Int?  // the push of the element to pop from
            if let reduced {
                let lifted = lift(reduced.effect, id: reduced.id, push: reduced.push)
                childEffect = lifted.effect
                if lifted.dismisses { dismissed = reduced.push }
            } else if case .popFrom(let id)? = extracted {
                if let index = access.read(&state, { $0.index(of: id) }) {
                    dismissed = access.read(&state) { $0.storage[index].push }
                } else {
                    absent = id
                }
            }
            if let absent { childEffect = .issue(.absentChild(parentEvent, at: stack, element: "\(absent)")) }
            let structure = access.read(&state) { $0.structure }
            let parentEffect = parent(&state, parentEvent)
            // By push: the parent may have replaced the stack with one that repeats the id.
            if let dismissed { access.modify(&state) { $0.pop(fromPush: dismissed) } }
            guard access.read(&state, { $0.structure != structure }) else {
                return childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            }
            // Elements were pushed, popped or replaced: the work of every
            // element not in the stack now is cancelled, and an element that
            // left in this event does not get the events it sent itself.
            let (kept, cancellation) = cancelDeparted(&state)
            if let reduced, !kept.contains(EffectID(reduced.push)) {
                childEffect = lift(reduced.effect.withoutSends(), id: reduced.id, push: reduced.push).effect
            }
            let effect = childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            return effect.merge(with: cancellation)
        }
    }

    /// This reducer with a navigation stack of child features that have no
    /// outputs: ``forEach(_:event:output:child:)-(_,_,(StackID,ElementOutput)->Event,_)``
    /// without mapping outputs.
    ///
    /// - Parameters:
    ///   - stack: The stack in this state.
    ///   - event: The case of this reducer's events that carries the stack's.
    ///   - reducer: The elements' reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func forEach<Element: Sendable, ElementEvent: Sendable>(
        _ stack: WritableKeyPath<State, Stack<Element>> & Sendable,
        event: Case<Event, StackEvent<ElementEvent>>,
        child reducer: Reducer<Element, ElementEvent, Never>
    ) -> Reducer {
        forEach(stack, event: event, output: { _, never -> Event in }, child: reducer)
    }
}
