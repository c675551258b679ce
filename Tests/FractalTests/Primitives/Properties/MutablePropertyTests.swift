import Fractal
import FractalTesting
import Testing

@Suite("MutableProperty holds a value and notifies observers")
struct MutablePropertyTests {
    @Test func observeSendsCurrentThenChanges() {
        let property = MutableProperty(1)
        let recorder = Recorder<Int>()
        let observation = property.observe(recorder.record)
        property.value = 2
        property.value = 3
        #expect(recorder.values == [1, 2, 3])
        #expect(property.value == 3)
        observation.dispose()
    }

    @Test func observeChangesSkipsCurrent() {
        let property = MutableProperty("a")
        let recorder = Recorder<String>()
        let observation = property.observeChanges(recorder.record)
        #expect(recorder.values.isEmpty)
        property.value = "b"
        #expect(recorder.values == ["b"])
        observation.dispose()
    }

    @Test func disposingStopsDelivery() {
        let property = MutableProperty(0)
        let recorder = Recorder<Int>()
        let observation = property.observeChanges(recorder.record)
        property.value = 1
        observation.dispose()
        property.value = 2
        #expect(recorder.values == [1])
        #expect(observation.isDisposed)
    }

    @Test func observersAreCalledInRegistrationOrder() {
        let property = MutableProperty(0)
        let order = Recorder<String>()
        let observations = ["first", "second", "third"].map { name in
            property.observeChanges { _ in order.record(name) }
        }
        property.value = 1
        #expect(order.values == ["first", "second", "third"])
        observations.forEach { $0.dispose() }
    }

    @Test func modifyIsReadModifyWriteAndReturnsBodyResult() {
        let property = MutableProperty([1, 2])
        let recorder = Recorder<[Int]>()
        let observation = property.observeChanges(recorder.record)
        let count = property.modify { values -> Int in
            values.append(3)
            return values.count
        }
        #expect(count == 3)
        #expect(property.value == [1, 2, 3])
        #expect(recorder.values == [[1, 2, 3]])
        observation.dispose()
    }

    @Test func observationDoesNotKeepPropertyAlive() {
        weak var weakProperty: MutableProperty<Int>?
        let recorder = Recorder<Int>()
        var observation: (any Disposable)?
        do {
            let property = MutableProperty(7)
            weakProperty = property
            observation = property.observe(recorder.record)
        }
        #expect(weakProperty == nil)
        #expect(observation?.isDisposed == true)
        observation?.dispose()
        #expect(recorder.values == [7])
    }

    @Test func releasesObserverClosureWhenDisposed() {
        final class Token: Sendable {}
        weak var weakToken: Token?
        let property = MutableProperty(0)
        var observation: (any Disposable)?
        do {
            let token = Token()
            weakToken = token
            observation = property.observeChanges { _ in withExtendedLifetime(token) {} }
        }
        #expect(weakToken != nil)
        observation?.dispose()
        #expect(weakToken == nil)
    }
}
