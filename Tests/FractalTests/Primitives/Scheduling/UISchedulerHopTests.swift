import Dispatch
import FractalTesting
import Testing

@testable import Fractal

// Each test queues its work in a backlog of its own, and holds the main queue
// with a `MainQueueBlocker` while it queues, so that what it queues from this
// (non-main) thread waits for one turn of the main queue.

@Suite("Presenter.UI off the main queue hops once per burst, showing the latest value")
struct UISchedulerHopTests {
    @Test func aBurstFromABackgroundThreadShowsTheLatestStateOnceInOrder() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let shown = Recorder<Int>()
        let count = MutableProperty(0)
        let presentation = await MainActor.run {
            Presenter<Int>.UI(on: scheduler) { value in
                shown.record(value)
                return nil
            } <~ count
        }
        #expect(shown.values == [0])  // bound at once, on the main queue
        let mainQueue = MainQueueBlocker()
        for value in 1...100 { count.value = value }
        mainQueue.release()
        await scheduler.catchUp()
        #expect(shown.values == [0, 100])
        presentation?.dispose()
    }

    @Test func burstsFromSeveralThreadsEndShowingTheLastValue() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let shown = Recorder<Int>()
        let count = MutableProperty(0)
        let presentation = await MainActor.run {
            Presenter<Int>.UI(on: scheduler) { value in
                shown.record(value)
                return nil
            } <~ count
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<250 { count.modify { $0 += 1 } } }
            }
        }
        await scheduler.catchUp()
        #expect(shown.values.last == 1_000)
        #expect(shown.values == shown.values.sorted())  // in the order the changes were made
        presentation?.dispose()
    }

    @Test func disposingBeforeTheHopRanCancelsTheBind() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let shown = Recorder<String>()
        let presenter = Presenter<String>.UI(on: scheduler) { text in
            shown.record(text)
            return nil
        }
        let mainQueue = MainQueueBlocker()
        let presentation = presenter.present("never")
        presentation?.dispose()
        #expect(presentation?.isDisposed == true)
        mainQueue.release()
        await scheduler.catchUp()
        #expect(shown.values.isEmpty)
    }

    @Test func aHoppedPresentationDisposedByItsOwnBindTearsDownWhatTheBindReturned() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let presentation = SerialDisposable()
        let unbound = Counter()
        let presenter = Presenter<String>.UI(on: scheduler) { _ in
            presentation.dispose()  // the view takes itself down while it binds
            return AnyDisposable { unbound.increment() }
        }
        let mainQueue = MainQueueBlocker()
        presentation.inner = presenter.present("Hello")
        mainQueue.release()
        await scheduler.catchUp()  // the bind, then the teardown it scheduled
        await scheduler.catchUp()
        #expect(unbound.value == 1)
    }

    @Test func hoppedBindsTeardownsAndScheduledWorkRunInTheOrderScheduled() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let order = Recorder<String>()
        let presenter = Presenter<String>.UI(on: scheduler) { text in
            order.record(text)
            return AnyDisposable { order.record("unbind \(text)") }
        }
        let mainQueue = MainQueueBlocker()
        scheduler.schedule { order.record("first") }
        let presentation = presenter.present("second")
        scheduler.schedule { order.record("third") }
        mainQueue.release()
        await scheduler.catchUp()
        #expect(order.values == ["first", "second", "third"])
        presentation?.dispose()
        scheduler.schedule { order.record("fourth") }
        await scheduler.catchUp()
        #expect(order.values == ["first", "second", "third", "unbind second", "fourth"])
    }

    @Test func workQueuedWhileQueuedWorkRunsWaitsForTheNextTurn() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let order = Recorder<String>()
        let mainQueue = MainQueueBlocker()
        scheduler.schedule {
            scheduler.schedule { order.record("inner") }
            order.record("outer ends")
        }
        scheduler.schedule { order.record("second") }
        mainQueue.release()
        await scheduler.catchUp()
        await scheduler.catchUp()
        #expect(order.values == ["outer ends", "second", "inner"])
    }
}

// A serial presentation (`presenter <~ property`) changed off the main queue
// presents each new value with its queued presentation: these check that this
// does what taking that presentation back and making a new one would.
@Suite("A value presented off the main queue in place of a queued presentation takes it back first")
struct UISchedulerReuseTests {
    @Test func whatTheLastBindReturnedIsTornDownBeforeTheNextBind() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let order = Recorder<String>()
        let count = MutableProperty(0)
        let presentation = await presentRecording(count, on: scheduler, into: order)
        for value in 1...3 {
            count.value = value  // off the main queue: hops
            await scheduler.catchUp()
            await scheduler.catchUp()
        }
        presentation?.dispose()
        await scheduler.catchUp()
        #expect(
            order.values == [
                "bind 0", "unbind 0", "bind 1", "unbind 1", "bind 2", "unbind 2", "bind 3", "unbind 3",
            ]
        )
    }

    @Test func aValuePresentedWhileTheBindRunsTearsDownWhatThatBindReturned() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let order = Recorder<String>()
        let count = MutableProperty(0)
        let presentation = await presentRecording(count, on: scheduler, into: order) { value in
            // The next value arrives from another thread while this bind runs.
            if value == 1 { DispatchQueue.global().sync { count.value = 2 } }
        }
        let mainQueue = MainQueueBlocker()
        count.value = 1  // delivered before its bind runs
        mainQueue.release()
        await scheduler.catchUp()
        await scheduler.catchUp()
        // The bind of 2 was queued while the bind of 1 ran; what that bind
        // returned is torn down as it returns, before the bind of 2.
        #expect(order.values == ["bind 0", "unbind 0", "bind 1", "unbind 1", "bind 2"])
        presentation?.dispose()
        await scheduler.catchUp()
        #expect(order.values.last == "unbind 2")
    }

    @Test func disposingWhileANewValueWaitsCancelsItsBind() async {
        let scheduler = UIScheduler(backlog: MainQueueBacklog())
        let order = Recorder<String>()
        let count = MutableProperty(0)
        let presentation = await presentRecording(count, on: scheduler, into: order)
        count.value = 1
        await scheduler.catchUp()
        let mainQueue = MainQueueBlocker()
        count.value = 2  // waits behind the blocked main queue
        count.value = 3
        presentation?.dispose()
        mainQueue.release()
        await scheduler.catchUp()
        await scheduler.catchUp()
        #expect(order.values == ["bind 0", "unbind 0", "bind 1", "unbind 1"])
    }

    /// Presents `count` with `Presenter.UI` on `scheduler`, made on the main
    /// actor, recording in `order` each bind (after `whileBinding` runs in
    /// it) and each teardown.
    private func presentRecording(
        _ count: MutableProperty<Int>, on scheduler: UIScheduler, into order: Recorder<String>,
        whileBinding: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> (any Disposable)? {
        await MainActor.run {
            Presenter<Int>.UI(on: scheduler) { value in
                order.record("bind \(value)")
                whileBinding(value)
                return AnyDisposable { order.record("unbind \(value)") }
            } <~ count
        }
    }
}

extension UIScheduler {
    /// Waits until this scheduler's work queued before this call has run
    /// (failing the test, not hanging it, if it never does).
    fileprivate func catchUp() async {
        let ran = MutableProperty(false)
        schedule { ran.value = true }
        await ran.firstValue { $0 }
    }
}
