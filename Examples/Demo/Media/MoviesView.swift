import Fractal
import MediaSample

/// The movies tab's view (a ``MoviesViewModel`` presented here): a
/// navigation stack over the movie list. While a movie's detail is pushed it
/// is what the tab shows, presented into a view of its own.
@MainActor
final class MoviesView {
    let scheduler: SettlingScheduler
    /// The last state the tab was given; `nil` until its first bind.
    private(set) var state: MoviesViewModel.State?
    private let details: ChildPresentations<MovieDetailViewModel, StateView<MovieDetailViewModel.State>>

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        details = ChildPresentations(makeView: { StateView(scheduler: scheduler) }, presenter: \.presenter)
    }

    /// Keeps each state the tab presents, and presents the detail pushed.
    nonisolated var presenter: Presenter<MoviesViewModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.state = state
            self.details.update(state.detail.map { [$0] } ?? [])
            return nil
        }
    }

    /// The detail pushed over the list as its view model last described it, if any.
    var detail: MovieDetailViewModel.State? { state?.detail.flatMap { details.view(of: $0)?.state } }

    /// Disposes the detail's presentation, when the tab's is disposed.
    func close() { details.disposeAll() }
}
