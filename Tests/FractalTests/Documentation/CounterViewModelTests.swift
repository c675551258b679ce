// A counter written in the seed's style, presenting itself into a container of
// presenters, tested with recording presenters; README.md points to it.

import Fractal
import FractalTesting
import Testing

@Suite("The counter view model")
struct CounterViewModelTests {
    @Test func countsTapsAndTakesItsTextBackWhenDisposed() {
        let view = RecordingCounterView()
        let presentation = CounterViewModel() <- view
        #expect(view.$countPresenter.current == "Count: 0")

        view.$incrementPresenter.current?()  // the user taps
        view.$incrementPresenter.current?()
        #expect(view.$countPresenter.current == "Count: 2")
        #expect(view.$countPresenter.liveCount == 1)  // each new text replaced the last

        presentation?.dispose()
        #expect(view.$countPresenter.liveCount == 0)
    }
}
