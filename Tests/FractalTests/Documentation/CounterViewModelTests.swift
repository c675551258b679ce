// A counter written in the seed's style, presenting itself into a container of
// presenters, tested with recording presenters; the DocC article "From
// presenter containers" (FromPresenterContainers.md) quotes these files.

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

    @Test func aSessionReadsEveryValueInTurn() {
        let session = RecordingSession()
        let view = RecordingCounterView(session: session, name: "counter")
        let presentation = CounterViewModel() <- view
        let increment = view.$incrementPresenter.next()
        increment?()
        #expect(view.$countPresenter.next() == "Count: 0")
        #expect(view.$countPresenter.next() == "Count: 1")
        session.checkExhausted(ignoringLivePresentations: true)
        session.disposeAndCheckLeaks(presentation)
    }
}
