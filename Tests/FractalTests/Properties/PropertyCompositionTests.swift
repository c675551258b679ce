import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("Property is a read-only view")
struct PropertyTests {
    @Test func wrapsMutablePropertyReadOnly() {
        let source = MutableProperty("a")
        let property = Property(source)
        let recorder = Recorder<String>()
        let observation = property.observe(recorder.record)
        source.value = "b"
        #expect(property.value == "b")
        #expect(recorder.values == ["a", "b"])
        observation.dispose()
    }

    @Test func constantDeliversItsValueOnce() {
        let property = Property(value: 42)
        let recorder = Recorder<Int>()
        let all = property.observe(recorder.record)
        let changes = property.observeChanges(recorder.record)
        #expect(property.value == 42)
        #expect(recorder.values == [42])
        all.dispose()
        changes.dispose()
    }

    @Test func wrappingAPropertyReturnsAnEquivalentView() {
        let source = MutableProperty(1)
        let mapped = source.map { $0 * 10 }
        let rewrapped = Property(mapped)
        source.value = 2
        #expect(rewrapped.value == 20)
    }
}

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
struct SkipRepeatsTests {
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

@Suite("combineLatest follows every source")
struct CombineLatestTests {
    @Test func pairsLatestValues() {
        let name = MutableProperty("")
        let password = MutableProperty("")
        let isValid = name.combineLatest(with: password).map { !$0.isEmpty && !$1.isEmpty }
        let recorder = Recorder<Bool>()
        let observation = isValid.observe(recorder.record)
        name.value = "ada"
        password.value = "secret"
        name.value = ""
        #expect(recorder.values == [false, false, true, false])
        #expect(isValid.value == false)
        observation.dispose()
    }

    @Test func combinesAnArrayInOrder() {
        let fields = (0..<3).map { MutableProperty($0) }
        let combined = Property<[Int]>.combineLatest(fields)
        let recorder = Recorder<[Int]>()
        let observation = combined.observeChanges(recorder.record)
        fields[1].value = 10
        #expect(combined.value == [0, 10, 2])
        #expect(recorder.values == [[0, 10, 2]])
        observation.dispose()
    }

    @Test func staticFormMatchesMethod() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let pair = Property.combineLatest(a, b)
        a.value = 2
        #expect(pair.value == (2, "x"))
    }

    @Test func staysAliveWhileObservedThenReleases() {
        let a = MutableProperty(1)
        let b = MutableProperty(1)
        let recorder = Recorder<Int>()
        let observation = a.combineLatest(with: b).map { $0 + $1 }.observeChanges(recorder.record)
        a.value = 5
        #expect(recorder.values == [6])
        observation.dispose()
        a.value = 7
        #expect(recorder.values == [6])
    }

    @Test func derivedPropertyLivesWhileObservedAndIsReleasedAfter() {
        final class Token: Sendable {}
        weak var weakToken: Token?
        let a = MutableProperty(1)
        let recorder = Recorder<Int>()
        var observation: (any Disposable)?
        do {
            let token = Token()
            weakToken = token
            let source = a.map { value in withExtendedLifetime(token) { value } }
            observation = source.combineLatest(with: Property(value: 100)).map { $0 + $1 }
                .observeChanges(recorder.record)
        }
        a.value = 2
        #expect(recorder.values == [102])
        #expect(weakToken != nil)
        observation?.dispose()
        observation = nil
        #expect(weakToken == nil)
    }
}

@Suite("flatten follows the latest inner property")
struct FlattenTests {
    @Test func switchesToTheNewInnerAndIgnoresTheOld() {
        let first = MutableProperty("first: 1")
        let second = MutableProperty("second: 1")
        let selected = MutableProperty(Property(first))
        let flattened = selected.flatten()
        let recorder = Recorder<String>()
        let observation = flattened.observe(recorder.record)

        first.value = "first: 2"
        selected.value = Property(second)
        first.value = "first: 3"  // no longer followed
        second.value = "second: 2"

        #expect(recorder.values == ["first: 1", "first: 2", "second: 1", "second: 2"])
        #expect(flattened.value == "second: 2")
        observation.dispose()
        second.value = "second: 3"
        #expect(recorder.last == "second: 2")
    }

    @Test func flatMapLatestMapsThenFlattens() {
        let rows = [MutableProperty("row 0"), MutableProperty("row 1")]
        let selection = MutableProperty(0)
        let title = selection.flatMapLatest { rows[$0] }
        #expect(title.value == "row 0")
        selection.value = 1
        rows[1].value = "row 1 renamed"
        #expect(title.value == "row 1 renamed")
    }
}

@Suite("stored computes a view once per change")
struct StoredPropertyTests {
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
