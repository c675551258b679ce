import Fractal
import FractalTesting
import Testing

@Suite("A store tester passes a flow whose every step is asserted")
struct StoreTesterTests {
    @Test func typingSearchesOnceAfterAPauseAndTappingAResultOpensIt() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("ad")) { $0.query = "ad" }
        tester.advance(by: .milliseconds(100))
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        await tester.receive(.results(["Ada Lovelace"])) {
            $0.isSearching = false
            $0.results = ["Ada Lovelace"]
        }
        tester.send(.resultTapped(0))
        tester.receiveOutput(.openDetail("Ada Lovelace"))
        await tester.finish()
    }

    @Test func clearingBeforeThePauseEndsCancelsTheSearch() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(299))
        tester.send(.cleared) { $0.query = "" }
        tester.advance(by: .seconds(1))
        #expect(tester.state == SearchScreen.State())
        #expect(tester.scheduler.now == .milliseconds(1_299))
        tester.finish()
    }

    @Test func timerEventsAreReceivedSynchronouslyOnceTheSchedulerAdvances() throws {
        let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) in
            count += event
            return event > 1 ? .send(event - 1, after: .seconds(1)) : .none
        }
        tester.send(3) { $0 = 3 }
        tester.advance(by: .seconds(1))
        tester.receive(2) { $0 = 5 }
        tester.advance(by: .seconds(1))
        tester.receive(1) { $0 = 6 }
        tester.finish()
    }

    @Test func followUpEventsAreReducedBeforeSendReturns() throws {
        let tester = StoreTester(initial: [String]()) { (log: inout [String], event: String) -> Effect<String, Never> in
            log.append(event)
            return event == "first" ? .merge(.send("second"), .send("third")) : .none
        }
        tester.send("first") { $0 = ["first"] }
        tester.receive("second") { $0.append("second") }
        tester.receive("third") { $0.append("third") }
        tester.finish()
    }

    @Test func eventsSentThroughTheStoreAreReceived() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.store.send(.queryChanged("grace"))  // as a view model holding the store would
        await tester.receive(.queryChanged("grace")) { $0.query = "grace" }
        #expect(tester.store.states.value.query == "grace")
        tester.send(.cleared) { $0.query = "" }
        await tester.finish()
    }

    @Test func aMatcherReceivesEventsThatAreNotEquatable() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("ad")) { $0.query = "ad" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(where: { $0 == .search }, assert: { $0.isSearching = true })
        let results = await tester.receive(
            where: { if case .results = $0 { true } else { false } },
            assert: {
                $0.isSearching = false
                $0.results = ["Ada Lovelace", "Adele Goldberg"]
            }
        )
        #expect(results == .results(["Ada Lovelace", "Adele Goldberg"]))
        tester.send(.resultTapped(1))
        let output = tester.receiveOutput(where: { if case .openDetail = $0 { true } else { false } })
        #expect(output == .openDetail("Adele Goldberg"))
        await tester.finish()
    }

    @Test func anErrorThrownByAStateClosureFailsTheTestAtTheCall() throws {
        struct Unwrapped: Error {}
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        let failure = failures { tester.send(.cleared) { _ in throw Unwrapped() } }
        #expect(failure.lines == [#line - 1])
        #expect(failure.message == "the expected change threw an error: Unwrapped()")
        tester.finish()
    }
}
