import Fractal
import FractalTesting
import Testing

@Suite("What a recording presenter holds when binds run on a test scheduler")
struct RecordingPresenterSchedulingTests {
    @Test func aPresentedValueIsScheduledUntilTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let text = RecordingPresenter<String>(scheduler: scheduler)
        let presentation = text.presenter <~ "a"
        #expect(text.values.isEmpty)
        #expect(text.live.isEmpty)
        #expect(text.current == nil)
        #expect(text.scheduled == ["a"])
        #expect(text.presentations == [RecordedPresentation(value: "a", state: .scheduled)])
        #expect(text.presentedCount == 0)

        scheduler.advance()
        #expect(text.values == ["a"] && text.live == ["a"] && text.current == "a")
        #expect(text.scheduled.isEmpty)
        #expect(text.presentations.map(\.state) == [.bound])

        presentation?.dispose()
        #expect(text.values == ["a"] && text.live.isEmpty && text.current == nil)
        #expect(text.presentations.map(\.state) == [.disposed])
        #expect(text.disposedCount == 1)
    }

    @Test func valuesReplacedBeforeTheSchedulerRunsAreRecordedAsCancelled() {
        let scheduler = TestScheduler()
        let text = RecordingPresenter<String>(scheduler: scheduler)
        let property = MutableProperty("a")
        let presentation = text.presenter <~ property
        property.value = "b"
        property.value = "c"
        #expect(text.cancelled == ["a", "b"])
        #expect(text.scheduled == ["c"])
        #expect(text.values.isEmpty && text.current == nil)

        scheduler.advance()
        #expect(text.values == ["c"])  // "a" and "b" were never bound
        #expect(text.current == "c")
        #expect(text.presentations.map(\.state) == [.cancelled, .cancelled, .bound])
        #expect(text.presentations.map(\.value) == ["a", "b", "c"])
        #expect(text.presentedCount == 1 && text.disposedCount == 0)

        property.value = "d"
        scheduler.advance()
        #expect(text.presentations.map(\.state) == [.cancelled, .cancelled, .disposed, .bound])
        #expect(text.values == ["c", "d"])
        presentation?.dispose()
        scheduler.run()
    }

    @Test func disposingBeforeTheBindMeansTheBindNeverRuns() {
        let scheduler = TestScheduler()
        let binds = Recorder<String>()
        let text = RecordingPresenter<String>(scheduler: scheduler) { value in
            binds.record(value)
            return nil
        }
        let presentation = text.presenter <~ "gone"
        presentation?.dispose()
        scheduler.run()
        #expect(binds.values.isEmpty)
        #expect(text.cancelled == ["gone"])
        #expect(text.presentations.map(\.state) == [.cancelled])
        #expect(text.presentedCount == 0 && text.disposedCount == 0)
    }

    @Test func withoutASchedulerEveryPresentationIsBoundAtOnce() {
        let text = RecordingPresenter<String>()
        let property = MutableProperty("a")
        let presentation = text.presenter <~ property
        property.value = "b"
        #expect(text.presentations.map(\.state) == [.disposed, .bound])
        #expect(text.cancelled.isEmpty && text.scheduled.isEmpty)
        presentation?.dispose()
    }

    @Test func forgettingValuesKeepsStatesAndCounts() {
        let text = RecordingPresenter<String>()
        let presentation = text.presenter <~ "a"
        text.forgetValues()
        #expect(text.values.isEmpty && text.live.isEmpty)
        #expect(text.liveCount == 1)
        #expect(text.presentations == [RecordedPresentation(value: nil, state: .bound)])
        #expect(text.presentations[0]?.description == "bound: (forgotten)")
        presentation?.dispose()
    }
}
