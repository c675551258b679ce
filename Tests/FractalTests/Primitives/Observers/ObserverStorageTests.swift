import Fractal
import FractalTesting
import Testing

/// A storage's first observer is held inline, not in an array; changes to
/// the observers while that slot is being delivered to move them to the
/// array and must keep every delivery rule.
@Suite("The first observer, held inline")
struct ObserverStorageInlineSlotTests {
    @Test func theSoleObserverAddsAnotherWhileBeingDeliveredTo() {
        let property = MutableProperty(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let added = Recorder<any Disposable>()
        let observation = property.observeChanges { value in
            first.record(value)
            if value == 1 { added.record(property.observeChanges(second.record)) }
        }
        property.value = 1
        property.value = 2
        #expect(first.values == [1, 2])
        // Registered during the delivery of 1: sees only what was sent after.
        #expect(second.values == [2])
        observation.dispose()
        added.values.forEach { $0.dispose() }
        property.value = 3
        #expect(first.values == [1, 2] && second.values == [2])
    }

    @Test func theSoleObserverRemovesItselfAndAnotherJoinsInItsPlace() {
        let property = MutableProperty(0)
        let first = Recorder<Int>()
        let next = Recorder<Int>()
        let own = Recorder<any Disposable>()
        let joined = Recorder<any Disposable>()
        own.record(
            property.observeChanges { value in
                first.record(value)
                own.values.forEach { $0.dispose() }
                joined.record(property.observe(next.record))
            })
        property.value = 1
        property.value = 2
        #expect(first.values == [1])
        #expect(next.values == [1, 2])
        joined.values.forEach { $0.dispose() }
    }

    @Test func observersComeAndGoWhileAnotherThreadSets() {
        for _ in 0..<50 {
            let property = MutableProperty(0)
            let last = Recorder<Int>()
            hammer(threads: 3) { thread in
                switch thread {
                case 0:
                    for value in 1...300 { property.value = value }
                default:
                    for _ in 0..<100 { property.observe { _ in }.dispose() }
                }
            }
            let observation = property.observe(last.record)
            #expect(last.values == [300])
            observation.dispose()
        }
    }

    @Test func aPropertyReleasedWithItsObserverStillRegisteredReleasesIt() {
        weak var released: Recorder<Int>?
        do {
            let property = MutableProperty(1)
            let recorder = Recorder<Int>()
            released = recorder
            _ = property.observe(recorder.record)
        }
        #expect(released == nil)
    }
}

@Suite("Removing observers is O(1) per removal and exact")
struct ObserverStorageTests {
    @Test func removingHundredThousandObserversInRandomOrder() {
        let property = MutableProperty(0)
        let total = 100_000
        let calls = Counter()
        var observations = (0..<total).map { _ in property.observeChanges { _ in calls.increment() } }
        var generator = SystemRandomNumberGenerator()
        observations.shuffle(using: &generator)

        property.value = 1
        #expect(calls.value == total)

        // Remove in random order, checking that exactly the remaining observers
        // are called at a few points along the way.
        var remaining = total
        for checkpoint in [total / 2, total / 10, 1, 0] {
            while remaining > checkpoint {
                observations[remaining - 1].dispose()
                remaining -= 1
            }
            let before = calls.value
            property.value += 1
            #expect(calls.value - before == checkpoint)
        }
        #expect(observations.allSatisfy { $0.isDisposed })
    }

    @Test func disposingTwiceRemovesOnlyOnce() {
        let property = MutableProperty(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = property.observeChanges(first.record)
        let b = property.observeChanges(second.record)
        a.dispose()
        a.dispose()
        property.value = 1
        #expect(first.values.isEmpty)
        #expect(second.values == [1])
        b.dispose()
    }
}
