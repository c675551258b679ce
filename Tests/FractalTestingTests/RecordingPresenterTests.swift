import Fractal
import FractalTesting
import Testing

/// A recording presenter makes its presenter once, and takes each
/// presentation back through its log (no disposable per presentation unless
/// a bind or a scheduler needs one): what it records must not change.
@Suite("How a recording presenter takes presentations back")
struct RecordingPresenterTests {
    @Test func everyReadReturnsTheSamePresenter() {
        let text = RecordingPresenter<String>("text")
        #expect(text.presenter === text.presenter)
    }

    @Test func aPresenterOutlivingItsRecordingPresenterStillRecordsIntoTheLog() {
        var text: RecordingPresenter<String>? = RecordingPresenter("text")
        weak let released = text
        let presenter = text!.presenter
        text = nil
        // The presenter does not keep the recording presenter alive.
        #expect(released == nil)
        let presentation = presenter <~ "a"
        presentation?.dispose()
    }

    @Test func theExtraBindIsDisposedWithThePresentationAfterTheRecord() {
        let torn = Recorder<String>()
        let child = RecordingPresenter<String>("child")
        let parent = RecordingPresenter<String>("parent") { value in
            AnyDisposable {
                // The parent's record is disposed before the nested presentation.
                torn.record("nested \(value)")
            }
        }
        let property = MutableProperty("a")
        let presentation = parent.presenter <~ property
        property.value = "b"
        #expect(torn.values == ["nested a"])
        #expect(parent.live == ["b"] && parent.disposedCount == 1)
        presentation?.dispose()
        #expect(torn.values == ["nested a", "nested b"])
        #expect(parent.liveCount == 0 && child.liveCount == 0)
    }

    @Test func sessionPresentersTrackWhatTheyPresentAndReportLeaks() {
        final class Model: Sendable {}
        let session = RecordingSession()
        let models = session.presenter("models", of: Model.self)
        var model: Model? = Model()
        let presentation = models.presenter <~ model!
        model = nil
        // The recording holds the model until the session forgets its values.
        session.disposeAndCheckLeaks(presentation)
        #expect(models.disposedCount == 1)
    }

    @Test func scheduledPresentationsOfASerialPresenterCancelAndBindAsBefore() {
        let scheduler = TestScheduler()
        let text = RecordingPresenter<String>("text", scheduler: scheduler)
        let property = MutableProperty("a")
        let presentation = text.presenter <~ property
        property.value = "b"
        scheduler.advance()
        #expect(text.cancelled == ["a"] && text.live == ["b"])
        presentation?.dispose()
        #expect(text.liveCount == 0 && text.disposedCount == 1)
    }
}
