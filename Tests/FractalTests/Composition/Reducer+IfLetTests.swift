import Fractal
import FractalTesting
import Testing

@Suite("An optional child runs inside its parent's reducer")
struct ReducerIfLetTests {
    @Test("the child reduces its events, saves through an output and dismisses itself")
    func childSavesAndDismisses() throws {
        let tester = StoreTester(initial: NotesState(), reducer: makeNotes())
        tester.send(.addTapped) { $0.editor = EditorState() }
        tester.send(.editor(.titleChanged("Plan"))) { $0.editor?.title = "Plan" }
        tester.send(.editor(.saveTapped)) { $0.editor = nil }
        tester.receive(.editorFinished(.saved("Plan"))) { $0.titles = ["Plan"] }
        tester.finish()
    }

    @Test("dismissing the child cancels its running effects")
    func dismissCancelsEffects() throws {
        let tester = StoreTester(initial: NotesState(), reducer: makeNotes())
        tester.send(.addTapped) { $0.editor = EditorState() }
        tester.send(.editor(.autosaveStarted))
        tester.advance(by: .seconds(1))
        tester.receive(.editor(.autosaved)) { $0.editor?.autosaves = 1 }
        tester.send(.editor(.cancelTapped)) { $0.editor = nil }
        tester.advance(by: .seconds(5))
        tester.finish()
    }

    @Test("the parent setting the child to nil cancels its running effects")
    func parentClearingCancelsEffects() throws {
        let parent = Reducer<NotesState, NotesEvent, Never> { state, event in
            if case .editorFinished = event { state.editor = nil }
            return .none
        }
        .ifLet(\.editor, event: editorEvents, output: NotesEvent.editorFinished, child: editor)
        let tester = StoreTester(initial: NotesState(editor: EditorState()), reducer: parent)
        tester.send(.editor(.autosaveStarted))
        tester.send(.editorFinished(.saved("x"))) { $0.editor = nil }
        tester.advance(by: .seconds(3))
        tester.finish()
    }

    @Test("an event for a child that is not there is dropped and reported")
    func absentChildIsReported() {
        let store = Store(initial: NotesState(), scheduler: TestScheduler(), reducer: makeNotes())
        let log = IssueLog()
        let logging = store.issues.observe { log.append($0.message) }
        store.send(.editor(.titleChanged("lost")))
        #expect(store.states.value == NotesState())
        #expect(log.all.count == 1)
        #expect(log.all.first?.contains("titleChanged(\"lost\")") == true)
        #expect(log.all.first?.contains("editor") == true)
        logging.dispose()
    }

    @Test("a store tester fails on an event for a child that is not there")
    func testerFailsOnAbsentChild() throws {
        let tester = StoreTester(initial: NotesState(), reducer: makeNotes())
        let failure = failures { tester.send(.editor(.saveTapped)) }
        #expect(failure.message.contains("the store reported"))
        #expect(failure.message.contains("saveTapped"))
    }

    @Test("two children's effects with the same id are kept apart")
    func childEffectIDsAreNamespaced() throws {
        struct Pair: Equatable, Sendable {
            var left: EditorState? = EditorState()
            var right: EditorState? = EditorState()
        }
        enum PairEvent: Equatable, Sendable {
            case left(EditorEvent)
            case right(EditorEvent)
        }
        let pair = Reducer<Pair, PairEvent, Never> { _, _ in .none }
            .ifLet(\.left, event: Case(PairEvent.left) { if case .left(let e) = $0 { e } else { nil } }, output: { _ in .left(.autosaved) }, child: editor)
            .ifLet(\.right, event: Case(PairEvent.right) { if case .right(let e) = $0 { e } else { nil } }, output: { _ in .right(.autosaved) }, child: editor)
        let tester = StoreTester(initial: Pair(), reducer: pair)
        tester.send(.left(.autosaveStarted))
        tester.send(.right(.autosaveStarted))
        tester.send(.left(.cancelTapped)) { $0.left = nil }
        tester.advance(by: .seconds(1))
        tester.receive(.right(.autosaved)) { $0.right?.autosaves = 1 }
        tester.send(.right(.cancelTapped)) { $0.right = nil }
        tester.finish()
    }

    @Test("a root reducer that returns dismiss is reported, not obeyed")
    func rootDismissIsReported() {
        let store = Store(initial: EditorState(), scheduler: TestScheduler(), reducer: editor)
        let log = IssueLog()
        let logging = store.issues.observe { log.append("\($0.kind)") }
        store.send(.cancelTapped)
        #expect(log.all == ["dismissWithoutPresenter"])
        #expect(!store.isDisposed)
        logging.dispose()
    }
}

@Suite("One case of a destination runs as a child")
struct ReducerIfLetCaseTests {
    @Test("the edit form saves into the parent and is dismissed")
    func editFormSaves() throws {
        let tester = StoreTester(initial: DetailState(), reducer: makeDetail())
        tester.send(.editTapped) { $0.destination = .edit(EditorState(title: "Design")) }
        tester.send(.edit(.titleChanged("Review"))) { $0.destination = .edit(EditorState(title: "Review")) }
        tester.send(.edit(.saveTapped)) { $0.destination = nil }
        tester.receive(.edited(.saved("Review"))) { $0.title = "Review" }
        tester.finish()
    }

