// The examples of the doc comments in Sources/Fractal/Stores, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Store's doc examples: a reducer's store, its scopes, and a view model made of its state")
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

        @Test func aPresenterShowsAViewModelOfTheStateAsItChanges() {
            let store = makeStore()
            let signIn = RecordingPresenter<SignInViewModel>("signIn")
            let presenter = signIn.presenter
            let presentation = presenter <~ store.states.map(SignInViewModel.init).skipRepeats()
            store.send(.session(.signOut))
            #expect(signIn.values.map(\.greeting) == ["Hello, ada", "Sign in"])
            presentation?.dispose()
            #expect(signIn.liveCount == 0)
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

        @Test func typingWaitsForQuietThenSearchesAndATapOpensTheDetail() async {
            let search = ViewModelTester { Store(initial: SearchState(), scheduler: $0, reduce: Self.reducer(api: Directory())) }
            let outputs = Recorder<SearchOutput>()
            let observation = search.viewModel.outputs.observe(outputs.record)
            search.viewModel.send(.searchChanged("a"))
            search.expect { $0.query = "a" }
            search.scheduler.advance(by: .milliseconds(100))
            search.viewModel.send(.searchChanged("ada"))
            search.expect { $0.query = "ada" }
            search.scheduler.advance(by: .milliseconds(300))
            await search.receive { $0.results = ["Ada Lovelace"] }
            search.viewModel.send(.resultTapped(0))
            search.expect()
            #expect(outputs.values == [.openDetail(0)])
            observation.dispose()
            await search.finish()
        }
    }

    @Suite("IdentifiedList's doc example: rows by id")
    struct IdentifiedListDocExampleTests {
        struct Todo: Identifiable, Equatable, Sendable {
            let id: Int
            var title: String
            var isDone = false
        }

        @Test func aRowChangedByIdAndAnAppendedRow() {
            var todos = IdentifiedList([Todo(id: 1, title: "Write"), Todo(id: 2, title: "Ship")])
            todos[id: 2]?.isDone = true
            todos.append(Todo(id: 3, title: "Rest"))

            #expect(todos.map(\.title) == ["Write", "Ship", "Rest"])
            #expect(todos[id: 2]?.isDone == true)
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
}
