import Fractal
import FractalTesting
import Testing

@Suite("On an ImmediateScheduler no time passes: delayed work runs at once, a timer that re-arms itself stops the program")
struct ImmediateSchedulerTimingTests {
    let scheduler = ImmediateScheduler()

    @Test func delayedWorkRunsAtOnceWhateverTheDelay() {
        let ran = Counter()
        let later = scheduler.schedule(after: .seconds(3600)) { ran.increment() }
        let now = scheduler.schedule(after: .zero) { ran.increment() }
        #expect(ran.value == 2)
        #expect(later.isDisposed && now.isDisposed)  // nothing left to cancel
    }

    @Test func aContextCanHoldItAsItsOneTimedScheduler() {
        struct Context {
            let scheduler: any TimedScheduler
        }
        let context = Context(scheduler: scheduler)
        let query = MutableProperty("")
        let searched = query.debounce(for: .milliseconds(300), on: context.scheduler)
        query.value = "fractal"
        #expect(searched.value == "fractal")
    }

    @Test func aDebouncedPropertyDeliversEveryChangeAtOnce() {
        let query = MutableProperty("")
        let seen = Recorder<String>()
        let observation = query.debounce(for: .milliseconds(300), on: scheduler).observe(seen.record)
        query.value = "f"
        query.value = "fr"
        #expect(seen.values == ["", "f", "fr"])  // each change's quiet interval is over before the next
        observation.dispose()
    }

    @Test func aDebouncedSignalSendsEveryEventAtOnce() {
        let edits = Emitter<String>()
        let seen = Recorder<String>()
        let observation = edits.signal.debounce(for: .milliseconds(300), on: scheduler).observe(seen.record)
        edits.send("a")
        edits.send("b")
        #expect(seen.values == ["a", "b"])
        observation.dispose()
    }

    @Test func delayAndThrottleDeliverEveryChangeAtOnce() {
        let source = MutableProperty(0)
        let delayed = Recorder<Int>()
        let throttled = Recorder<Int>()
        let observations = CompositeDisposable([
            source.delay(by: .seconds(2), on: scheduler).observeChanges(delayed.record),
            source.throttle(for: .seconds(1), on: scheduler).observeChanges(throttled.record),
        ])
        for value in 1...3 { source.value = value }
        #expect(delayed.values == [1, 2, 3])
        #expect(throttled.values == [1, 2, 3])  // each interval ends before the next change
        observations.dispose()
    }

    @Test func aChangeMadeInsideAThrottledDeliveryIsDeliveredAndTheIntervalEnds() {
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.throttle(for: .seconds(1), on: scheduler).observeChanges { value in
            seen.record(value)
            if value == 1 { source.value = 2 }  // inside the interval the first change opened
        }
        source.value = 1
        #expect(seen.values == [1, 2])
        source.value = 3  // the interval ended: delivered at once
        #expect(seen.values == [1, 2, 3])
        observation.dispose()
    }

    @Test func chainedTimedOperatorsDeliverAtOnce() {
        let source = MutableProperty(0)
        let chained = source.debounce(for: .milliseconds(300), on: scheduler)
            .map { $0 * 10 }
            .delay(by: .seconds(1), on: scheduler)
            .throttle(for: .seconds(1), on: scheduler)
        let seen = Recorder<Int>()
        let observation = chained.observeChanges(seen.record)
        source.value = 1
        source.value = 2
        #expect(seen.values == [10, 20])
        observation.dispose()
    }

    @Test func sleepingReturnsAtOnce() async throws {
        try await scheduler.sleep(for: .seconds(3600))
    }

    @Test func aStoresDelayedEventIsSentAtOnce() {
        enum Event { case start, finished }
        let store = Store<[String], Event, Never>(initial: [], scheduler: scheduler) { log, event in
            switch event {
            case .start:
                log.append("start")
                return .send(.finished, after: .seconds(5))
            case .finished:
                log.append("finished")
                return .none
            }
        }
        store.send(.start)
        #expect(store.states.value == ["start", "finished"])
        store.dispose()
    }

    @Test func delayedWorkThatReArmsItselfStopsTheProgramWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            @Sendable func tick() {
                ImmediateScheduler().schedule(after: .seconds(1)) { tick() }
            }
            tick()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ImmediateScheduler: delayed work scheduled delayed work 32 times over"))
    }

    @Test func aStoreTimerStopsTheProgramWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Event { case start, tick }
            let store = Store<Int, Event, Never>(initial: 0, scheduler: ImmediateScheduler()) { ticks, event in
                switch event {
                case .start: return .send(.tick, every: .seconds(1), id: "timer")
                case .tick:
                    ticks += 1
                    return .none
                }
            }
            store.send(.start)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("such as a timer (Effect.send(_:every:id:))"))
    }
}