    @Test("a button of a presented value is reduced by the parent, then the value is dismissed")
    func alertIsDismissedAfterItsEvent() throws {
        let tester = StoreTester(initial: DetailState(), reducer: makeDetail())
        tester.send(.deleteTapped) { $0.destination = .alert("Delete Design?") }
        tester.send(.alert(.confirm)) {
            $0.isDeleted = true
            $0.destination = nil
        }
        tester.send(.deleteTapped) { $0.destination = .alert("Delete Design?") }
        tester.send(.alert(.keep)) { $0.destination = nil }
        tester.finish()
    }

    @Test("an event for a case that is not the destination is dropped and reported")
    func otherCaseIsReported() throws {
        let tester = StoreTester(initial: DetailState(), reducer: makeDetail())
        tester.send(.editTapped) { $0.destination = .edit(EditorState(title: "Design")) }
        let failure = failures {
            tester.send(.alert(.confirm)) { $0.isDeleted = true }
        }
        #expect(failure.message.contains("the store reported"))
        #expect(failure.message.contains("alert(") && failure.message.contains("confirm"))
    }

    @Test("replacing the destination with another case cancels the child's effects")
    func switchingCaseCancelsEffects() throws {
        let tester = StoreTester(initial: DetailState(), reducer: makeDetail())
        tester.send(.editTapped) { $0.destination = .edit(EditorState(title: "Design")) }
        tester.send(.edit(.autosaveStarted))
        tester.send(.deleteTapped) { $0.destination = .alert("Delete Design?") }
        tester.advance(by: .seconds(2))
        tester.send(.alert(.keep)) { $0.destination = nil }
        tester.finish()
    }

    @Test("a case extracts its value and embeds it back")
    func caseRoundTrips() {
        let edit = Case(Destination.edit) { if case .edit(let form) = $0 { form } else { nil } }
        #expect(edit.extract(.edit(EditorState(title: "a"))) == EditorState(title: "a"))
        #expect(edit.extract(.alert("no")) == nil)
        #expect(edit.embed(EditorState(title: "b")) == .edit(EditorState(title: "b")))
    }
}

@Suite("A present child replaced by another one")
struct ReducerIfLetReplacementTests {
    struct Ticker: Identifiable, Equatable, Sendable {
        let id: Int
        var ticks = 0
    }

    enum TickerEvent: Equatable, Sendable {
        case start
        case tick
    }

    struct Host: Equatable, Sendable {
        var ticker: Ticker?
        var destination: Destination?
    }

    enum Destination: Equatable, Sendable {
        case ticker(Ticker)

        static let tickerCase = Case(Destination.ticker) { if case .ticker(let ticker) = $0 { ticker } else { nil } }
    }

    enum HostEvent: Equatable, Sendable {
        case ticker(TickerEvent)
        case destination(TickerEvent)
        case replace(Int)
        case update
    }

    static let ticker = Reducer<Ticker, TickerEvent, Never> { ticker, event in
        switch event {
        case .start: return .send(.tick, every: .seconds(1), id: "timer")
        case .tick:
            ticker.ticks += 1
            return .none
        }
    }

    static let host = Reducer<Host, HostEvent, Never> { state, event in
        switch event {
        case .replace(let id):
            state.ticker = Ticker(id: id)
            state.destination = .ticker(Ticker(id: id))
        case .update:
            state.ticker?.ticks = 100
        case .ticker, .destination:
            break
        }
        return .none
    }
    .ifLet(\.ticker, event: Case(HostEvent.ticker) { if case .ticker(let e) = $0 { e } else { nil } }, child: ticker)
    .ifLet(
        \.destination, case: Destination.tickerCase,
        event: Case(HostEvent.destination) { if case .destination(let e) = $0 { e } else { nil } }, child: ticker)

    @Test func anIdentifiableChildWithAnotherIDIsANewChildAndTheOldOnesWorkStops() throws {
        let tester = StoreTester(initial: Host(ticker: Ticker(id: 1), destination: .ticker(Ticker(id: 1))), reducer: Self.host)
        tester.send(.ticker(.start))
        tester.send(.destination(.start))
        tester.send(.replace(2)) {
            $0.ticker = Ticker(id: 2)
            $0.destination = .ticker(Ticker(id: 2))
        }
        tester.advance(by: .seconds(3))
        tester.finish()
    }

    @Test func theSameChildChangedKeepsItsWork() throws {
        let tester = StoreTester(initial: Host(ticker: Ticker(id: 1)), reducer: Self.host)
        tester.send(.ticker(.start))
        tester.send(.update) { $0.ticker?.ticks = 100 }
        tester.advance(by: .seconds(1))
        tester.receive(.ticker(.tick)) { $0.ticker?.ticks = 101 }
        tester.send(.replace(1)) {
            $0.ticker = Ticker(id: 1)
            $0.destination = .ticker(Ticker(id: 1))
        }
        tester.advance(by: .seconds(1))
        tester.receive(.ticker(.tick)) { $0.ticker?.ticks = 1 }
        tester.send(.replace(3)) {
            $0.ticker = Ticker(id: 3)
            $0.destination = .ticker(Ticker(id: 3))
        }
        tester.finish()
    }
}
