import Fractal
import FractalTesting
import Testing

@Suite("A debounced property delivers a change once it has stood for the interval")
struct PropertyDebounceTests {
    @Test func theCurrentValueIsDeliveredAtOnceAndChangesOnlyAfterTheInterval() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let debounced = source.debounce(for: .seconds(1), on: scheduler)
        let seen = Recorder<Int>()
        let observation = debounced.observe(seen.record)
        #expect(seen.values == [0])
        #expect(debounced.value == 0)

        source.value = 1
        scheduler.advance(by: .milliseconds(999))
        #expect(seen.values == [0])
        #expect(debounced.value == 0)  // its value is what it delivered
        scheduler.advance(by: .milliseconds(1))
        #expect(seen.values == [0, 1])
        #expect(debounced.value == 1)
        observation.dispose()
    }

    @Test func eachChangeRestartsTheIntervalAndOnlyTheLastIsDelivered() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.debounce(for: .seconds(1), on: scheduler).observeChanges(seen.record)
        for value in 1...5 {
            source.value = value
            scheduler.advance(by: .milliseconds(900))
        }
        #expect(seen.values.isEmpty)
        #expect(scheduler.pendingCount == 1)  // superseded work is cancelled
        scheduler.advance(by: .milliseconds(100))
        #expect(seen.values == [5])
        #expect(scheduler.now == .milliseconds(4_600))
        observation.dispose()
    }

    @Test func disposingTheObservationCancelsThePendingDelivery() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.debounce(for: .seconds(1), on: scheduler).observe(seen.record)
        source.value = 1
        #expect(scheduler.pendingCount == 1)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values == [0])
    }

    @Test func releasingTheDebouncedPropertyCancelsTheDeliveryAndReleasesTheValue() {
        let scheduler = TestScheduler()
        let source = MutableProperty(WatchedValue(0))
        var debounced: Property<WatchedValue>? = source.debounce(for: .seconds(1), on: scheduler)
        weak var pending: WatchedValue?
        do {
            let token = WatchedValue(1)
            pending = token
            source.value = token
            source.value = WatchedValue(2)  // the source now holds 2; only the debounce held 1
        }
        #expect(pending == nil)  // superseded: released at once
        #expect(scheduler.pendingCount == 1)
        #expect(debounced?.value == WatchedValue(0))
        debounced = nil
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(debounced == nil)
    }

    @Test func aChangeStillPendingWhenTheSourceGoesAwayIsDelivered() {
        let scheduler = TestScheduler()
        var source: MutableProperty<Int>? = MutableProperty(0)
        let debounced = source!.debounce(for: .seconds(1), on: scheduler)
        source?.value = 7
        source = nil
        scheduler.run()
        #expect(debounced.value == 7)
    }
}

@Suite("A debounced signal sends an event once it has stood for the interval")
struct SignalDebounceTests {
    @Test func onlyTheLastEventOfABurstIsSentAfterTheInterval() {
        let scheduler = TestScheduler()
        let emitter = Emitter<String>()
        let seen = Recorder<String>()
        let observation = emitter.signal.debounce(for: .milliseconds(300), on: scheduler).observe(seen.record)
        emitter.send("a")
        scheduler.advance(by: .milliseconds(100))
        emitter.send("ab")
        scheduler.advance(by: .milliseconds(299))
        #expect(seen.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(seen.values == ["ab"])
        emitter.send("abc")
        scheduler.run()
        #expect(seen.values == ["ab", "abc"])
        observation.dispose()
    }

    @Test func disposingTheObservationCancelsThePendingEvent() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.debounce(for: .seconds(1), on: scheduler).observe(seen.record)
        emitter.send(1)
        #expect(!observation.isDisposed)
        observation.dispose()
        #expect(observation.isDisposed)
        #expect(scheduler.pendingCount == 0)
        emitter.send(2)
        scheduler.run()
        #expect(seen.values.isEmpty)
    }

    @Test func eachObservationTimesItsEventsOnItsOwn() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let debounced = emitter.signal.debounce(for: .seconds(1), on: scheduler)
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let first = debounced.observe(early.record)
        emitter.send(1)
        scheduler.advance(by: .milliseconds(500))
        let second = debounced.observe(late.record)
        emitter.send(2)
        scheduler.run()
        #expect(early.values == [2])
        #expect(late.values == [2])
        first.dispose()
        second.dispose()
    }

    @Test func anEventPendingWhenTheEmitterGoesAwayIsStillSent() {
        let scheduler = TestScheduler()
        var emitter: Emitter<Int>? = Emitter()
        let seen = Recorder<Int>()
        let observation = emitter!.signal.debounce(for: .seconds(1), on: scheduler).observe(seen.record)
        emitter?.send(1)
        emitter = nil
        scheduler.run()
        #expect(seen.values == [1])
        observation.dispose()
    }
}
