import Fractal
import FractalTesting
import Testing

@Suite("A delayed property delivers every change, in order, the interval later")
struct PropertyDelayTests {
    @Test func everyChangeArrivesTheIntervalLaterInOrder() {
        let scheduler = TestScheduler()
        let source = MutableProperty("start")
        let delayed = source.delay(by: .seconds(2), on: scheduler)
        let seen = Recorder<String>()
        let times = Recorder<Duration>()
        let observation = delayed.observe { value in
            seen.record(value)
            times.record(scheduler.now)
        }
        source.value = "a"
        source.value = "b"
        scheduler.advance(by: .seconds(1))
        source.value = "c"
        scheduler.advance(by: .milliseconds(1_999))
        #expect(seen.values == ["start", "a", "b"])
        #expect(delayed.value == "b")
        scheduler.run()
        #expect(seen.values == ["start", "a", "b", "c"])
        #expect(times.values == [.zero, .seconds(2), .seconds(2), .seconds(3)])
        observation.dispose()
    }

    @Test func disposingTheObservationCancelsEveryChangeInFlight() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.delay(by: .seconds(1), on: scheduler).observeChanges(seen.record)
        for value in 1...3 { source.value = value }
        #expect(scheduler.pendingCount == 3)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values.isEmpty)
    }

    @Test func releasingTheDelayedPropertyReleasesTheValuesInFlight() {
        let scheduler = TestScheduler()
        let source = MutableProperty(WatchedValue(0))
        var delayed: Property<WatchedValue>? = source.delay(by: .seconds(1), on: scheduler)
        weak var inFlight: WatchedValue?
        do {
            let token = WatchedValue(1)
            inFlight = token
            source.value = token
            source.value = WatchedValue(2)
        }
        #expect(inFlight != nil)  // waiting in the delay
        delayed = nil
        #expect(inFlight == nil)  // released with the delayed property, before the scheduler runs
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(delayed == nil)
    }
}

@Suite("A delayed signal sends every event, in order, the interval later")
struct SignalDelayTests {
    @Test func everyEventArrivesTheIntervalLaterInOrder() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.delay(by: .milliseconds(500), on: scheduler).observe(seen.record)
        for value in 1...3 {
            emitter.send(value)
            scheduler.advance(by: .milliseconds(100))
        }
        #expect(seen.values.isEmpty)
        scheduler.advance(by: .milliseconds(200))
        #expect(seen.values == [1])
        scheduler.run()
        #expect(seen.values == [1, 2, 3])
        #expect(scheduler.now == .milliseconds(700))
        observation.dispose()
    }

    @Test func disposingTheObservationCancelsEveryEventInFlight() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.delay(by: .seconds(1), on: scheduler).observe(seen.record)
        emitter.send(1)
        emitter.send(2)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values.isEmpty)
    }
}
