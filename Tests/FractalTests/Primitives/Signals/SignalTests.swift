import Fractal
import FractalTesting
import Testing

@Suite("Signal delivers events without a current value")
struct SignalTests {
    @Test func deliversOnlyEventsSentAfterObserving() {
        let emitter = Emitter<Int>()
        emitter.send(0)
        let recorder = Recorder<Int>()
        let observation = emitter.signal.observe(recorder.record)
        emitter.send(1)
        emitter.send(2)
        #expect(recorder.values == [1, 2])
        observation.dispose()
        emitter.send(3)
        #expect(recorder.values == [1, 2])
    }

    @Test func mapFilterAndCompactMapCompose() {
        let emitter = Emitter<String>()
        let recorder = Recorder<Int>()
        let observation = emitter.signal
            .compactMap { Int($0) }
            .filter { $0.isMultiple(of: 2) }
            .map { $0 * 10 }
            .observe(recorder.record)
        for text in ["1", "2", "x", "4"] { emitter.send(text) }
        #expect(recorder.values == [20, 40])
        observation.dispose()
    }

    @Test func propertyChangesAsASignal() {
        let property = MutableProperty(1)
        let recorder = Recorder<Int>()
        let observation = property.changes.observe(recorder.record)
        property.value = 2
        #expect(recorder.values == [2])
        observation.dispose()
    }

    @Test func neverSendsNothing() {
        let recorder = Recorder<Int>()
        let observation = Signal<Int>.never.observe(recorder.record)
        #expect(recorder.values.isEmpty)
        #expect(!observation.isDisposed)
        observation.dispose()
        #expect(observation.isDisposed)
    }
}
