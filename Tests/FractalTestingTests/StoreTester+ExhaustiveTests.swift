import Fractal
import FractalTesting
import Testing

@Suite("An exhaustive store tester fails on what the test did not assert")
struct StoreTesterExhaustiveTests {
    @Test func sendingWhileAReceivedEventIsNotAssertedFails() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        let failure = failures {
            tester.send(.cleared) {
                $0.query = ""
                $0.isSearching = false  // the search, received but not asserted, had set it
            }
        }
        #expect(
            failure.message == """
                send(cleared): 1 thing the store did is not asserted yet; receive before sending:
                  received event: search
                """
        )
        #expect(tester.state.query == "")  // the event was sent all the same
        tester.send(.queryChanged("ada")) { $0.query = "ada" }  // and the search is not named again
        await gate.open()
    }

    @Test func sendingWhileOutputsAreNotAssertedFails() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace", "Grace Hopper"]),
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        tester.send(.resultTapped(0))
        tester.store.send(.resultTapped(1))
        let failure = failures {
            tester.send(.resultTapped(1))
        }
        #expect(
            failure.message == """
                send(resultTapped(1)): 3 things the store did are not asserted yet; receive before sending:
                  received event: resultTapped(1)
                  output: openDetail("Ada Lovelace")
                  output: openDetail("Grace Hopper")
                """
        )
    }

    @Test func receivingAnotherEventThanTheNextFails() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        let failure = failures {
            tester.receive(.results(["Ada Lovelace"]))
        }
        #expect(failure.message.contains("the next event received is"))
        #expect(failure.message == #"receive(results(["Ada Lovelace"])): the next event received is search"#)
    }

    @Test func receivingWhenNothingWasReceivedSaysWhatIsRunning() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        let idle = failures { tester.receive(.search) }
        #expect(idle.message.contains("no event"))
        #expect(idle.message == "receive(search): no event was received; no effect is running")
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        let waiting = failures { tester.receive(.search) }
        #expect(
            waiting.message
                == "receive(search): no event was received; 1 effect is running (advance the scheduler for a timer, await receive for a task)"
        )
    }

    @Test func awaitingWhenOnlyATimerIsRunningFailsWithoutWaiting() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        let failure = await failures { await tester.receive(.search, timeout: .seconds(600)) }  // were it to wait, the test would hang
        #expect(failure.message.contains("no event"))
    }

    @Test func aWrongOrMissingOutputFails() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace"]),
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        let missing = failures {
            tester.receiveOutput(.openDetail("Ada Lovelace"))
        }
        #expect(missing.message.contains("no output"))
        #expect(missing.message == #"receiveOutput(openDetail("Ada Lovelace")): no output was emitted"#)
        tester.send(.resultTapped(0))
        let wrong = failures {
            tester.receiveOutput(.openDetail("Grace Hopper"))
        }
        #expect(wrong.message == #"receiveOutput(openDetail("Grace Hopper")): the next output is openDetail("Ada Lovelace")"#)
        tester.finish()  // the wrong check took the output: it is not named again
    }

    @Test func finishingListsEventsOutputsAndEffectsLeftOver() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace"]),
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.store.send(.resultTapped(0))
        let failure = failures { tester.finish() }
        #expect(failure.message.contains("the store did more than the test asserted"))
        #expect(
            failure.message == """
                finish(): the store did more than the test asserted:
                  received event not asserted: resultTapped(0)
                  output not asserted: openDetail("Ada Lovelace")
                  1 effect is still running (timers wait for the scheduler to advance: 1 action, due at 0.3 seconds, the virtual clock at 0.0 seconds)
                """
        )
        #expect(tester.store.isDisposed)
        #expect(tester.scheduler.pendingCount == 0)
    }

    @Test func finishingWithATaskThatNeverEndsFailsAfterTheTimeout() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        let failure = await failures { await tester.finish(timeout: .milliseconds(20)) }
        #expect(failure.message.contains("the store did more than the test asserted"))
        #expect(
            failure.message == """
                finish(): the store did more than the test asserted:
                  1 effect is still running, after waiting 0.02 seconds for tasks to end
                """
        )
        await gate.open()
    }

    @Test func finishingInACancelledTaskStopsWaitingForTasksAndSaysSo() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        let failure = await failures {
            let finishing = Task { await tester.finish() }
            finishing.cancel()
            await finishing.value
        }
        #expect(
            failure.message == """
                finish(): the store did more than the test asserted:
                  1 effect is still running, when the waiting task was cancelled, before tasks ended
                """
        )
        await gate.open()
    }

    @Test func awaitingAnEventATaskNeverSendsTimesOut() async throws {
        let gate = StoreTesterGate()
        let tester = SearchScreen.gatedTester(gate)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        let failure = await failures {
            await tester.receive(.results(["Ada Lovelace"]), timeout: .milliseconds(20))
        }
        #expect(failure.message.contains("within"))
        #expect(
            failure.message
                == #"receive(results(["Ada Lovelace"])): no event was received within 0.02 seconds; 1 effect is running (advance the scheduler for a timer, await receive for a task)"#
        )
        await gate.open()
    }

    @Test func sendingAfterFinishFails() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.finish()
        let failure = failures { tester.send(.cleared) }
        #expect(failure.message.contains("the store was disposed"))
        #expect(failure.message == "send(cleared): the store was disposed (after finish), so the event was not reduced")
    }

    @Test func skippingLeavesNothingForFinishToReport() throws {
        let tester = StoreTester(
            initial: SearchScreen.State(results: ["Ada Lovelace"]),
            reduce: SearchScreen.reducer(search: Directory.search)
        )
        tester.store.send(.resultTapped(0))
        tester.store.send(.resultTapped(0))
        #expect(tester.skipReceivedEvents() == 2)
        #expect(tester.skipOutputs() == 2)
        tester.finish()
    }
}
