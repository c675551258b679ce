// The stores of benchmark #13 (composition): the same mutation, an Int
// counter incremented, sent to a root store directly and to a grandchild
// through two levels of composition. Shared with the callgrind harness
// (Callgrind/Sources/CallgrindHarness/CompositionFixture.swift is a link to
// this file), so both measure the same code.
import Fractal
import FractalTesting

/// The grandchild (and the direct baseline's root): a counter.
struct CounterState: Equatable, Sendable {
    var count = 0
}

enum TallyEvent: Equatable, Sendable {
    case increment
    case reset
}

let tally = Reducer<CounterState, TallyEvent, Never> { state, event in
    switch event {
    case .increment: state.count += 1
    case .reset: state.count = 0
    }
    return .none
}

// MARK: ifLet → ifLet (a sheet presenting a sheet), and ifLet → scope

struct SheetState: Equatable, Sendable {
    var counter: CounterState? = CounterState()
    var always = CounterState()
    var isEditing = false
}

enum SheetEvent: Equatable, Sendable {
    case counter(TallyEvent)
    case editTapped
}

struct RootState: Equatable, Sendable {
    var sheet: SheetState? = SheetState()
    var opened = 0
}

enum RootEvent: Equatable, Sendable {
    case sheet(SheetEvent)
    case openTapped
}

let counterEvents = Case(SheetEvent.counter) { if case .counter(let event) = $0 { event } else { nil } }
let sheetEvents = Case(RootEvent.sheet) { if case .sheet(let event) = $0 { event } else { nil } }

/// The sheet's own reducer: what a parent does on every event, its children's included.
let sheetBody = Reducer<SheetState, SheetEvent, Never> { state, event in
    switch event {
    case .counter: break
    case .editTapped: state.isEditing = true
    }
    return .none
}

let rootBody = Reducer<RootState, RootEvent, Never> { state, event in
    switch event {
    case .sheet: break
    case .openTapped:
        state.opened += 1
        state.sheet = SheetState()
    }
    return .none
}

/// Root `ifLet(\.sheet)` whose child is `ifLet(\.counter)`: the counter is a
/// sheet presented by a sheet.
func makeIfLetIfLetStore() -> Store<RootState, RootEvent, Never> {
    let sheet = sheetBody.ifLet(\.counter, event: counterEvents, child: tally)
    let root = rootBody.ifLet(\.sheet, event: sheetEvents, child: sheet)
    return Store(initial: RootState(), scheduler: TestScheduler(), reducer: root)
}

/// Root `ifLet(\.sheet)` whose child is `scope(\.always)`: the counter is a
/// part of a presented sheet that is always there.
func makeIfLetScopeStore() -> Store<RootState, RootEvent, Never> {
    let sheet = sheetBody.scope(\.always, event: counterEvents, child: tally)
    let root = rootBody.ifLet(\.sheet, event: sheetEvents, child: sheet)
    return Store(initial: RootState(), scheduler: TestScheduler(), reducer: root)
}

let grandchildEvent = RootEvent.sheet(.counter(.increment))

// MARK: forEach(\.path) → ifLet (list → detail → record)

struct DetailState: Equatable, Sendable {
    var record: CounterState? = CounterState()
    var isEditing = false
}

enum DetailEvent: Equatable, Sendable {
    case record(TallyEvent)
    case editTapped
}

struct ListState: Equatable, Sendable {
    var path = Stack<DetailState>()
    var opened = 0
}

enum ListEvent: Equatable, Sendable {
    case path(StackEvent<DetailEvent>)
    case openTapped
}

let recordEvents = Case(DetailEvent.record) { if case .record(let event) = $0 { event } else { nil } }
let pathEvents = Case(ListEvent.path) { if case .path(let event) = $0 { event } else { nil } }

let detailBody = Reducer<DetailState, DetailEvent, Never> { state, event in
    switch event {
    case .record: break
    case .editTapped: state.isEditing = true
    }
    return .none
}

let listBody = Reducer<ListState, ListEvent, Never> { state, event in
    switch event {
    case .path: break
    case .openTapped:
        state.opened += 1
        state.path.append(DetailState())
    }
    return .none
}

/// A list whose stack holds one detail screen presenting a record screen:
/// root `forEach(\.path)` whose element is `ifLet(\.record)`.
func makeStackIfLetStore() -> (store: Store<ListState, ListEvent, Never>, event: ListEvent) {
    let detail = detailBody.ifLet(\.record, event: recordEvents, child: tally)
    let list = listBody.forEach(\.path, event: pathEvents, child: detail)
    var initial = ListState()
    let id = initial.path.append(DetailState())
    let store = Store(initial: initial, scheduler: TestScheduler(), reducer: list)
    return (store, .path(.element(id: id, event: .record(.increment))))
}

// MARK: the baseline

/// A root store whose reducer is the counter itself.
func makeDirectStore() -> Store<CounterState, TallyEvent, Never> {
    Store(initial: CounterState(), scheduler: TestScheduler(), reducer: tally)
}
