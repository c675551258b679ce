import Fractal
import FractalTesting
import Testing

@Suite("observe(on:) delivers every change on the scheduler, in order")
struct PropertyObserveOnTests {
    @Test func changesHopToTheSchedulerAndTheCurrentValueDoesNot() {
        let scheduler = MarkingScheduler()
        let source = MutableProperty(0)
        let hopped = source.observe(on: scheduler)
        let seen = Recorder<Int>()
        let onScheduler = Recorder<Bool>()
        let observation = hopped.observe { value in
            seen.record(value)
            onScheduler.record(scheduler.isRunningWork)
        }
        source.value = 1
        source.value = 2
        #expect(seen.values == [0])  // the current value, at once, on the observing thread
        #expect(hopped.value == 0)
        scheduler.base.advance()
        #expect(seen.values == [0, 1, 2])
        #expect(onScheduler.values == [false, true, true])
        #expect(hopped.value == 2)
        observation.dispose()
    }

    @Test func changesMadeOnOtherThreadsAreDeliveredWhereTheSchedulerRuns() {
        let scheduler = MarkingScheduler()
        let source = MutableProperty(0)
        let onScheduler = Recorder<Bool>()
        let observation = source.observe(on: scheduler).observeChanges { _ in
            onScheduler.record(scheduler.isRunningWork)
        }
        hammer(threads: 4) { thread in source.value = thread + 1 }
        #expect(onScheduler.values.isEmpty)
        scheduler.base.run()
        #expect(onScheduler.values == [true, true, true, true])
        observation.dispose()
    }

    @Test func onAnImmediateSchedulerEveryChangeIsDeliveredInline() {
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.observe(on: ImmediateScheduler()).observe(seen.record)
        source.value = 1
        source.value = 2
        #expect(seen.values == [0, 1, 2])
        observation.dispose()
        source.value = 3
        #expect(seen.values == [0, 1, 2])
    }

    @Test func disposingTheObservationCancelsTheDeliveriesNotYetRun() {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = source.observe(on: scheduler).observeChanges(seen.record)
        source.value = 1
        source.value = 2
        #expect(scheduler.pendingCount == 2)
        observation.dispose()
        #expect(scheduler.pendingCount == 0)
        scheduler.run()
        #expect(seen.values.isEmpty)
    }
}

@Suite("observe(on:) sends every event on the scheduler, in order")
struct SignalObserveOnTests {
    @Test func eventsHopToTheScheduler() {
        let scheduler = MarkingScheduler()
        let emitter = Emitter<String>()
        let seen = Recorder<String>()
        let onScheduler = Recorder<Bool>()
        let observation = emitter.signal.observe(on: scheduler).observe { value in
            seen.record(value)
            onScheduler.record(scheduler.isRunningWork)
        }
        emitter.send("a")
        emitter.send("b")
        #expect(seen.values.isEmpty)
        scheduler.base.advance()
        #expect(seen.values == ["a", "b"])
        #expect(onScheduler.values == [true, true])
        observation.dispose()
        emitter.send("c")
        scheduler.base.run()
        #expect(seen.values == ["a", "b"])
    }

    @Test func disposingTheObservationFromInsideADeliveryStopsTheRest() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let seen = Recorder<Int>()
        let observation = SerialDisposable()
        observation.inner = emitter.signal.observe(on: scheduler).observe { value in
            seen.record(value)
            if value == 2 { observation.dispose() }
        }
        for value in 1...4 { emitter.send(value) }
        scheduler.run()
        #expect(seen.values == [1, 2])
    }
}
