import Fractal
import FractalTesting
import Testing

@Suite("combineLatest follows every source")
struct PropertyCombineTests {
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
