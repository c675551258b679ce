import FractalTesting
import Testing

@Suite("Recorder records values in order")
struct RecorderTests {
    @Test func recordsAndClears() {
        let recorder = Recorder<Int>()
        recorder.record(1)
        recorder.record(2)
        #expect(recorder.values == [1, 2])
        #expect(recorder.last == 2)
        #expect(recorder.count == 2)
        recorder.removeAll()
        #expect(recorder.values.isEmpty)
    }
}
