import Fractal
import FractalTesting
import Testing

@Suite("serial() presents one value at a time")
struct SerialPresenterTests {
    @Test func disposesThePreviousPresentationBeforePresentingTheNext() {
        let order = Recorder<String>()
        let recorder = RecordingPresenter<Int>("value") { value in
            order.record("present \(value)")
            return AnyDisposable { order.record("dispose \(value)") }
        }
        let property = MutableProperty(1)
        let presentation = recorder.presenter <~ property
        property.value = 2
        property.value = 3
        #expect(order.values == ["present 1", "dispose 1", "present 2", "dispose 2", "present 3"])
        #expect(recorder.live == [3])
        presentation?.dispose()
        #expect(order.values.last == "dispose 3")
        property.value = 4
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func presentsSignalEventsSerially() {
        let recorder = RecordingPresenter<String>()
        let emitter = Emitter<String>()
        let presentation = recorder.presenter <~ emitter.signal
        emitter.send("a")
        emitter.send("b")
        #expect(recorder.live == ["b"])
        #expect(recorder.disposedCount == 1)
        presentation?.dispose()
        #expect(recorder.liveCount == 0)
    }

    @Test func withATestSchedulerOnlyTheLatestValueEverBinds() {
        let scheduler = TestScheduler()
        let recorder = RecordingPresenter<Int>(scheduler: scheduler)
        let property = MutableProperty(1)
        let presentation = recorder.presenter <~ property
        property.value = 2
        property.value = 3
        scheduler.advance()
        #expect(recorder.values == [3])
        presentation?.dispose()
    }
}
