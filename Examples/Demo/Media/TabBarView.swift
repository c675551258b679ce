import Fractal
import MediaSample

/// The signed-in app's view (a ``MainViewModel`` presented here): who is
/// signed in, a tab bar with the selected tab marked, and the selected tab's
/// view below it. Both tabs stay presented, as a tab bar controller keeps
/// its tabs' views.
@MainActor
final class TabBarView {
    let scheduler: SettlingScheduler
    /// The last state the signed-in app was given; `nil` until its first bind.
    private(set) var state: MainViewModel.State?
    private let catalogs: ChildPresentations<CatalogViewModel, StateView<CatalogViewModel.State>>
    private let movieLists: ChildPresentations<MoviesViewModel, MoviesView>

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        catalogs = ChildPresentations(makeView: { StateView(scheduler: scheduler) }, presenter: \.presenter)
        movieLists = ChildPresentations(makeView: { MoviesView(scheduler: scheduler) }, presenter: \.presenter, close: { $0.close() })
    }

    /// Keeps each state the signed-in app presents, and presents both tabs.
    nonisolated var presenter: Presenter<MainViewModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.state = state
            self.catalogs.update([state.catalog])
            self.movieLists.update([state.movies])
            return nil
        }
    }

    /// The catalog tab as its view model last described it.
    var catalog: CatalogViewModel.State? { state.flatMap { catalogs.view(of: $0.catalog)?.state } }

    /// The movies tab's view.
    var movies: MoviesView? { state.flatMap { movieLists.view(of: $0.movies) } }

    /// Disposes both tabs' presentations, when the signed-in app's is disposed.
    func close() {
        catalogs.disposeAll()
        movieLists.disposeAll()
    }
}
