import Fractal
import MediaSample

/// The signed-in app's view: a header (who is signed in), a tab bar with
/// the selected tab marked, and the selected tab's view below it. Both tabs
/// stay presented, as a tab bar controller keeps its tabs' views.
@MainActor
final class TabBarView: MainPresenters {
    let scheduler: SettlingScheduler
    /// The header as the store last described it.
    private(set) var header: MainViewState?
    private(set) var selectedTab: MediaTab?
    private(set) var selectTab: (@MainActor @Sendable (MediaTab) -> Void)?
    private(set) var signOut: (@MainActor @Sendable () -> Void)?
    private(set) var catalog: CatalogView?
    private(set) var movies: MoviesView?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var headerPresenter: Presenter<MainViewState> {
        Presenter.UI(on: scheduler) {
            self.header = $0; return nil
        }
    }

    nonisolated var selectedTabPresenter: Presenter<MediaTab> {
        Presenter.UI(on: scheduler) {
            self.selectedTab = $0; return nil
        }
    }

    nonisolated var selectTabPresenter: Presenter<@MainActor @Sendable (MediaTab) -> Void> {
        scheduler.presenter { self.selectTab = $0 }
    }

    nonisolated var catalogPresenter: Presenter<CatalogViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = CatalogView(scheduler: self.scheduler)
            self.catalog = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.catalog === view { self.catalog = nil } } },
            ])
        }
    }

    nonisolated var moviesPresenter: Presenter<MoviesViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = MoviesView(scheduler: self.scheduler)
            self.movies = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.movies === view { self.movies = nil } } },
            ])
        }
    }

    nonisolated var signOutPresenter: Presenter<@MainActor @Sendable () -> Void> {
        scheduler.presenter { self.signOut = $0 }
    }
}
