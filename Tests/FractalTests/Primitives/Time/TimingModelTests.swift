import Fractal
import FractalTesting
import Testing

/// A value delivered at a virtual time.
struct TimedDelivery: Equatable, CustomStringConvertible {
    let value: Int
    let time: Duration

    var description: String { "\(value)@\(time)" }
}

/// A change of the source at a virtual time.
struct TimedChange: CustomStringConvertible {
    let value: Int
    let time: Duration

    var description: String { "\(value)@\(time)" }
}

@Suite("Debounce and throttle deliver what a model of their timing predicts, on random changes")
struct TimingModelTests {
    @Test func debounceMatchesItsModel() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<100 {
            let interval = Duration.milliseconds(Int.random(in: 1...50, using: &generator))
            let changes = Self.randomChanges(using: &generator)
            let delivered = Self.deliveries(of: changes) { source, scheduler in
                source.debounce(for: interval, on: scheduler)
            }
            let expected = Self.debounceModel(changes, interval: interval)
            #expect(delivered == expected, "seed \(seed), round \(round), interval \(interval), changes \(changes)")
        }
    }

    @Test func throttleMatchesItsModel() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<100 {
            let interval = Duration.milliseconds(Int.random(in: 1...50, using: &generator))
            let changes = Self.randomChanges(using: &generator)
            let delivered = Self.deliveries(of: changes) { source, scheduler in
                source.throttle(for: interval, on: scheduler)
            }
            let expected = Self.throttleModel(changes, interval: interval)
            #expect(delivered == expected, "seed \(seed), round \(round), interval \(interval), changes \(changes)")
        }
    }

    /// Up to 30 changes, 0 to 80 ms apart (several at the same time, now and then).
    static func randomChanges(using generator: inout SeededRandomNumberGenerator) -> [TimedChange] {
        var time = Duration.zero
        return (1...Int.random(in: 1...30, using: &generator)).map { value in
            time += .milliseconds(Int.random(in: 0...80, using: &generator))
            return TimedChange(value: value, time: time)
        }
    }

    /// Makes `changes` to a source in virtual time and records what `timed` delivers, and when.
    static func deliveries(
        of changes: [TimedChange], timed: (MutableProperty<Int>, TestScheduler) -> Property<Int>
    ) -> [TimedDelivery] {
        let scheduler = TestScheduler()
        let source = MutableProperty(0)
        let delivered = Recorder<TimedDelivery>()
        let observation = timed(source, scheduler).observeChanges { value in
            delivered.record(TimedDelivery(value: value, time: scheduler.now))
        }
        for change in changes {
            scheduler.advance(to: change.time)
            source.value = change.value
        }
        scheduler.run()
        observation.dispose()
        return Array(delivered.values)
    }

    /// A change is delivered `interval` after it was made, unless another came before then.
    static func debounceModel(_ changes: [TimedChange], interval: Duration) -> [TimedDelivery] {
        changes.indices.compactMap { index in
            let due = changes[index].time + interval
            if index + 1 < changes.count, changes[index + 1].time < due { return nil }
            return TimedDelivery(value: changes[index].value, time: due)
        }
    }

    /// A change outside an interval is delivered at once and opens one; at
    /// the end of an interval its latest change is delivered and opens the
    /// next, or, with none, the throttling ends.
    static func throttleModel(_ changes: [TimedChange], interval: Duration) -> [TimedDelivery] {
        var delivered: [TimedDelivery] = []
        var windowEnd: Duration?
        var latest: Int?
        func closeWindows(through time: Duration?) {
            while let end = windowEnd, time.map({ end <= $0 }) ?? true {
                if let value = latest {
                    delivered.append(TimedDelivery(value: value, time: end))
                    latest = nil
                    windowEnd = end + interval
                } else {
                    windowEnd = nil
                }
            }
        }
        for change in changes {
            closeWindows(through: change.time)
            if windowEnd == nil {
                delivered.append(TimedDelivery(value: change.value, time: change.time))
                windowEnd = change.time + interval
            } else {
                latest = change.value
            }
        }
        closeWindows(through: nil)
        return delivered
    }
}
