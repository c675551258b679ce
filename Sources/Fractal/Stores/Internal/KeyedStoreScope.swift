/// What ``Store/scope(forEach:event:)`` returns: the ordered row stores, as
/// a property. It owns the published list and the ``KeyedRowsCore`` that
/// keeps the rows current; observing it keeps it alive (like other derived
/// properties), so `rowsPresenter <~ store.scope(forEach: …)` stays current
/// for as long as it is presented.
@usableFromInline
final class KeyedStoreScope<
    ParentState: Sendable, ParentEvent: Sendable, Element: Identifiable & Equatable & Sendable,
    ChildEvent: Sendable, Output: Sendable
>: PropertyProtocol where Element.ID: Sendable {
    @usableFromInline typealias Core = KeyedRowsCore<ParentState, ParentEvent, Element, ChildEvent, Output>

    @usableFromInline let ordered: MutableProperty<[Core.Row]>
    @usableFromInline let core: Core

    @inlinable
    init(
        parent: Store<ParentState, ParentEvent, Output>,
        elements: @escaping @Sendable (ParentState) -> IdentifiedList<Element>,
        event: @escaping @Sendable (Element.ID, ChildEvent) -> ParentEvent
    ) {
        let ordered = MutableProperty<[Core.Row]>([])
        self.ordered = ordered
        core = Core(parent: parent, elements: elements, event: event, ordered: ordered)
    }

    @inlinable
    var value: [Core.Row] { ordered.value }

    @inlinable
    func observe(_ observer: @escaping @Sendable ([Core.Row]) -> Void) -> any Disposable {
        // The observer holds this object, so the rows stay current while observed.
        ordered.observe { [self] rows in withExtendedLifetime(self) { observer(rows) } }
    }

    @inlinable
    func observeChanges(_ observer: @escaping @Sendable ([Core.Row]) -> Void) -> any Disposable {
        ordered.observeChanges { [self] rows in withExtendedLifetime(self) { observer(rows) } }
    }
}

/// Keeps the row stores of a keyed scope current: one store per element of
/// an ``IdentifiedList`` in the parent's state, each with its own state
/// property, updated only when its element changed.
///
/// One observation of the parent's state serves every row. For each new
/// parent state it asks the list which ids changed since the revision it
/// last saw and sets only those rows' properties; when the list cannot say
/// (elements were added, removed or reordered), it compares every row and
/// publishes the new order, reusing the stores of ids that stayed. Parent
/// deliveries to one observer never overlap, so `update` runs alone.
///
/// Every row store holds this core (as its parent), so a row store handed
/// to a screen stays current even after the published list is gone. The
/// core holds the row stores and the published list only weakly, so
/// nothing here forms a cycle.
@usableFromInline
final class KeyedRowsCore<
    ParentState: Sendable, ParentEvent: Sendable, Element: Identifiable & Equatable & Sendable,
    ChildEvent: Sendable, Output: Sendable
>: Sendable where Element.ID: Sendable {
    @usableFromInline typealias Row = Store<Element, ChildEvent, Output>

    @usableFromInline struct WeakRow {
        @usableFromInline weak var store: Row?

        @inlinable init(_ store: Row) { self.store = store }
    }

    @usableFromInline struct Rows {
        @usableFromInline var revision: IdentifiedListRevision?
        @usableFromInline var order: [Element.ID] = []
        @usableFromInline var states: [Element.ID: MutableProperty<Element>] = [:]
        @usableFromInline var stores: [Element.ID: WeakRow] = [:]
        @usableFromInline weak var ordered: MutableProperty<[Row]>?

        @inlinable init() {}
    }

    @usableFromInline let parent: Store<ParentState, ParentEvent, Output>
    @usableFromInline let event: @Sendable (Element.ID, ChildEvent) -> ParentEvent
    @usableFromInline let rows = Locked<Rows>.make(Rows())
    @usableFromInline let observation = SerialDisposable()

    @inlinable
    init(
        parent: Store<ParentState, ParentEvent, Output>,
        elements: @escaping @Sendable (ParentState) -> IdentifiedList<Element>,
        event: @escaping @Sendable (Element.ID, ChildEvent) -> ParentEvent,
        ordered: MutableProperty<[Row]>
    ) {
        self.parent = parent
        self.event = event
        rows.withLock { $0.ordered = ordered }
        observation.inner = parent.states.observe { [weak self] state in self?.update(elements(state)) }
    }

    deinit {
        observation.dispose()
    }

    @inlinable
    func update(_ list: IdentifiedList<Element>) {
        let revision = rows.withLock { $0.revision }
        // The cheap path: only the rows the list says changed, one lookup each.
        let isCheap =
            revision.map { revision in
                list.forEachChangedID(since: revision) { id in
                    let state = rows.withLock { $0.states[id] }
                    if let state, let element = list[id: id], element != state.value { state.value = element }
                }
            } ?? false
        if isCheap {
            rows.withLock { $0.revision = list.revision }
        } else {
            rebuild(from: list)
        }
    }

    /// Compares every row: reuses the stores of ids that stayed, makes the
    /// new ones (if the list is published), drops the rest, and publishes the
    /// new order.
    @inlinable
    func rebuild(from list: IdentifiedList<Element>) {
        var toUpdate: [(MutableProperty<Element>, Element)] = []
        let (published, target) = rows.withLock { rows -> ([Row]?, MutableProperty<[Row]>?) in
            let target = rows.ordered
            var states: [Element.ID: MutableProperty<Element>] = [:]
            var stores: [Element.ID: WeakRow] = [:]
            var ordered: [Row] = []
            ordered.reserveCapacity(list.count)
            for element in list {
                let kept = rows.states[element.id]
                let state = kept ?? MutableProperty(element)
                if let kept, kept.value != element { toUpdate.append((kept, element)) }
                let store = rows.stores[element.id]?.store ?? (target == nil ? nil : makeStore(id: element.id, state: state))
                // With nobody publishing the list, only the rows someone still holds are kept current.
                guard let store else { continue }
                states[element.id] = state
                stores[element.id] = WeakRow(store)
                ordered.append(store)
            }
            let orderChanged = rows.revision == nil || list.orderedIDs != rows.order
            rows.order = list.orderedIDs
            rows.states = states
            rows.stores = stores
            rows.revision = list.revision
            return (orderChanged ? ordered : nil, target)
        }
        for (state, element) in toUpdate { state.value = element }
        if let published, let target { target.value = published }
    }

    @inlinable
    func makeStore(id: Element.ID, state: MutableProperty<Element>) -> Row {
        let parentSend = parent.sendEvent
        let event = event
        return Row(
            state: Property(state),
            outputs: parent.outputs,
            send: { parentSend(event(id, $0)) },
            root: parent.root,
            parent: self
        )
    }
}
