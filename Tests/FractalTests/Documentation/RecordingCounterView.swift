// README.md shows this file whole, from the first import on; ReadmeMirrorTests
// fails when the two differ.

import Fractal
import FractalTesting

struct RecordingCounterView: CounterPresenters {
    let count = RecordingPresenter<String>("count")
    let increment = RecordingPresenter<@Sendable () -> Void>("increment")

    var countPresenter: Presenter<String> { count.presenter }
    var incrementPresenter: Presenter<@Sendable () -> Void> { increment.presenter }
}
