import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("UIScheduler runs work on the main queue")
struct UISchedulerTests {
    @Test func runsEnqueuedWork() async {
        let ran = MutableProperty(false)
        UIScheduler().schedule { ran.value = true }
        await ran.firstValue { $0 }
        #expect(ran.value)
    }

    @Test func disposingBeforeItRunsCancelsIt() async {
        let cancelled = Counter()
        let done = MutableProperty(false)
        let scheduler = UIScheduler()
        let mainQueue = MainQueueBlocker()
        let work = scheduler.schedule { cancelled.increment() }
        work.dispose()
        mainQueue.release()
        // Main-queue work runs in order: once this runs, the cancelled work had its turn.
        scheduler.schedule { done.value = true }
        await done.firstValue { $0 }
        #expect(cancelled.value == 0)
    }

    @Test func delayedWorkRunsAndCanBeCancelled() async {
        let order = Recorder<String>()
        let done = MutableProperty(false)
        let scheduler = UIScheduler()
        let mainQueue = MainQueueBlocker()
        scheduler.schedule(after: .milliseconds(1)) { order.record("delayed") }
        scheduler.schedule(after: .milliseconds(1)) { order.record("cancelled") }.dispose()
        mainQueue.release()
        scheduler.schedule(after: .milliseconds(20)) { done.value = true }
        await done.firstValue { $0 }
        #expect(order.values == ["delayed"])
    }
}

/// Keeps the main queue busy until `release()`, so work enqueued meanwhile
/// cannot run yet (a handshake, not a sleep).
final class MainQueueBlocker: Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    init() {
        DispatchQueue.main.async { [started, released] in
            started.signal()
            released.wait()
        }
        started.wait()
    }

    func release() { released.signal() }
}
