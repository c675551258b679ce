import Fractal
import FractalTesting
import Testing

@Suite("A store tester waits for effects' tasks without polling")
struct StoreTesterWaitingTests {
    @Test func receiveWaitsForTheTaskToSend() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("grace")) { $0.query = "grace" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        async let opened: Void = gate.open()
        await tester.receive(.results(["Grace Hopper"])) {
            $0.isSearching = false
            $0.results = ["Grace Hopper"]
        }
        await opened
        await tester.finish()
    }

    @Test func finishWaitsForATaskThatEndsAfterItsLastEvent() async throws {
        let gate = StoreTesterGate()
        let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) in
            count += event
            return event == 0
                ? .run { send in
                    send(1)
                    await gate.wait()
                } : .none
        }
        tester.send(0)
        await tester.receive(1) { $0 = 1 }
        async let opened: Void = gate.open()
        await tester.finish()
        await opened
    }

    @Test func finishPassesRightAfterTheLastEventOfATask() async throws {
        for round in 1...200 {
            let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) in
                count += event
                return event == 0 ? .run { send in send(round) } : .none
            }
            tester.send(0)
            await tester.receive(round) { $0 = round }
            await tester.finish()
        }
    }

    @Test func theOutputsOfAnEventFromATaskAreThereWhenReceiveReturns() async throws {
        for round in 1...200 {
            let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) -> Effect<Int, Int> in
                count += event
                return event == 0 ? .run { send in send(round) } : .output(round)
            }
            tester.send(0)
            await tester.receive(round) { $0 = round }
            tester.receiveOutput(round)
            await tester.finish()
        }
    }

    @Test func finishReportsWhatATaskSentAfterTheAwaitedEvent() async throws {
        let gate = StoreTesterGate()
        let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) in
            count += event
            return event == 0
                ? .run { send in
                    send(1)
                    await gate.wait()
                    send(2)
                } : .none
        }
        tester.send(0)
        await tester.receive(1) { $0 = 1 }
        async let opened: Void = gate.open()
        let failure = await failures { await tester.finish() }
        await opened
        #expect(
            failure.message == """
                finish(): the store did more than the test asserted:
                  received event not asserted: 2
                """
        )
    }

    @Test func cancellingTheTestsTaskEndsTheWait() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        let cancelled = await failures {
            let waiting = Task { await tester.receive(.results(["Ada Lovelace"])) }
            waiting.cancel()
            await waiting.value
        }
        #expect(cancelled.message == #"receive(results(["Ada Lovelace"])): the test's task was cancelled while waiting"#)
        await gate.open()
        await tester.receive(.results(["Ada Lovelace"])) {
            $0.isSearching = false
            $0.results = ["Ada Lovelace"]
        }
        await tester.finish()
    }

    @Test func aSendRacingATasksEventIsReducedAndAsserted() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate, exhaustivity: .off)
        tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        async let opened: Void = gate.open()
        tester.send(.queryChanged("grace")) { $0.query = "grace" }
        await tester.receive(.results(["Ada Lovelace"])) { $0.results = ["Ada Lovelace"] }
        await opened
        #expect(tester.state.query == "grace")
        #expect(tester.state.results == ["Ada Lovelace"])
        await tester.finish()
    }
}
