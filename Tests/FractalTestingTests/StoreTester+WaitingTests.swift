import Fractal
import FractalTesting
import Testing

@Suite("A store tester waits for effects' tasks without polling")
struct StoreTesterWaitingTests {
    @Test func receiveWaitsForTheTaskToSend() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        try tester.send(.queryChanged("grace")) { $0.query = "grace" }
        tester.advance(by: .milliseconds(300))
        try await tester.receive(.search) { $0.isSearching = true }
        async let opened: Void = gate.open()
        try await tester.receive(.results(["Grace Hopper"])) {
            $0.isSearching = false
            $0.results = ["Grace Hopper"]
        }
        await opened
        try await tester.finish()
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
        try tester.send(0)
        try await tester.receive(1) { $0 = 1 }
        async let opened: Void = gate.open()
        try await tester.finish()
        await opened
    }

    @Test func finishPassesRightAfterTheLastEventOfATask() async throws {
        for round in 1...200 {
            let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) in
                count += event
                return event == 0 ? .run { send in send(round) } : .none
            }
            try tester.send(0)
            try await tester.receive(round) { $0 = round }
            try await tester.finish()
        }
    }

    @Test func theOutputsOfAnEventFromATaskAreThereWhenReceiveReturns() async throws {
        for round in 1...200 {
            let tester = StoreTester(initial: 0) { (count: inout Int, event: Int) -> Effect<Int, Int> in
                count += event
                return event == 0 ? .run { send in send(round) } : .output(round)
            }
            try tester.send(0)
            try await tester.receive(round) { $0 = round }
            try tester.receiveOutput(round)
            try await tester.finish()
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
        try tester.send(0)
        try await tester.receive(1) { $0 = 1 }
        async let opened: Void = gate.open()
        let failure = await #expect(throws: StoreTestFailure.self) { try await tester.finish() }
        await opened
        #expect(
            failure?.message == """
                finish(): the store did more than the test asserted:
                  received event not asserted: 2
                """
        )
    }

    @Test func cancellingTheTestsTaskEndsTheWait() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        try tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        try await tester.receive(.search) { $0.isSearching = true }
        let waiting = Task { try await tester.receive(.results(["Ada Lovelace"])) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        await gate.open()
        try await tester.receive(.results(["Ada Lovelace"])) {
            $0.isSearching = false
            $0.results = ["Ada Lovelace"]
        }
        try await tester.finish()
    }

    @Test func aSendRacingATasksEventIsReducedAndAsserted() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate, exhaustivity: .off)
        try tester.send(.queryChanged("ada"))
        tester.advance(by: .milliseconds(300))
        async let opened: Void = gate.open()
        try tester.send(.queryChanged("grace")) { $0.query = "grace" }
        try await tester.receive(.results(["Ada Lovelace"])) { $0.results = ["Ada Lovelace"] }
        await opened
        #expect(tester.state.query == "grace")
        #expect(tester.state.results == ["Ada Lovelace"])
        try await tester.finish()
    }
}
