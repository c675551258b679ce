// The examples of the doc comments in Sources/Fractal/Stores, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Store's doc examples: a reducer's store, its scopes and subscriptions")
    struct StoreDocExampleTests {
        struct Session: Equatable, Sendable {
            var name: String?
        }

        struct AppState: Equatable, Sendable {
            var session = Session()
        }

        enum SessionEvent: Sendable {
            case signIn(name: String)
            case signOut
        }

        enum AppEvent: Sendable {
            case session(SessionEvent)
        }

        struct SignInViewModel: Equatable, Sendable {
            let greeting: String
            init(_ state: AppState) { greeting = state.session.name.map { "Hello, \($0)" } ?? "Sign in" }
        }

        func makeStore() -> Store<AppState, AppEvent, Never> {
            let store = Store(initial: AppState()) { (state: inout AppState, event: AppEvent) in
                switch event {
                case .session(.signIn(let name)): state.session.name = name
                case .session(.signOut): state.session.name = nil
                }
                return .none
            }
            store.send(.session(.signIn(name: "ada")))
            return store
        }

        @Test func aSentEventIsReducedIntoTheState() {
            let store = makeStore()
            #expect(store.states.value.session.name == "ada")
            store.send(.session(.signOut))
            #expect(store.states.value.session.name == nil)
        }

        @Test func aScopedEventIsReducedAsTheParentsEvent() {
            let store = makeStore()
            let session = store.scope(state: \.session, event: AppEvent.session)
            session.send(.signIn(name: "grace"))  // reduced as .session(.signIn(name: "grace"))
            #expect(store.states.value.session.name == "grace")
            #expect(session.states.value == Session(name: "grace"))
        }

        @Test func aSubscriptionPresentsAViewModelOfTheStateAsItChanges() {
            let store = makeStore()
            let signInPresenter = RecordingPresenter<SignInViewModel>("signIn")
            let subscription = store.subscribe(signInPresenter, SignInViewModel.init)
            store.send(.session(.signOut))
            #expect(signInPresenter.values.map(\.greeting) == ["Hello, ada", "Sign in"])
            subscription.dispose()
            #expect(signInPresenter.liveCount == 0)
        }
    }

    @Suite("Effect's doc example: a debounced search whose results come back as an event")
    struct EffectDocExampleTests {
        struct SearchState: Equatable, Sendable {
            var query = ""
            var results: [String] = []
        }

        enum SearchEvent: Equatable, Sendable {
            case searchChanged(String)
            case search
            case results([String])
            case resultTapped(Int)
        }

        enum SearchOutput: Equatable, Sendable {
            case openDetail(Int)
        }

        struct Directory: Sendable {
            func search(_ query: String) async -> [String] {
                ["Ada Lovelace", "Grace Hopper"].filter { $0.lowercased().hasPrefix(query) }
            }
        }

        static func reducer(api: Directory) -> @Sendable (inout SearchState, SearchEvent) -> Effect<SearchEvent, SearchOutput> {
            { state, event in
                switch event {
                case .searchChanged(let query):
                    state.query = query
                    return .send(.search, after: .milliseconds(300), id: "search", cancelInFlight: true)
                case .search:
                    return .run(id: "search") { [query = state.query] send in
                        send(.results(await api.search(query)))
                    }
                case .resultTapped(let id):
                    return .output(.openDetail(id))
                case .results(let results):
                    state.results = results
                    return .none
                }
            }
        }

        @Test func typingWaitsForQuietThenSearchesAndATapOpensTheDetail() async throws {
            let tester = StoreTester(initial: SearchState(), reduce: Self.reducer(api: Directory()))
            tester.send(.searchChanged("a")) { $0.query = "a" }
            tester.advance(by: .milliseconds(100))
            tester.send(.searchChanged("ada")) { $0.query = "ada" }
            tester.advance(by: .milliseconds(300))
            await tester.receive(.search)
            await tester.receive(.results(["Ada Lovelace"])) { $0.results = ["Ada Lovelace"] }
            tester.send(.resultTapped(0))
            tester.receiveOutput(.openDetail(0))
            await tester.finish()
        }
    }

    @Suite("IdentifiedList's doc example: rows by id, with changes recorded")
    struct IdentifiedListDocExampleTests {
        struct Todo: Identifiable, Equatable, Sendable {
            let id: Int
            var title: String
            var isDone = false
        }

        @Test func aRowChangedByIdAndAnAppendedRow() {
            var todos = IdentifiedList([Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")])
            todos[id: 2]?.isDone = true  // recorded as a change of row 2
            todos.append(Todo(id: 3, title: "Rest"))

            #expect(todos.map(\.title) == ["Write", "Ship", "Rest"])
            #expect(todos[id: 2]?.isDone == true)
            let revision = todos.revision
            todos[id: 1]?.title = "Write more"
            #expect(todos.changedIDs(since: revision) == [1])
        }
    }

    @Suite("IdentifiedList's editing doc examples: offsets as a list view reports its edits")
    struct IdentifiedListEditingDocExampleTests {
        struct Attendee: Identifiable, Equatable, Sendable {
            let id: String
        }

        func fourAttendees() -> IdentifiedList<Attendee> {
            IdentifiedList(["ada", "grace", "alan", "adele"].map(Attendee.init))
        }

        @Test func swipedOffsetsAreRemoved() {
            var attendees = fourAttendees()
            attendees.remove(atOffsets: [0, 2])
            #expect(attendees.orderedIDs == ["grace", "adele"])
        }

        @Test func aMovedAttendeeSitsBeforeTheOneAtTheDestination() {
            var attendees = fourAttendees()
            attendees.move(fromOffsets: [0], toOffset: 3)  // the first becomes the third
            #expect(attendees.orderedIDs == ["grace", "alan", "ada", "adele"])
        }
    }

    @Suite("Store+ForEach's doc example: one store per row, presented as a keyed list")
    struct StoreForEachDocExampleTests {
        struct Todo: Identifiable, Equatable, Sendable {
            let id: Int
            var isDone = false
        }

        enum TodoEvent: Sendable {
            case toggle
        }

        struct AppState: Equatable, Sendable {
            var todos: IdentifiedList<Todo>
        }

        enum AppEvent: Sendable {
            case todo(Int, TodoEvent)
            case add(Todo)
        }

        struct Presenters {
            let rows = RecordingPresenter<ListUpdate<Store<Todo, TodoEvent, Never>>>("rows")
            var rowsPresenter: Presenter<ListUpdate<Store<Todo, TodoEvent, Never>>> { rows.presenter }
        }

        @Test func aRowStoreSendsIntoTheParentAndTheListChangesOnlyWithItsRows() {
            let store = Store(initial: AppState(todos: [Todo(id: 1), Todo(id: 2)])) { (state: inout AppState, event: AppEvent) in
                switch event {
                case .todo(let id, .toggle): state.todos[id: id]?.isDone.toggle()
                case .add(let todo): state.todos.append(todo)
                }
                return .none
            }
            let presenters = Presenters()

            // A list view of row stores: a kept row is the same store object.
            let rowStores = store.scope(forEach: \.todos, event: AppEvent.todo)
            let presentation = presenters.rowsPresenter.list(keyedBy: { $0.states.value.id }, isUnchanged: { $0 === $1 }) <~ rowStores

            let second = rowStores.value[1]
            second.send(.toggle)
            #expect(store.states.value.todos[id: 2]?.isDone == true)
            #expect(second.states.value.isDone)
            #expect(presenters.rows.values.count == 1)  // the initial update only
            store.send(.add(Todo(id: 3)))
            #expect(presenters.rows.values.last?.difference.insertions == [2])
            #expect(rowStores.value[1] === second)
            presentation?.dispose()
        }
    }
}
