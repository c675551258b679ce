import Fractal
import FractalTesting
import Testing

@Suite("A non-exhaustive store tester checks only what the test asserts")
struct StoreTesterNonExhaustiveTests {
    @Test func anIntegrationTestAssertsOnlyWhatItCaresAbout() async throws {
        let tester = StoreTester(
            initial: SearchScreen.State(),
            exhaustivity: .off,
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        try tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        try await tester.receive(.results(["Ada Lovelace"])) { $0.results = ["Ada Lovelace"] }
        try tester.send(.resultTapped(0))
        try tester.send(.queryChanged("grace")) { $0.query = "grace" }
        try await tester.finish()
        #expect(tester.store.isDisposed)
        #expect(tester.scheduler.pendingCount == 0)
    }

    @Test func aWrongExpectationStillFailsWithADiff() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(),
            exhaustivity: .off,
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        let failure = try #require(throws: StoreTestFailure.self) {
            try tester.send(.queryChanged("ada")) { $0.query = "ad" }
        }
        #expect(
            failure.message == """
                send(queryChanged("ada")): the state is not as expected (- expected, + actual):
                  FractalTestingTests.SearchScreen.State
                -   query: "ad"
                +   query: "ada"
                    isSearching: false
                    results: 0 elements
                """
        )
    }

    @Test func receivingSkipsAheadAndReportsWhatItSkippedWhenNothingMatches() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate, exhaustivity: .off)
        try tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        let failure = try #require(throws: StoreTestFailure.self) { try tester.receive(.cleared) }
        #expect(
            failure.message == """
                receive(cleared): no event received matches; 1 effect is running (advance the scheduler for a timer, await receive for a task)
                  skipped: search
                """
        )
        await gate.open()
        try await tester.receive(.results(["Ada Lovelace"]))
        #expect(tester.state.results == ["Ada Lovelace"])
    }

    @Test func receivingAnOutputSkipsTheOnesBefore() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace", "Grace Hopper"]),
            exhaustivity: .off,
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        try tester.send(.resultTapped(0))
        try tester.send(.resultTapped(1))
        try tester.receiveOutput(.openDetail("Grace Hopper"))
        let skipped = try #require(throws: StoreTestFailure.self) {
            try tester.receiveOutput(.openDetail("Ada Lovelace"))
        }
        #expect(skipped.message == #"receiveOutput(openDetail("Ada Lovelace")): no output was emitted"#)
    }

    @Test func exhaustivityCanBeTurnedOffDuringATest() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        #expect(tester.exhaustivity == .on)
        try tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.exhaustivity = .off
        #expect(tester.exhaustivity == .off)
        try tester.finish()  // the debounce timer still runs: not checked
    }
}
