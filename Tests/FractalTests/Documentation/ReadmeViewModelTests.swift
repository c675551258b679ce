// The code of README.md's "Writing and testing a view model", kept compiling
// and passing here. Keep the two in step.
import Fractal
import FractalTesting
import Testing

protocol CounterPresenters: Sendable {
    var countPresenter: Presenter<String> { get }
    var incrementPresenter: Presenter<@Sendable () -> Void> { get }
}

final class CounterViewModel: Presentable, Sendable {
    private let count = MutableProperty(0)

    var present: (any CounterPresenters) -> (any Disposable)? {
        { [count] presenters in
            CompositeDisposable([
                presenters.countPresenter <~ count.map { "Count: \($0)" },
                presenters.incrementPresenter <~ { count.modify { $0 += 1 } },
            ])
        }
    }
}

struct RecordingCounterView: CounterPresenters {
    let count = RecordingPresenter<String>("count")
    let increment = RecordingPresenter<@Sendable () -> Void>("increment")

    var countPresenter: Presenter<String> { count.presenter }
    var incrementPresenter: Presenter<@Sendable () -> Void> { increment.presenter }
}

@Suite("README: writing and testing a view model")
struct ReadmeViewModelTests {
    @Test func counterCountsTaps() {
        let view = RecordingCounterView()
        let presentation = CounterViewModel() <- view
        #expect(view.count.current == "Count: 0")

        view.increment.current?()            // the user taps
        view.increment.current?()
        #expect(view.count.current == "Count: 2")
        #expect(view.count.liveCount == 1)   // each new text replaced the last

        presentation?.dispose()
        #expect(view.count.liveCount == 0)
    }
}
