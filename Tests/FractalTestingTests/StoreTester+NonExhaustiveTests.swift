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
        tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        await tester.receive(.results(["Ada Lovelace"])) { $0.results = ["Ada Lovelace"] }
        tester.send(.resultTapped(0))
        tester.send(.queryChanged("grace")) { $0.query = "grace" }
        await tester.finish()
        #expect(tester.store.isDisposed)
        #expect(tester.scheduler.pendingCount == 0)
    }

    @Test func aWrongExpectationStillFailsWithADiff() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(),
            exhaustivity: .off,
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        let failure = failures {
            tester.send(.queryChanged("ada")) { $0.query = "ad" }
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
        tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        let failure = failures { tester.receive(.cleared) }
        #expect(
            failure.message == """
                receive(cleared): no event received matches; 1 effect is running (advance the scheduler for a timer, await receive for a task)
                  skipped: search
                """
        )
        await gate.open()
        await tester.receive(.results(["Ada Lovelace"]))
        #expect(tester.state.results == ["Ada Lovelace"])
    }

    @Test func receivingAnOutputSkipsTheOnesBefore() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace", "Grace Hopper"]),
            exhaustivity: .off,
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        tester.send(.resultTapped(0))
        tester.send(.resultTapped(1))
        tester.receiveOutput(.openDetail("Grace Hopper"))
        let skipped = failures {
            tester.receiveOutput(.openDetail("Ada Lovelace"))
        }
        #expect(skipped.message == #"receiveOutput(openDetail("Ada Lovelace")): no output was emitted"#)
    }

    @Test func exhaustivityCanBeTurnedOffDuringATest() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        #expect(tester.exhaustivity == .on)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.exhaustivity = .off
        #expect(tester.exhaustivity == .off)
        tester.finish()  // the debounce timer still runs: not checked
    }
}
