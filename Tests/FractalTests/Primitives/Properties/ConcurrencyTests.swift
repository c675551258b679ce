import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("Concurrent use loses no update and never deadlocks")
struct ConcurrencyTests {
    @Test func concurrentModifyLosesNoUpdateAndDeliversInOrder() {
        let threads = 8
        let increments = 5_000
        let property = MutableProperty(0)
        let recorder = Recorder<Int>()
        let observation = property.observeChanges(recorder.record)
        hammer(threads: threads) { _ in
            for _ in 0..<increments { property.modify { $0 += 1 } }
        }
        let values = recorder.values
        #expect(property.value == threads * increments)
        #expect(values.count == threads * increments)
        // Serial delivery: the observer saw 1, 2, 3, … in order.
        #expect(values == Array(1...(threads * increments)))
        observation.dispose()
    }

    @Test func lastValueSeenIsTheCurrentValueUnderConcurrentSets() {
        for _ in 0..<20 {
            let property = MutableProperty(-1)
            let recorder = Recorder<Int>()
            let observation = property.observeChanges(recorder.record)
            hammer(threads: 4) { thread in
                for index in 0..<500 { property.value = thread * 1_000 + index }
            }
            #expect(recorder.last == property.value)
            #expect(recorder.count == 2_000)
            observation.dispose()
        }
    }

    @Test func observersJoiningDuringConcurrentSetsSeeOrderedValuesEndingOnTheCurrentOne() {
        for _ in 0..<20 {
            let property = MutableProperty(0)
            let recorders = (0..<8).map { _ in Recorder<Int>() }
            let observations = Recorder<SerialDisposable>()
            hammer(threads: 4) { thread in
                if thread < 2 {
                    for _ in 0..<1_000 { property.modify { $0 += 1 } }
                } else {
                    for index in stride(from: thread - 2, to: recorders.count, by: 2) {
                        observations.record(SerialDisposable(property.observe(recorders[index].record)))
                    }
                }
            }
            for recorder in recorders {
                let values = recorder.values
                #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
                #expect(values.last == 2_000)
            }
            observations.values.forEach { $0.dispose() }
        }
    }

    @Test func concurrentObserveDisposeAndSetNeverCrashesOrLeaksObservers() {
        let property = MutableProperty(0)
        let calls = Counter()
        hammer(threads: 8) { thread in
            for index in 0..<2_000 {
                if thread % 2 == 0 {
                    let observation = property.observeChanges { _ in calls.increment() }
                    if index % 3 == 0 { property.value = index }
                    observation.dispose()
                    #expect(observation.isDisposed)
                } else {
                    property.modify { $0 &+= 1 }
                    _ = property.value
                }
            }
        }
        // Every observation was disposed: a final set reaches nobody.
        let before = calls.value
        property.value = 0
        #expect(calls.value == before)
    }

    @Test func combinedPropertyConvergesUnderConcurrentSourceChanges() {
        let a = MutableProperty(0)
        let b = MutableProperty(0)
        let sum = a.combineLatest(with: b).map { $0 + $1 }
        let recorder = Recorder<Int>()
        let observation = sum.observeChanges(recorder.record)
        hammer(threads: 2) { thread in
            let source = thread == 0 ? a : b
            for _ in 0..<3_000 { source.modify { $0 += 1 } }
        }
        #expect(sum.value == 6_000)
        #expect(recorder.last == 6_000)
        #expect(recorder.count == 6_000)
        observation.dispose()
    }
}
