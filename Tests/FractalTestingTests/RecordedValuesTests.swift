import Fractal
import FractalTesting
import Testing

@Suite("RecordedValues reads like an array and never traps")
struct RecordedValuesTests {
    @Test func readingPastEitherEndGivesNil() {
        let empty: RecordedValues<String> = []
        #expect(empty[0] == nil)
        #expect(empty[-1] == nil)
        #expect(empty.first == nil && empty.last == nil)
        #expect(empty.isEmpty && empty.count == 0)
        let values: RecordedValues = ["a", "b"]
        #expect(values[0] == "a" && values[1] == "b")
        #expect(values[2] == nil && values[-1] == nil)
        #expect(values.first == "a" && values.last == "b")
        #expect(values.count == 2 && !values.isEmpty)
    }

    @Test func comparesWithArraysAndLiteralsBothWays() {
        let values = RecordedValues([1, 2, 3])
        let array = [1, 2, 3]
        #expect(values == [1, 2, 3])
        #expect(values == array)
        #expect(array == values)
        #expect(values != [1, 2])
        #expect([3, 2, 1] != values)
        #expect(values == RecordedValues(1...3))
        #expect(Set([values, RecordedValues([1, 2, 3])]).count == 1)
    }

    @Test func isASequence() {
        let values: RecordedValues = ["a", "bb", "ccc"]
        #expect(values.map(\.count) == [1, 2, 3])
        #expect(values.contains("bb"))
        #expect(Array(values.reversed()) == ["ccc", "bb", "a"])
        var joined = ""
        for value in values { joined += value }
        #expect(joined == "abbccc")
    }

    @Test func describesItselfAsAnArrayWould() {
        let values: RecordedValues = ["a", "b"]
        #expect(values.description == #"["a", "b"]"#)
        #expect(String(describing: RecordedValues<Int>()) == "[]")
    }
}

@Suite("Recording presenters never trap on an empty recording")
struct EmptyRecordingTests {
    @Test func everyReadOfAnEmptyRecordingIsNilOrEmpty() {
        let presenter = RecordingPresenter<String>("empty")
        #expect(presenter.live[0] == nil)
        #expect(presenter.values[0] == nil)
        #expect(presenter.current == nil)
        #expect(presenter.scheduled.isEmpty && presenter.cancelled.isEmpty)
        #expect(presenter.presentations[0] == nil)
        #expect(presenter.next() == nil)
        #expect(presenter.take(3).isEmpty && presenter.takeAll().isEmpty)
        #expect(presenter.unconsumed.isEmpty)
        #expect(presenter.presentedCount == 0 && presenter.liveCount == 0 && presenter.disposedCount == 0)

        let recorder = Recorder<Int>()
        #expect(recorder.values[0] == nil)
        #expect(recorder.last == nil && recorder.count == 0)

        let children = RecordingChildPresenter<String, RecordingPresenter<String>>(
            container: { RecordingPresenter($0) }, present: { $1.presenter <~ $0 })
        #expect(children.containers[0] == nil && children.liveContainers[0] == nil)
        #expect(children.currentContainer == nil)

        let session = RecordingSession()
        session.disposeAndCheckLeaks(nil)  // nothing presented, nothing tracked: no failure
    }

    @Test func readingPastTheEndOfALiveRecordingIsNil() {
        let presenter = RecordingPresenter<String>("title")
        let presentation = presenter.presenter <~ "Hello"
        #expect(presenter.live[0] == "Hello")
        #expect(presenter.live[1] == nil)
        presentation?.dispose()
        #expect(presenter.live[0] == nil)
        #expect(presenter.values[0] == "Hello")
    }
}
