import Fractal
import FractalTesting
import Testing

@Suite("Reentrant use from inside an observer is defined")
struct ReentrancyTests {
    @Test func settingFromInsideAnObserverIsDeliveredAfterTheCurrentValue() {
        let property = MutableProperty(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = property.observeChanges { value in
            first.record(value)
            if value < 3 { property.value = value + 1 }
        }
        let b = property.observeChanges(second.record)
        property.value = 1
        // Every observer sees every value, in order, and ends on the current value.
        #expect(first.values == [1, 2, 3])
        #expect(second.values == [1, 2, 3])
        #expect(property.value == 3)
        a.dispose()
        b.dispose()
    }

    @Test func valueReadInsideObserverIsAlreadyTheNewest() {
        let property = MutableProperty(0)
        let seen = Recorder<Int>()
        let bump = property.observeChanges { value in if value == 1 { property.value = 2 } }
        let reader = property.observeChanges { _ in seen.record(property.value) }
        property.value = 1
        // The reader is called for 1 after the value already became 2, then for 2.
        #expect(seen.values == [2, 2])
        bump.dispose()
        reader.dispose()
    }

    @Test func disposingOwnObservationInsideObserverStopsIt() {
        let property = MutableProperty(0)
        let recorder = Recorder<Int>()
        let observation = SerialDisposable()
        observation.inner = property.observeChanges { value in
            recorder.record(value)
            observation.dispose()
        }
        property.value = 1
        property.value = 2
        #expect(recorder.values == [1])
    }

    @Test func disposingALaterObserverInsideAnObserverSkipsItAtOnce() {
        let property = MutableProperty(0)
        let later = Recorder<Int>()
        let laterObservation = SerialDisposable()
        let earlier = property.observeChanges { value in
            if value == 2 { laterObservation.dispose() }
        }
        laterObservation.inner = property.observeChanges(later.record)
        property.value = 1
        property.value = 2
        property.value = 3
        #expect(later.values == [1])
        earlier.dispose()
    }

    @Test func disposingAnEarlierObserverInsideAnObserverTakesEffectNextValue() {
        let property = MutableProperty(0)
        let earlier = Recorder<Int>()
        let earlierObservation = property.observeChanges(earlier.record)
        let later = property.observeChanges { value in
            if value == 1 { earlierObservation.dispose() }
        }
        property.value = 1
        property.value = 2
        #expect(earlier.values == [1])
        later.dispose()
    }

    @Test func observingInsideAnObserverGetsCurrentValueBeforeLaterOnes() {
        let property = MutableProperty(0)
        let nested = Recorder<Int>()
        let nestedObservation = SerialDisposable()
        let outer = property.observeChanges { value in
            if value == 1 {
                nestedObservation.inner = property.observe(nested.record)
                property.value = 2
            }
        }
        property.value = 1
        #expect(nested.values == [1, 2])
        property.value = 3
        #expect(nested.values == [1, 2, 3])
        outer.dispose()
        nestedObservation.dispose()
    }

    @Test func compositeDisposedFromInsideOneOfItsObservations() {
        let property = MutableProperty(0)
        let composite = CompositeDisposable()
        let recorder = Recorder<Int>()
        composite += property.observeChanges { value in
            recorder.record(value)
            composite.dispose()
        }
        composite += property.observeChanges(recorder.record)
        property.value = 1
        property.value = 2
        #expect(recorder.values == [1])
    }
}
