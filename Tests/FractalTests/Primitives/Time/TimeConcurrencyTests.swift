import Fractal
import FractalTesting
import Testing

@Suite("Timed properties under concurrent changes end on the source's value")
struct TimeConcurrencyTests {
    static let threads = 8
    static let changesPerThread = 500

    /// Sets `source` from 8 threads at once, each to increasing values of its own.
    static func hammerChanges(of source: MutableProperty<Int>) {
        hammer(threads: threads) { thread in
            for index in 1...changesPerThread { source.value = thread * 1_000_000 + index }
        }
    }

    @Test(arguments: ["debounce", "throttle", "delay", "observe(on:)"])
    func theLastDeliveredValueIsTheSourcesLastValue(_ operator: String) {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let timed: Property<Int> =
            switch `operator` {
            case "debounce": source.debounce(for: .milliseconds(300), on: scheduler)
            case "throttle": source.throttle(for: .milliseconds(100), on: scheduler)
            case "delay": source.delay(by: .milliseconds(50), on: scheduler)
            default: source.observe(on: scheduler)
            }
        let seen = Recorder<Int>()
        let observation = timed.observeChanges(seen.record)
        // The scheduler runs while the threads set the source.
        hammer(threads: 2) { runner in
            if runner == 0 {
                Self.hammerChanges(of: source)
            } else {
                for _ in 0..<200 { scheduler.advance(by: .milliseconds(10)) }
            }
        }
        scheduler.run()
        #expect(seen.last == source.value, "\(`operator`)")
        #expect(timed.value == source.value, "\(`operator`)")
        #expect(scheduler.pendingCount == 0)
        observation.dispose()
    }

    @Test(arguments: ["delay", "observe(on:)"])
    func everyChangeIsDeliveredOnceAndEachThreadsChangesInOrder(_ operator: String) {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let timed: Property<Int> =
            `operator` == "delay" ? source.delay(by: .milliseconds(5), on: scheduler) : source.observe(on: scheduler)
        let seen = Recorder<Int>()
        let observation = timed.observeChanges(seen.record)
        hammer(threads: 2) { runner in
            if runner == 0 {
                Self.hammerChanges(of: source)
            } else {
                for _ in 0..<200 { scheduler.advance(by: .milliseconds(1)) }
            }
        }
        scheduler.run()
        let values = seen.values
        #expect(values.count == Self.threads * Self.changesPerThread)
        for thread in 0..<Self.threads {
            let own = values.filter { $0 / 1_000_000 == thread }
            #expect(own == Array(1...Self.changesPerThread).map { thread * 1_000_000 + $0 }, "thread \(thread)")
        }
        #expect(values.last == source.value)
        observation.dispose()
    }

    @Test func schedulersRunningOnSeveralThreadsStillDeliverOneAtATimeInOrder() {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let inside = Recorder<Int>()
        let seen = Recorder<Int>()
        let observation = emitter.signal.observe(on: scheduler).observe { value in
            inside.record(1)
            seen.record(value)
            inside.record(-1)
        }
        for value in 1...2_000 { emitter.send(value) }
        // Several threads run the scheduler's work at once.
        hammer(threads: 4) { _ in scheduler.run() }
        #expect(seen.values == Array(1...2_000))
        // Entries and exits alternate: no two deliveries overlapped.
        #expect(inside.values == Array(repeating: [1, -1], count: 2_000).flatMap { $0 })
        observation.dispose()
    }

    @Test func disposingWhileChangesPourInCancelsEverythingAndNothingRunsAfter() {
        for _ in 0..<20 {
            let scheduler = TestScheduler()
            let source = MutableProperty(0)
            let seen = Recorder<Int>()
            let observation = source.delay(by: .milliseconds(1), on: scheduler).observeChanges(seen.record)
            hammer(threads: 4) { thread in
                if thread == 0 {
                    observation.dispose()
                } else {
                    for index in 1...200 { source.value = index }
                }
            }
            #expect(observation.isDisposed)
            #expect(scheduler.pendingCount == 0)  // work scheduled as it was disposed is cancelled too
            scheduler.run()
            #expect(seen.values.isEmpty)
        }
    }
}
