import FractalTesting
import Testing

@testable import Fractal

// Each test orders its work in a backlog of its own, so that the main-queue
// work of tests running beside it cannot make its work wait.

@Suite("UIScheduler runs work at once on the main queue when none of its work waits, and keeps the order")
@MainActor
struct UISchedulerOrderTests {
    @Test func onTheMainQueueWithNothingWaitingWorkRunsBeforeScheduleReturns() {
        let order = Recorder<String>()
        let work = UIScheduler(backlog: MainQueueBacklog()).schedule { order.record("work") }
        order.record("returned")
        #expect(order.values == ["work", "returned"])
        #expect(work.isDisposed)  // nothing is left to cancel
    }

    @Test func workScheduledWhileWorkRunsRunsAfterItNotInside() async {
        let order = Recorder<String>()
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        scheduler.schedule {
            scheduler.schedule { order.record("inner") }
            order.record("outer ends")
        }
        #expect(order.values == ["outer ends"])
        await scheduler.catchUp()
        #expect(order.values == ["outer ends", "inner"])
    }

    @Test func workScheduledBehindWaitingWorkWaitsItsTurn() async {
        let order = Recorder<String>()
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        scheduler.schedule {
            scheduler.schedule { order.record("first") }  // waits: work is running
        }
        scheduler.schedule { order.record("second") }  // "first" still waits: so does this
        #expect(order.values.isEmpty)
        await scheduler.catchUp()
        #expect(order.values == ["first", "second"])
    }

    @Test func aPresenterOnTheMainQueueShowsItsValueBeforePresentReturns() {
        let shown = Recorder<String>()
        let unbound = Counter()
        let presenter = Presenter<String>.UI(on: UIScheduler(backlog: MainQueueBacklog())) { text in
            shown.record(text)
            return AnyDisposable { unbound.increment() }
        }
        let title = MutableProperty("Hello")
        let presentation = presenter <~ title
        #expect(shown.values == ["Hello"])
        title.value = "Goodbye"
        #expect(shown.values == ["Hello", "Goodbye"])
        #expect(unbound.value == 1)
        presentation?.dispose()
        #expect(unbound.value == 2)
    }
}

extension UIScheduler {
    /// Waits until this scheduler's work enqueued before this call has run.
    @MainActor
    fileprivate func catchUp() async {
        await withCheckedContinuation { continuation in
            schedule { continuation.resume() }
        }
    }
}
