import Fractal
import FractalTesting
import Testing

@Suite("flatten follows the latest inner property")
struct PropertyFlattenTests {
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
