import Fractal
import FractalTesting
import Testing

@Suite("A throttled property delivers the first change at once, then the latest once per interval")
struct PropertyThrottleTests {
    @Test func theFirstChangeGoesAtOnceAndTheLatestOfTheIntervalAtItsEnd() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let throttled = source.throttle(for: .milliseconds(100), on: scheduler)
        let seen = Recorder<Int>()
        let times = Recorder<Duration>()
        let observation = throttled.observe { value in
            seen.record(value)
            times.record(scheduler.now)
        }
        #expect(seen.values == [0])

        source.value = 1  // leading: delivered as soon as the scheduler runs
        scheduler.advance()
        #expect(seen.values == [0, 1])
        scheduler.advance(by: .milliseconds(10))
        source.value = 2
        scheduler.advance(by: .milliseconds(40))
        source.value = 3  // the latest of the interval
        scheduler.advance(by: .milliseconds(49))
        #expect(seen.values == [0, 1])
        scheduler.advance(by: .milliseconds(1))  // the interval ends at 100 ms
        #expect(seen.values == [0, 1, 3])
        #expect(throttled.value == 3)
        #expect(times.values == [.zero, .zero, .milliseconds(100)])
        observation.dispose()
    }

    @Test func aSteadyStreamIsDeliveredOncePerIntervalAndTheLastChangeIsNeverLost() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let times = Recorder<Duration>()
        let observation = source.throttle(for: .milliseconds(100), on: scheduler).observeChanges { value in
            seen.record(value)
            times.record(scheduler.now)
        }
        for value in 1...25 {  // one change every 10 ms, from 0 to 240 ms
            source.value = value
            scheduler.advance(by: .milliseconds(10))
        }
        scheduler.run()
        #expect(seen.values == [1, 10, 20, 25])
        #expect(times.values == [.zero, .milliseconds(100), .milliseconds(200), .milliseconds(300)])
        observation.dispose()
    }

    @Test func anIntervalWithoutChangesEndsTheThrottlingSoTheNextChangeGoesAtOnce() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.throttle(for: .milliseconds(100), on: scheduler).observeChanges(seen.record)
        source.value = 1
        scheduler.advance(by: .milliseconds(50))
        source.value = 2
        scheduler.advance(by: .milliseconds(150))  // 2 at 100 ms; nothing in 100–200 ms
        #expect(seen.values == [1, 2])
        #expect(scheduler.pendingCount == 0)
        source.value = 3
        scheduler.advance()
        #expect(seen.values == [1, 2, 3])
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
    }

    @Test func disposingTheObservationCancelsTheIntervalAndItsLatestChange() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.throttle(for: .milliseconds(100), on: scheduler).observeChanges(seen.record)
        source.value = 1
        scheduler.advance()
        source.value = 2
        #expect(scheduler.pendingCount == 1)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values == [1])
    }
}

@Suite("A throttled signal sends the first event at once, then the latest once per interval")
struct SignalThrottleTests {
    @Test func leadingAndTrailingEventsAreSent() {
        let scheduler = TestScheduler()
        let emitter = Emitter<String>()
        let seen = Recorder<String>()
        let observation = emitter.signal.throttle(for: .seconds(1), on: scheduler).observe(seen.record)
        emitter.send("first")
        emitter.send("dropped")
        emitter.send("latest")
        scheduler.advance()
        #expect(seen.values == ["first"])
        scheduler.advance(by: .seconds(1))
        #expect(seen.values == ["first", "latest"])
        scheduler.run()
        #expect(seen.values == ["first", "latest"])
        observation.dispose()
    }

    @Test func disposingTheObservationCancelsWhatIsPending() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.throttle(for: .seconds(1), on: scheduler).observe(seen.record)
        emitter.send(1)
        emitter.send(2)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values.isEmpty)
    }
}
