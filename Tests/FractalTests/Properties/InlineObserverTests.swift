import Fractal
import FractalTesting
import Testing

/// A storage's first observer is held inline, not in an array; changes to
/// the observers while that slot is being delivered to move them to the
/// array and must keep every delivery rule.
@Suite("The first observer, held inline")
struct InlineObserverTests {
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
