import Dispatch
import Fractal
import FractalTesting
import Testing

/// A store whose reducer, for `.slow`, tells the test it started and then
/// waits for `gate`: an event is being reduced on another thread (a thread
/// of its own, never one of the tasks' threads) while the test sends its own.
private enum SlowEvent: Sendable {
    case slow, tap
}

private struct SlowState: Equatable, Sendable {
    var slow = 0
    var taps = 0
}

private typealias SlowStore = Store<SlowState, SlowEvent, Never>

@Suite("A tester's check of a store looks at the state once an event the test sent is reduced")
struct StoreSettlingTests {
    @Test func aSendQueuedBehindAnotherThreadsEventIsReducedBeforeTheCheck() async {
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let store = ViewModelTester { scheduler in
            SlowStore(initial: SlowState(), scheduler: scheduler) { state, event in
                switch event {
                case .slow:
                    entered.signal()
                    gate.wait()
                    state.slow += 1
                case .tap:
                    state.taps += 1
                }
                return .none
            }
        }
        DispatchQueue.global().async { store.viewModel.send(.slow) }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                entered.wait()
                continuation.resume()
            }
        }
        store.viewModel.send(.tap)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { gate.signal() }
        store.expect {
            $0.slow = 1
            $0.taps = 1
        }
    }
}
