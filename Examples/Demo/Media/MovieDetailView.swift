import Fractal
import MediaSample

/// A movie's detail view: title, year and director, and a favorite toggle.
@MainActor
final class MovieDetailView: MovieDetailPresenters {
    let scheduler: SettlingScheduler
    /// The movie as the store last described it.
    private(set) var movie: MovieDetailViewState?
    /// The favorite toggle.
    private(set) var toggleFavorite: (@MainActor @Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var moviePresenter: Presenter<MovieDetailViewState> {
        Presenter.UI(on: scheduler) {
            self.movie = $0; return nil
        }
    }

    nonisolated var toggleFavoritePresenter: Presenter<@MainActor @Sendable () -> Void> {
        scheduler.presenter { self.toggleFavorite = $0 }
    }
}
