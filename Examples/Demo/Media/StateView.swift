import Fractal

/// A view that draws one state and presents no child: the sign-in form, the
/// catalog tab, a movie's detail. It keeps the last state it was given.
@MainActor
final class StateView<State: Sendable> {
    let scheduler: SettlingScheduler
    /// The last state given; `nil` until the first bind.
    private(set) var state: State?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var presenter: Presenter<State> {
        Presenter.UI(on: scheduler) {
            self.state = $0; return nil
        }
    }
}
