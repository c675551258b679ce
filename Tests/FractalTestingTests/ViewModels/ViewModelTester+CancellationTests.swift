import Fractal
import FractalTesting
import Testing

@Suite("A view model tester's waits end, failing the test, when their task is cancelled")
struct ViewModelTesterCancellationTests {
    @Test func aCancelledReceiveFailsAndReturns() async {
        let meeting = ViewModelTester { MeetingModel(scheduler: $0) }
        let failure = await failures {
            let waiting = Task { await meeting.receive { $0.transcript = "Goodbye" } }
            waiting.cancel()
            await waiting.value
        }
        #expect(failure.message.hasPrefix("the state did not become the expected one before the waiting task was cancelled"))
        #expect(failure.message.contains(#"-   transcript: "Goodbye""#))
        await meeting.finish()
    }

    @Test func aCancelledFinishStopsWaitingForTheViewModelsAndSaysSo() async {
        var kept: CounterModel?
        let failure = await failures {
            let counter = ViewModelTester { _ in CounterModel() }
            kept = counter.viewModel
            let finishing = Task { await counter.finish() }
            finishing.cancel()
            await finishing.value
        }
        #expect(failure.message.contains("still alive:\n  viewModel (CounterModel)"), "\(failure.message)")
        #expect(failure.message.hasSuffix("(when the waiting task was cancelled for the view models to be released)"))
        #expect(kept?.state.count == 0)
    }
}
