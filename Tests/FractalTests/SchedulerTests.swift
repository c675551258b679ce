import Fractal
import FractalTesting
import Testing

@Suite("ImmediateScheduler runs work at once")
struct ImmediateSchedulerTests {
    @Test func runsSynchronously() {
        let ran = Counter()
        let disposable = ImmediateScheduler().schedule { ran.increment() }
        #expect(ran.value == 1)
        #expect(disposable.isDisposed)
    }
}

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
        let work = scheduler.schedule { cancelled.increment() }
        work.dispose()
        // Main-queue work runs in order: once this runs, the cancelled work had its turn.
        scheduler.schedule { done.value = true }
        await done.firstValue { $0 }
        #expect(cancelled.value == 0)
    }

    @Test func delayedWorkRunsAndCanBeCancelled() async {
        let order = Recorder<String>()
        let done = MutableProperty(false)
        let scheduler = UIScheduler()
        scheduler.schedule(after: .milliseconds(1)) { order.record("delayed") }
        scheduler.schedule(after: .milliseconds(1)) { order.record("cancelled") }.dispose()
        scheduler.schedule(after: .milliseconds(20)) { done.value = true }
        await done.firstValue { $0 }
        #expect(order.values == ["delayed"])
    }
}
