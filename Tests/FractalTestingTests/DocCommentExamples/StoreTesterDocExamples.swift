// The examples of the doc comments of FractalTesting's store tester and
// waiting helpers, compiled and run: .ci/check-docs.py finds each one here,
// line for line. The search screen is the store tester's fixture
// (StoreTesterFixtures.swift), as in the doc comments.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("StoreTester's doc examples: events sent, timers advanced, events and outputs received")
    struct StoreTesterDocExampleTests {
        enum CounterEvent: Equatable, Sendable {
            case increment
        }

        /// A search whose results come back at once, as a follow-up event: a
        /// synchronous test receives them. Its events are not `Equatable`.
        enum CachedSearch {
            struct State: Equatable, Sendable {
                var isSearching = false
                var results: [String] = []
            }

            enum Event: Sendable {
                case search
                case results([String])
            }

            static func reduce(_ state: inout State, _ event: Event) -> Effect<Event, Never> {
                switch event {
                case .search:
                    state.isSearching = true
                    return .send(.results(["Ada Lovelace"]))
                case .results(let results):
                    state.isSearching = false
                    state.results = results
                    return .none
                }
            }
        }

        func searchScreenTester() -> StoreTester<SearchScreen.State, SearchScreen.Event, SearchScreen.Output> {
            StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        }

        /// Types a query and lets its debounce fire: the search starts.
        func typeAndWait(_ tester: StoreTester<SearchScreen.State, SearchScreen.Event, SearchScreen.Output>) throws {
            tester.send(.queryChanged("ada")) { $0.query = "ada" }
            tester.advance(by: .milliseconds(300))
            tester.receive(.search) { $0.isSearching = true }
        }

        @Test func aCounterTesterChecksEachChange() throws {
            let tester = StoreTester(initial: 0) { (count: inout Int, event: CounterEvent) in
                count += 1
                return .none
            }
            tester.send(.increment) { $0 += 1 }
            tester.send(.increment) { $0 = 2 }
            tester.finish()
        }

        @Test func theDebouncedSearchStartsAndItsResultsArrive() async throws {
            let tester = searchScreenTester()
            try typeAndWait(tester)
            await tester.receive(.results(["Ada Lovelace"])) {
                $0.isSearching = false
                $0.results = ["Ada Lovelace"]
            }
            await tester.finish()
        }

        @Test func aReceivedEventIsMatchedByItsCase() throws {
            let tester = StoreTester(initial: CachedSearch.State(), exhaustivity: .off, reduce: CachedSearch.reduce)
            tester.send(.search) { $0.isSearching = true }
            tester.receive(
                where: { if case .results = $0 { true } else { false } },
                assert: { $0.isSearching = false }
            )
            #expect(tester.state.results == ["Ada Lovelace"])
            tester.finish()
        }

        @Test func anOutputIsMatchedByItsCase() throws {
            let tester = StoreTester(
                initial: SearchScreen.State(query: "ada", results: ["Ada Lovelace"]),
                reduce: SearchScreen.reducer(search: Directory.search))
            tester.send(.resultTapped(0))
            let output = tester.receiveOutput(where: { if case .openDetail = $0 { true } else { false } })
            #expect(output == .openDetail("Ada Lovelace"))
            tester.finish()
        }

        @Test func clearingCancelsTheDebounceSoTheTestCanFinish() throws {
            let tester = searchScreenTester()
            tester.send(.queryChanged("ada")) { $0.query = "ada" }
            tester.send(.cleared) { $0.query = "" }
            tester.finish()
        }

        @Test func aWrongExpectedChangeThrowsAStateMismatch() throws {
            let tester = searchScreenTester()
            let failure = failures {
                tester.send(.queryChanged("ada")) { $0.query = "ad" }
            }
            #expect(failure.message.contains("the state is not as expected"))
            tester.exhaustivity = .off
            tester.finish()
        }
    }

    @Suite("Waiting's doc example: a test awaits the end of an action without sleeping")
    struct WaitingDocExampleTests {
        final class LoginViewModel: Sendable {
            let loggedIn = MutableProperty(false)
            let logIn: Action<Void, Void, Never>

            init() {
                let loggedIn = loggedIn
                logIn = Action { loggedIn.value = true }
            }
        }

        @Test func theTestResumesOnceTheActionHasRun() async throws {
            let viewModel = LoginViewModel()
            try viewModel.logIn.apply()
            await viewModel.logIn.isExecuting.firstValue { $0 == false }
            #expect(viewModel.loggedIn.value)
        }
    }

    @Suite("SeededRandomNumberGenerator's doc example: a model and the app agree on random steps")
    struct SeededRandomDocExampleTests {
        /// The counter's model: 0 adds one, 1 takes one away, 2 doubles, 3 resets.
        struct CounterModel {
            func run(_ steps: [Int]) -> Int {
                steps.reduce(0) { count, step in
                    switch step {
                    case 0: count + 1
                    case 1: count - 1
                    case 2: count * 2
                    default: 0
                    }
                }
            }
        }

        /// The counter as the app runs it: a store.
        struct CounterApp {
            func run(_ steps: [Int]) -> Int {
                let store = Store(initial: 0, scheduler: TestScheduler()) { (count: inout Int, step: Int) in
                    switch step {
                    case 0: count += 1
                    case 1: count -= 1
                    case 2: count *= 2
                    default: count = 0
                    }
                    return .none
                }
                steps.forEach(store.send)
                return store.states.value
            }
        }

        @Test func theModelAndTheAppAgreeOnASeededRun() {
            let model = CounterModel()
            let app = CounterApp()
            let seed = UInt64.random(in: 0...UInt64.max)
            var generator = SeededRandomNumberGenerator(seed: seed)
            let steps = (0..<1_000).map { _ in Int.random(in: 0..<4, using: &generator) }
            #expect(model.run(steps) == app.run(steps), "seed \(seed)")

            var replay = SeededRandomNumberGenerator(seed: seed)
            #expect((0..<1_000).map { _ in Int.random(in: 0..<4, using: &replay) } == steps)
        }
    }
}
