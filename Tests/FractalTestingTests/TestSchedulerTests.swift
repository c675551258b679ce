import Fractal
import FractalTesting
import Testing

@Suite("TestScheduler runs work in virtual time")
struct TestSchedulerTests {
    @Test func nothingRunsUntilAdvanced() {
        let scheduler = TestScheduler()
        let ran = Recorder<Int>()
        scheduler.schedule { ran.record(1) }
        #expect(ran.values.isEmpty)
        #expect(scheduler.pendingCount == 1)
        scheduler.advance()
        #expect(ran.values == [1])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func advanceByRunsOnlyDueWorkInTimeThenFIFOOrder() {
        let scheduler = TestScheduler()
        let order = Recorder<String>()
        scheduler.schedule(after: .seconds(2)) { order.record("2s") }
        scheduler.schedule(after: .seconds(1)) { order.record("1s a") }
        scheduler.schedule(after: .seconds(1)) { order.record("1s b") }
        scheduler.schedule(after: .seconds(5)) { order.record("5s") }
        scheduler.advance(by: .seconds(2))
        #expect(order.values == ["1s a", "1s b", "2s"])
        #expect(scheduler.now == .seconds(2))
        scheduler.advance(to: .seconds(5))
        #expect(order.values == ["1s a", "1s b", "2s", "5s"])
        #expect(scheduler.now == .seconds(5))
    }

    @Test func workScheduledByWorkRunsInTheSameAdvanceWhenDue() {
        let scheduler = TestScheduler()
        let order = Recorder<String>()
        scheduler.schedule(after: .seconds(1)) {
            order.record("outer")
            scheduler.schedule(after: .seconds(1)) { order.record("inner") }
            scheduler.schedule(after: .seconds(10)) { order.record("late") }
        }
        scheduler.advance(by: .seconds(3))
        #expect(order.values == ["outer", "inner"])
        scheduler.run()
        #expect(order.values == ["outer", "inner", "late"])
        #expect(scheduler.now == .seconds(11))
    }

    @Test func clockSeesDueTimeWhileWorkRuns() {
        let scheduler = TestScheduler()
        let times = Recorder<Duration>()
        scheduler.schedule(after: .milliseconds(300)) { times.record(scheduler.now) }
        scheduler.advance(by: .seconds(1))
        #expect(times.values == [.milliseconds(300)])
        #expect(scheduler.now == .seconds(1))
    }

    @Test func disposedWorkNeverRuns() {
        let scheduler = TestScheduler()
        let ran = Counter()
        let work = scheduler.schedule { ran.increment() }
        work.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(ran.value == 0)
    }

    @Test func advancingNeverGoesBackwards() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(3))
        scheduler.advance(to: .seconds(1))
        #expect(scheduler.now == .seconds(3))
    }
}

final class Counter: Sendable {
    private let recorder = Recorder<Void>()
    func increment() { recorder.record(()) }
    var value: Int { recorder.count }
}
