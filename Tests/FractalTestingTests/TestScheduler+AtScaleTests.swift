import Fractal
import FractalTesting
import Testing

@Suite("TestScheduler keeps its order at scale")
struct TestSchedulerAtScaleTests {
    @Test func runsAHundredThousandActionsByDueTimeThenFIFO() {
        let seed: UInt64 = 12
        var random = SeededRandomNumberGenerator(seed: seed)
        let scheduler = TestScheduler()
        let ran = Recorder<Int>()
        let count = 100_000
        var due: [Duration] = []
        due.reserveCapacity(count)
        for id in 0..<count {
            // Few distinct times, so most actions share theirs with others.
            let delay = Duration.milliseconds(Int.random(in: 0..<500, using: &random))
            due.append(delay)
            scheduler.schedule(after: delay) { ran.record(id) }
        }
        #expect(scheduler.pendingCount == count)
        scheduler.run()
        let expected = (0..<count).sorted { (due[$0], $0) < (due[$1], $1) }
        #expect(ran.values == expected, "seed \(seed)")
        #expect(scheduler.pendingCount == 0)
        #expect(scheduler.now == due.max())
    }

    @Test func actionsDueAtTheSameTimeRunInTheOrderScheduledWhateverTheDelaysBetween() {
        let scheduler = TestScheduler()
        let order = Recorder<String>()
        scheduler.schedule(after: .seconds(2)) { order.record("a, 2s") }
        scheduler.schedule(after: .seconds(1)) { order.record("b, 1s") }
        scheduler.schedule(after: .seconds(2)) { order.record("c, 2s") }
        scheduler.schedule(after: .seconds(3)) { order.record("d, 3s") }
        scheduler.advance(by: .seconds(1))
        #expect(order.values == ["b, 1s"])
        // Due at 2s too, but scheduled after a and c: runs after them.
        scheduler.schedule(after: .seconds(1)) { order.record("e, 1s later") }
        scheduler.schedule { order.record("f, now") }
        scheduler.advance(by: .seconds(1))
        #expect(order.values == ["b, 1s", "f, now", "a, 2s", "c, 2s", "e, 1s later"])
        scheduler.run()
        #expect(order.values.last == "d, 3s")
    }

    @Test func actionsScheduledByActionsRunInTheSameCallInOrder() {
        let scheduler = TestScheduler()
        let order = Recorder<String>()
        @Sendable func chain(_ depth: Int) {
            order.record("step \(depth) at \(scheduler.now)")
            guard depth < 3 else { return }
            scheduler.schedule(after: .seconds(1)) { chain(depth + 1) }
            scheduler.schedule { order.record("after step \(depth)") }
        }
        scheduler.schedule { chain(0) }
        scheduler.schedule { order.record("scheduled second") }
        scheduler.advance(by: .seconds(2))
        #expect(
            order.values == [
                "step 0 at 0.0 seconds", "scheduled second", "after step 0",
                "step 1 at 1.0 seconds", "after step 1", "step 2 at 2.0 seconds", "after step 2",
            ])
        #expect(scheduler.pendingCount == 1)
        scheduler.run()
        #expect(order.values.last == "step 3 at 3.0 seconds")
        #expect(scheduler.now == .seconds(3))
    }

    @Test func cancellingIsCheapCountedAtOnceAndReleasesTheAction() {
        let scheduler = TestScheduler()
        let ran = Recorder<Int>()
        weak var weakCapture: Capture?
        var cancellations: [any Disposable] = []
        do {
            let capture = Capture()
            weakCapture = capture
            cancellations.append(scheduler.schedule(after: .seconds(1)) { withExtendedLifetime(capture) {} })
        }
        for id in 1..<10_000 {
            cancellations.append(scheduler.schedule(after: .seconds(id % 7)) { ran.record(id) })
        }
        #expect(scheduler.pendingCount == 10_000)
        cancellations[0].dispose()
        #expect(weakCapture == nil)  // released on cancel, not when its time comes
        for (id, cancellation) in cancellations.enumerated() where id % 3 != 0 { cancellation.dispose() }
        #expect(scheduler.pendingCount == 3_333)
        #expect(cancellations[1].isDisposed && !cancellations[3].isDisposed)
        scheduler.run()
        // Two thirds cancelled: the queue compacted on the way, and kept its order.
        let kept = (1..<10_000).filter { $0 % 3 == 0 }
        #expect(ran.values == kept.sorted { ($0 % 7, $0) < ($1 % 7, $1) })
        #expect(scheduler.pendingCount == 0)
        #expect(cancellations.allSatisfy { $0.isDisposed })
    }

    @Test func cancelledActionsDoNotMoveTheClock() {
        let scheduler = TestScheduler()
        let ran = Counter()
        scheduler.schedule(after: .seconds(1)) { ran.increment() }
        scheduler.schedule(after: .seconds(10)) { ran.increment() }.dispose()
        scheduler.run()
        #expect(ran.value == 1)
        #expect(scheduler.now == .seconds(1))
    }

    @Test func aReleasedSchedulerReleasesWorkThatReferredToItsOwnCancellation() {
        weak var weakCapture: Capture?
        do {
            let scheduler = TestScheduler()
            let capture = Capture()
            weakCapture = capture
            // The work owns the composite that owns the work's cancellation: a cycle
            // that only running, cancelling or releasing the scheduler breaks.
            let presentation = CompositeDisposable()
            presentation += scheduler.schedule { withExtendedLifetime((capture, presentation)) {} }
        }
        #expect(weakCapture == nil)
    }
}

final class Capture: Sendable {}
