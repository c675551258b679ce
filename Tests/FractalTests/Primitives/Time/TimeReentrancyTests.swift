import Fractal
import FractalTesting
import Testing

@Suite("Setting the source from inside a timed delivery is delivered after it")
struct TimeReentrancyTests {
    @Test func aDebouncedObserverThatSetsTheSourceGetsTheNewValueAfterTheInterval() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.debounce(for: .seconds(1), on: scheduler).observeChanges { value in
            seen.record(value)
            if value < 3 { source.value = value + 1 }  // from inside the delivery
        }
        source.value = 1
        scheduler.advance(by: .seconds(1))
        #expect(seen.values == [1])
        scheduler.advance(by: .seconds(1))
        #expect(seen.values == [1, 2])
        scheduler.run()
        #expect(seen.values == [1, 2, 3])
        #expect(scheduler.now == .seconds(3))
        observation.dispose()
    }

    @Test func anInlineHopDeliversAReentrantSetAfterTheValueInHand() {
        let source = MutableProperty(0)
        let order = Recorder<String>()
        let observation = source.observe(on: ImmediateScheduler()).observeChanges { value in
            order.record("begin \(value)")
            if value == 1 { source.value = 2 }
            order.record("end \(value)")
        }
        source.value = 1
        #expect(order.values == ["begin 1", "end 1", "begin 2", "end 2"])
        observation.dispose()
    }

    @Test func aThrottledObserverThatSetsTheSourceIsThrottledToo() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let times = Recorder<Duration>()
        let observation = source.throttle(for: .seconds(1), on: scheduler).observeChanges { value in
            seen.record(value)
            times.record(scheduler.now)
            if value < 3 { source.value = value + 1 }
        }
        source.value = 1
        scheduler.run()
        #expect(seen.values == [1, 2, 3])
        #expect(times.values == [.zero, .seconds(1), .seconds(2)])
        observation.dispose()
    }

    @Test func aDelayedSignalObserverThatSendsAgainGetsItsEventsInOrder() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.delay(by: .seconds(1), on: scheduler).observe { value in
            seen.record(value)
            if value < 3 { emitter.send(value + 1) }
        }
        emitter.send(1)
        scheduler.run()
        #expect(seen.values == [1, 2, 3])
        #expect(scheduler.now == .seconds(3))
        observation.dispose()
    }
}
