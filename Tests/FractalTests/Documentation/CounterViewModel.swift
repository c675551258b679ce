// A counter written in the seed's style, presenting itself into a container of
// presenters, tested with recording presenters; FromPresenterContainers.md quotes it.

import Fractal

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
