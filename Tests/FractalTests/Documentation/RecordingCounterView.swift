// README.md shows this file whole, from the first import on; ReadmeMirrorTests
// fails when the two differ.

import Fractal
import FractalTesting

struct RecordingCounterView: RecordingContainer, CounterPresenters {
    @Recorded var countPresenter: Presenter<String>
    @Recorded var incrementPresenter: Presenter<@Sendable () -> Void>
}
