extension Reducer {
    /// This reducer with a child feature per element of an
    /// ``IdentifiedList`` (the rows of a list): a row's events run `child` on
    /// that row first, then this reducer runs on every event.
    ///
    /// ```swift
    /// .forEach(\.items, event: itemEvents, output: ChecklistEvent.itemFinished, child: item)
    /// ```
    ///
    /// A row's outputs become this reducer's events through `output`, with
    /// the row's id. A row that returns ``Effect/dismiss`` is removed after
    /// this reducer has run. Every row that leaves the list while this
    /// composition runs (a dismissal, this reducer removing it) has its
    /// effects cancelled; rows removed by a reducer above this one are
    /// cancelled the next time an event through this composition changes
    /// the rows. Rows are known by their ids: a row
    /// removed and inserted again with the same id within one event is the
    /// same row, and keeps its effects. An event for a row that is not in
    /// the list is dropped, and the store reports a
    /// ``StoreIssue/Kind-swift.enum/eventForAbsentChild`` issue.
    ///
    /// - Parameters:
    ///   - elements: The list in this state.
    ///   - event: The case of this reducer's events that carries a row's id
    ///     and event.
    ///   - output: Turns a row's output, with its id, into an event of this
    ///     reducer.
    ///   - reducer: The rows' reducer.
    /// - Returns: The composed reducer.
    /// - Complexity: O(1) per event that adds, removes and reorders no rows,
    ///   plus the row's reducer for its own events; O(*n*) for *n* rows
    ///   when the rows changed.
    @inlinable
    public func forEach<Element: Identifiable & Sendable, ElementEvent: Sendable, ElementOutput: Sendable>(
        _ elements: WritableKeyPath<State, IdentifiedList<Element>> & Sendable,
        event: Case<Event, (Element.ID, ElementEvent)>,
        output: @escaping @Sendable (Element.ID, ElementOutput) -> Event,
        child reducer: Reducer<Element, ElementEvent, ElementOutput>
    ) -> Reducer where Element.ID: Sendable {
        let parent = body
        let access = ChildAccess(elements)
        return Reducer { state, parentEvent in
            var childEffect = Effect<Event, Output>.none
            var dismissed: Element.ID?
            // The row that reduced the event, if it asked for anything.
            var reduced: (id: Element.ID, effect: Effect<ElementEvent, ElementOutput>)?
            func lift(_ effect: Effect<ElementEvent, ElementOutput>, id: Element.ID) -> (effect: Effect<Event, Output>, dismisses: Bool) {
                effect.lifted(
                    into: EffectID.element(id, of: elements, Element.self),
                    event: { event.embed((id, $0)) },
                    output: { output(id, $0) })
            }
            if let (id, elementEvent) = event.extract(parentEvent) {
                let effect = access.modify(&state) { list -> Effect<ElementEvent, ElementOutput>? in
                    guard list.elements[id] != nil else { return nil }
                    defer { list.changes.record(id) }
                    return reducer.body(&list.elements[id]!, elementEvent)
                }
                if let effect {
                    if !effect.work.isEmpty {
                        let lifted = lift(effect, id: id)
                        childEffect = lifted.effect
                        if lifted.dismisses { dismissed = id }
                        reduced = (id, effect)
                    }
                } else {
                    childEffect = .issue(.absentChild(parentEvent, at: elements, element: "\(id)"))
                }
            }
            let structure = access.read(&state) { $0.changes.structureRevision }
            let parentEffect = parent(&state, parentEvent)
            if let dismissed { access.modify(&state) { _ = $0.remove(id: dismissed) } }
            guard access.read(&state, { $0.changes.structureRevision }) != structure else {
                return childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            }
            // Rows were added, removed or reordered: the work of every row not
            // in the list now is cancelled, and a row that left in this event
            // does not get the events it sent itself.
            let kept = access.read(&state) { Set($0.ids.lazy.map { EffectID($0) }) }
            if let reduced, !kept.contains(EffectID(reduced.id)) {
                childEffect = lift(reduced.effect.withoutSends(), id: reduced.id).effect
            }
            let effect = childEffect.work.isEmpty ? parentEffect : childEffect.merge(with: parentEffect)
            return effect.merge(with: Effect(work: [.cancelElements([], ElementScopes(of: elements, Element.self, keeping: kept))]))
        }
    }

    /// This reducer with a child feature per element of an
    /// ``IdentifiedList`` that has no outputs:
    /// ``forEach(_:event:output:child:)-(_,_,(Element.ID,ElementOutput)->Event,_)``
    /// without mapping outputs.
    ///
    /// - Parameters:
    ///   - elements: The list in this state.
    ///   - event: The case of this reducer's events that carries a row's id
    ///     and event.
    ///   - reducer: The rows' reducer.
    /// - Returns: The composed reducer.
    @inlinable
    public func forEach<Element: Identifiable & Sendable, ElementEvent: Sendable>(
        _ elements: WritableKeyPath<State, IdentifiedList<Element>> & Sendable,
        event: Case<Event, (Element.ID, ElementEvent)>,
        child reducer: Reducer<Element, ElementEvent, Never>
    ) -> Reducer where Element.ID: Sendable {
        forEach(elements, event: event, output: { _, never -> Event in }, child: reducer)
    }
}
