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
