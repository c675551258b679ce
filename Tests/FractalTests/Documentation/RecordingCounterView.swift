// A counter written in the seed's style, presenting itself into a container of
// presenters, tested with recording presenters; FromPresenterContainers.md quotes it.

import Fractal
import FractalTesting

struct RecordingCounterView: RecordingContainer, CounterPresenters {
    @Recorded var countPresenter: Presenter<String>
    @Recorded var incrementPresenter: Presenter<@Sendable () -> Void>
}
