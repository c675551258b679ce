import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("map transforms values")
struct PropertyMapTests {
    @Test func mapsCurrentAndChanges() {
        let source = MutableProperty(2)
        let doubled = source.map { $0 * 2 }
        let recorder = Recorder<Int>()
        let observation = doubled.observe(recorder.record)
        source.value = 5
        #expect(doubled.value == 10)
        #expect(recorder.values == [4, 10])
        observation.dispose()
    }

    @Test func chainedMapsComposeInOrder() {
        let source = MutableProperty(1)
        let chained = source.map { $0 + 1 }.map { $0 * 10 }.map { "#\($0)" }
        let recorder = Recorder<String>()
        let observation = chained.observeChanges(recorder.record)
        source.value = 2
        #expect(recorder.values == ["#30"])
        #expect(chained.value == "#30")
        observation.dispose()
        source.value = 3
        #expect(recorder.values == ["#30"])
    }
}

@Suite("skipRepeats drops consecutive duplicates")
struct PropertySkipRepeatsTests {
    @Test func dropsDuplicatesPerObserver() {
        let source = MutableProperty(1)
        let distinct = source.skipRepeats()
        let all = Recorder<Int>()
        let changes = Recorder<Int>()
        let a = distinct.observe(all.record)
        let b = distinct.observeChanges(changes.record)
        for value in [1, 2, 2, 3, 3, 3, 1] { source.value = value }
        #expect(all.values == [1, 2, 3, 1])
        #expect(changes.values == [2, 3, 1])
        a.dispose()
        b.dispose()
    }

    @Test func customEquivalence() {
        let source = MutableProperty("a")
        let caseInsensitive = source.skipRepeats { $0.lowercased() == $1.lowercased() }
        let recorder = Recorder<String>()
        let observation = caseInsensitive.observeChanges(recorder.record)
        for value in ["A", "b", "B", "c"] { source.value = value }
        #expect(recorder.values == ["b", "c"])
        observation.dispose()
    }
}

@Suite("stored computes a view once per change")
struct PropertyStoredTests {
    @Test func transformRunsOncePerChangeWhateverTheReadsAndObservers() {
        let source = MutableProperty(1)
        let calls = Counter()
        let stored = source.map { value -> Int in
            calls.increment(); return value * 2
        }.stored()
        #expect(calls.value == 1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let observations = [stored.observe(first.record), stored.observeChanges(second.record)]
        _ = stored.value
        _ = stored.value
        source.value = 5
        #expect(calls.value == 2)
        #expect(stored.value == 10)
        #expect(first.values == [2, 10])
        #expect(second.values == [10])
        observations.forEach { $0.dispose() }
    }

    @Test func objectsComputedByTheTransformKeepTheirIdentity() {
        final class Child: Sendable {}
        let state = MutableProperty(0)
        let child = state.map { _ in Child() }.stored()
        #expect(child.value === child.value)
        let before = child.value
        state.value = 1
        #expect(child.value !== before)
    }

    @Test func storedSeesEveryConcurrentChangeInOrder() {
        let source = MutableProperty(0)
        let stored = source.stored()
        let recorder = Recorder<Int>()
        let observation = stored.observeChanges(recorder.record)
        hammer(threads: 4) { _ in for _ in 0..<2_000 { source.modify { $0 += 1 } } }
        #expect(stored.value == 8_000)
        #expect(recorder.values == Array(1...8_000))
        observation.dispose()
    }

    @Test func storingWhileAnotherThreadChangesTheSourceLosesNothing() {
        for _ in 0..<200 {
            let source = MutableProperty(0)
            let writer = DispatchQueue(label: "writer")
            let done = DispatchSemaphore(value: 0)
            writer.async {
                for value in 1...50 { source.value = value }; done.signal()
            }
            let stored = source.map { $0 }.stored()
            done.wait()
            #expect(stored.value == 50)
        }
    }
}
