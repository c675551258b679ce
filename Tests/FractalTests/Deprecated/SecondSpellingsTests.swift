import Fractal
import FractalTesting
import Testing

// Second spellings of one idea, deprecated for a release. Each test is itself
// deprecated, so it may use them without a warning: they must compile and do
// what the one spelling does until they go.
@Suite("Second spellings still compile and do what the one spelling does")
struct SecondSpellingsTests {
    @available(*, deprecated)
    @Test func serialPresentIsPresentingAProperty() {
        let values = RecordingPresenter<Int>("values")
        let property = MutableProperty(1)
        let presentation = values.presenter.serial().present(property)
        property.value = 2
        #expect(values.values == [1, 2])
        #expect(values.live == [2])
        presentation?.dispose()
        #expect(values.liveCount == 0)
    }

    @available(*, deprecated)
    @Test func aSerialPresenterMadeByHandPresentsSignalsAndPropertiesSerially() {
        let values = RecordingPresenter<String>("values")
        let serial = SerialPresenter(values.presenter)
        #expect(serial.presenter === values.presenter)
        let emitter = Emitter<String>()
        let events = serial.present(emitter.signal)
        emitter.send("a")
        emitter.send("b")
        #expect(values.live == ["b"])
        events?.dispose()
        let text = MutableProperty("c")
        let texts = serial.present(text.map { $0.uppercased() })
        #expect(values.live == ["C"])
        texts?.dispose()
        #expect(values.liveCount == 0)
    }
}
