/// The row stores of ``Store/scope(forEach:event:)``: one store per element
/// of an ``IdentifiedList`` in the parent's state, each with its own state
/// property, updated only when its element changed.
///
/// One observation of the parent's state serves every row. For each new
/// parent state it asks the list which ids changed since the revision it
/// last saw and sets only those rows' properties; when the list cannot say
/// (elements were added, removed or reordered), it compares every row and
/// rebuilds the ordered row list, reusing the stores of ids that stayed.
/// Parent deliveries to one observer never overlap, so `update` runs alone.
@usableFromInline
final class KeyedStoreScope<
    ParentState: Sendable, ParentEvent: Sendable, Element: Identifiable & Equatable & Sendable,
    ChildEvent: Sendable, Output: Sendable
>: PropertyProtocol where Element.ID: Sendable {
    @usableFromInline typealias Row = Store<Element, ChildEvent, Output>

    @usableFromInline struct Rows {
        @usableFromInline var revision: IdentifiedListRevision?
        @usableFromInline var order: [Element.ID] = []
        @usableFromInline var states: [Element.ID: MutableProperty<Element>] = [:]
        @usableFromInline var stores: [Element.ID: Row] = [:]

        @inlinable init() {}
    }

    @usableFromInline let parent: Store<ParentState, ParentEvent, Output>
    @usableFromInline let elements: @Sendable (ParentState) -> IdentifiedList<Element>
    @usableFromInline let event: @Sendable (Element.ID, ChildEvent) -> ParentEvent
    @usableFromInline let rows = Locked<Rows>.make(Rows())
    @usableFromInline let ordered = MutableProperty<[Row]>([])
    @usableFromInline let observation = SerialDisposable()

    @inlinable
    init(
        parent: Store<ParentState, ParentEvent, Output>,
        elements: @escaping @Sendable (ParentState) -> IdentifiedList<Element>,
        event: @escaping @Sendable (Element.ID, ChildEvent) -> ParentEvent
    ) {
        self.parent = parent
        self.elements = elements
        self.event = event
        observation.inner = parent.state.observe { [weak self] state in self?.update(elements(state)) }
    }

    deinit {
        observation.dispose()
    }

    @inlinable
    var value: [Row] { ordered.value }

    @inlinable
    func observe(_ observer: @escaping @Sendable ([Row]) -> Void) -> any Disposable {
        ordered.observe(observer)
    }

    @inlinable
    func observeChanges(_ observer: @escaping @Sendable ([Row]) -> Void) -> any Disposable {
        ordered.observeChanges(observer)
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
    /// new ones, drops the rest, and publishes the new order.
    @inlinable
    func rebuild(from list: IdentifiedList<Element>) {
        var toUpdate: [(MutableProperty<Element>, Element)] = []
        let (stores, orderChanged) = rows.withLock { rows -> ([Row], Bool) in
            var states: [Element.ID: MutableProperty<Element>] = [:]
            var stores: [Element.ID: Row] = [:]
            states.reserveCapacity(list.count)
            stores.reserveCapacity(list.count)
            var ordered: [Row] = []
            ordered.reserveCapacity(list.count)
            for element in list {
                if let state = rows.states[element.id], let store = rows.stores[element.id] {
                    if state.value != element { toUpdate.append((state, element)) }
                    states[element.id] = state
                    stores[element.id] = store
                    ordered.append(store)
                } else {
                    let state = MutableProperty(element)
                    let store = makeStore(id: element.id, state: state)
                    states[element.id] = state
                    stores[element.id] = store
                    ordered.append(store)
                }
            }
            let orderChanged = rows.revision == nil || list.orderedIDs != rows.order
            rows.order = list.orderedIDs
            rows.states = states
            rows.stores = stores
            rows.revision = list.revision
            return (ordered, orderChanged)
        }
        for (state, element) in toUpdate { state.value = element }
        if orderChanged { ordered.value = stores }
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
            parent: parent
        )
    }
}
