import Fractal
import FractalTesting
import Testing

/// A class instance an observer captures, to see when the observer is released.
private final class Token: Sendable {}

@Suite("A property that goes away releases its observers")
struct LifetimeTests {
    @Test func droppingAPropertyReleasesObserversNobodyDisposed() {
        weak var weakToken: Token?
        var observation: (any Disposable)?
        do {
            let property = MutableProperty(0)
            let token = Token()
            weakToken = token
            observation = property.observeChanges { _ in withExtendedLifetime(token) {} }
            #expect(weakToken != nil)
        }
        // The observation outlives the property but holds nothing of it.
        #expect(weakToken == nil)
        #expect(observation?.isDisposed == true)
        observation?.dispose()
    }

    @Test func aReadOnlyViewOfAGonePropertyDeliversItsLastValueAndRegistersNothing() {
        var view: Property<String>?
        do {
            let property = MutableProperty("first")
            view = Property(property)
            property.value = "last"
        }
        let recorder = Recorder<String>()
        let observation = view?.observe(recorder.record)
        #expect(recorder.values == ["last"])
        #expect(view?.value == "last")
        #expect(observation?.isDisposed == true)
        let changes = Recorder<String>()
        let changeObservation = view?.observeChanges(changes.record)
        #expect(changes.values.isEmpty)
        #expect(changeObservation?.isDisposed == true)
    }

    @Test func aMappedViewOfAGonePropertyKeepsWorkingForReads() {
        var mapped: Property<Int>?
        do {
            let property = MutableProperty(20)
            mapped = property.map { $0 + 1 }
        }
        let recorder = Recorder<Int>()
        _ = mapped?.observe(recorder.record)
        #expect(recorder.values == [21])
        #expect(mapped?.value == 21)
    }
}
