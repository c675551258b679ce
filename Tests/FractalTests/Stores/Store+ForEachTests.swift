import Fractal
import FractalTesting
import Testing

/// Subscribes a recording presenter to every row store; returns them by id.
func renderRows(_ rows: [Store<Todo, TodoEvent, Never>]) -> ([Int: RecordingPresenter<String>], [any Disposable]) {
    var presenters: [Int: RecordingPresenter<String>] = [:]
    var subscriptions: [any Disposable] = []
    for row in rows {
        let presenter = RecordingPresenter<String>("row \(row.states.value.id)")
        presenters[row.states.value.id] = presenter
        subscriptions.append(row.subscribe(presenter) { "\($0.title)\($0.isDone ? " ✓" : "")" })
    }
    return (presenters, subscriptions)
}

@Suite("A keyed scope gives each row a store that fires only for its row")
struct StoreForEachTests {
    @Test(arguments: [10, 1_000])
    func aRowsEventRendersThatRowAlone(count: Int) {
        let store = makeTodos(count)
        let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let (presenters, subscriptions) = renderRows(rows.value)
        #expect(presenters.values.allSatisfy { $0.presentedCount == 1 })

        rows.value[3].send(.toggle)
        #expect(store.states.value.todos[id: 3]?.isDone == true)
        #expect(presenters[3]?.current == "todo 3 ✓")
        let rendered = presenters.values.filter { $0.presentedCount > 1 }.map(\.name)
        #expect(rendered == ["row 3"])
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aParentEventChangingSeveralRowsRendersEachOnce() {
        let store = makeTodos(5)
        let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let (presenters, subscriptions) = renderRows(rows.value)
        store.send(.renameAll("same"))
        #expect(presenters.values.allSatisfy { $0.presentedCount == 2 && $0.current == "same" })
        subscriptions.forEach { $0.dispose() }
    }

    @Test func addingRemovingAndSortingPublishTheOrderAndKeepRowStores() {
        let store = makeTodos(3)
        let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let first = rows.value
        let orders = Recorder<[Int]>()
        let observation = rows.observe { orders.record($0.map(\.states.value.id)) }

        store.send(.add(Todo(id: 9, title: "a first")))
        store.send(.remove(1))
        store.send(.sortByTitle)
        store.send(.todo(0, .toggle))  // no change of order: nothing published
        #expect(orders.values == [[0, 1, 2], [0, 1, 2, 9], [0, 2, 9], [9, 0, 2]])
        #expect(rows.value[1] === first[0])  // the row store of id 0 stayed
        #expect(rows.value[1].states.value.isDone)
        observation.dispose()
    }

    @Test func replacingTheWholeListIsNoticed() {
        let store = makeTodos(2)
        let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let (presenters, subscriptions) = renderRows(rows.value)
        store.send(.replaceAll([Todo(id: 0, title: "new"), Todo(id: 1, title: "todo 1")]))
        #expect(presenters[0]?.current == "new")
        #expect(presenters[1]?.presentedCount == 1)  // equal: not rendered again
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aRowStoreSharesTheRootsLifetime() {
        let store = makeTodos(2)
        let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let row = rows.value[0]
        row.dispose()  // a view: disposes the root
        #expect(store.isDisposed)
        row.send(.toggle)
        #expect(store.states.value.todos[id: 0]?.isDone == false)
    }

    @Test func aKeyedRowListPresentsRowStoresKeptByIdentity() {
        let store = makeTodos(3)
        let rowStores = store.scope(forEach: \.todos, event: TodosEvent.todo)
        let list = RecordingList<Store<Todo, TodoEvent, Never>, Int, RecordingPresenter<String>>(
            keyedBy: { $0.states.value.id },
            makeCell: { RecordingPresenter<String>("row \($0)") },
            presentRow: { row, cell in row.subscribe(cell) { $0.title } }
        )
        let rowsPresenter = list.presenter
        let presentation = rowsPresenter.list(keyedBy: { $0.states.value.id }, isUnchanged: { $0 === $1 }) <~ rowStores
        list.showAllCells()
        store.send(.add(Todo(id: 3, title: "new")))
        #expect(list.differences.last == ListDifference(insertions: [3]))  // kept rows: same stores, no updates
        store.send(.todo(1, .rename("renamed")))
        #expect(list.cell(forKey: 1)?.current == "renamed")
        #expect(list.problems.isEmpty)
        presentation?.dispose()
    }
}

@Suite("Keyed row stores stay current as long as anyone uses them")
struct StoreForEachLifetimeTests {
    @Test func observingTheRowsKeepsThemCurrent() {
        let store = makeTodos(1)
        let counts = Recorder<Int>()
        let observation = store.scope(forEach: \.todos, event: TodosEvent.todo).map(\.count).observe(counts.record)
        store.send(.add(Todo(id: 7, title: "later")))
        #expect(counts.values == [1, 2])
        observation.dispose()
    }

    @Test func aRowStoreHandedOnStaysCurrentAfterTheListIsGone() {
        let store = makeTodos(2)
        let row = store.scope(forEach: \.todos, event: TodosEvent.todo).value[1]
        row.send(.rename("renamed"))
        #expect(store.states.value.todos[id: 1]?.title == "renamed")
        #expect(row.states.value.title == "renamed")
        store.send(.todo(1, .toggle))
        #expect(row.states.value.isDone)
        store.send(.add(Todo(id: 9, title: "new")))  // a rebuild with nobody publishing
        store.send(.todo(1, .toggle))
        #expect(row.states.value.isDone == false)
    }

    @Test func nothingIsLeftAliveWhenRowsAndStoreAreGone() {
        weak var root: Store<TodosState, TodosEvent, Never>?
        weak var row: Store<Todo, TodoEvent, Never>?
        do {
            let store = makeTodos(3)
            root = store
            let rows = store.scope(forEach: \.todos, event: TodosEvent.todo)
            row = rows.value[0]
            store.send(.todo(0, .toggle))
            #expect(row?.states.value.isDone == true)
        }
        #expect(row == nil)
        #expect(root == nil)  // nothing of the scope kept the store (no cycle)
    }
}
