import Fractal
import MediaSample

/// The movies tab's view: a navigation stack over the movie list. While a
/// movie's detail is pushed it is what the tab shows, with a back button.
@MainActor
final class MoviesView: MoviesPresenters {
    let scheduler: SettlingScheduler
    /// The list as the store last described it.
    private(set) var list: MovieListViewState?
    private(set) var open: (@MainActor @Sendable (Movie.ID) -> Void)?
    /// The detail pushed over the list, if any.
    private(set) var detail: MovieDetailView?
    /// The back button, presented only while a detail is pushed.
    private(set) var back: (@MainActor @Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var listPresenter: Presenter<MovieListViewState> {
        Presenter.UI(on: scheduler) {
            self.list = $0; return nil
        }
    }

    nonisolated var openPresenter: Presenter<@MainActor @Sendable (Movie.ID) -> Void> {
        scheduler.presenter { self.open = $0 }
    }

    nonisolated var detailPresenter: Presenter<MovieDetailViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = MovieDetailView(scheduler: self.scheduler)
            self.detail = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.detail === view { self.detail = nil } } },
            ])
        }
    }

    nonisolated var backPresenter: Presenter<@MainActor @Sendable () -> Void> {
        scheduler.presenter { self.back = $0 }
    }
}
