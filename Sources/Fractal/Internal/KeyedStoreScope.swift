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
final class KeyedStoreScope<
    ParentState: Sendable, ParentEvent: Sendable, Element: Identifiable & Equatable & Sendable,
    ChildEvent: Sendable, Output: Sendable
>: PropertyProtocol where Element.ID: Sendable {
    typealias Row = Store<Element, ChildEvent, Output>

    private struct Rows {
        var revision: IdentifiedListRevision?
        var order: [Element.ID] = []
        var states: [Element.ID: MutableProperty<Element>] = [:]
        var stores: [Element.ID: Row] = [:]
    }

    private let parent: Store<ParentState, ParentEvent, Output>
    private let elements: @Sendable (ParentState) -> IdentifiedList<Element>
    private let event: @Sendable (Element.ID, ChildEvent) -> ParentEvent
    private let rows = Locked<Rows>.make(Rows())
    private let ordered = MutableProperty<[Row]>([])
    private let observation = SerialDisposable()

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

    var value: [Row] { ordered.value }

    func observe(_ observer: @escaping @Sendable ([Row]) -> Void) -> any Disposable {
        ordered.observe(observer)
    }

    func observeChanges(_ observer: @escaping @Sendable ([Row]) -> Void) -> any Disposable {
        ordered.observeChanges(observer)
    }

    private func update(_ list: IdentifiedList<Element>) {
        let changed = rows.withLock { rows in rows.revision.flatMap { list.changedIDs(since: $0) } }
        if let changed {
            // The cheap path: only the rows the list says changed.
            let states = rows.withLock { rows in
                rows.revision = list.revision
                return changed.compactMap { id in rows.states[id].map { (id, $0) } }
            }
            for (id, state) in states {
                if let element = list[id: id], element != state.value { state.value = element }
            }
            return
        }
        rebuild(from: list)
    }

    /// Compares every row: reuses the stores of ids that stayed, makes the
    /// new ones, drops the rest, and publishes the new order.
    private func rebuild(from list: IdentifiedList<Element>) {
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

    private func makeStore(id: Element.ID, state: MutableProperty<Element>) -> Row {
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
