import Fractal
import FractalTesting
import MediaSample

/// The media app's views, made of recording presenters: each view model is
/// presented into a new recording container, as a screen makes a new view
/// for it.
struct RecordingMediaView: RecordingContainer, MediaPresenters {
    @RecordedChildren(RecordingSignInView.self) var signInPresenter: Presenter<SignInViewModel>
    @RecordedChildren(RecordingMainView.self) var mainPresenter: Presenter<MainViewModel>
}

extension RecordingMediaView {
    /// Forgets the view models the recorders recorded, so that only the views'
    /// live presentations keep view models alive.
    func forgetViewModels() {
        $signInPresenter.children.forgetValues()
        $mainPresenter.children.forgetValues()
        for main in $mainPresenter.containers {
            main.$catalogPresenter.children.forgetValues()
            main.$moviesPresenter.children.forgetValues()
            for movies in main.$moviesPresenter.containers { movies.$detailPresenter.children.forgetValues() }
        }
    }
}

struct RecordingSignInView: RecordingContainer, SignInPresenters {
    @Recorded var formPresenter: Presenter<SignInViewState>
    @Recorded var nameInputPresenter: Presenter<@MainActor @Sendable (String) -> Void>
    @Recorded var submitPresenter: Presenter<@MainActor @Sendable () -> Void>
    @Recorded var cancelPresenter: Presenter<@MainActor @Sendable () -> Void>
}

struct RecordingMainView: RecordingContainer, MainPresenters {
    @Recorded var headerPresenter: Presenter<MainViewState>
    @Recorded var selectedTabPresenter: Presenter<MediaTab>
    @Recorded var selectTabPresenter: Presenter<@MainActor @Sendable (MediaTab) -> Void>
    @RecordedChildren(RecordingCatalogView.self) var catalogPresenter: Presenter<CatalogViewModel>
    @RecordedChildren(RecordingMoviesView.self) var moviesPresenter: Presenter<MoviesViewModel>
    @Recorded var signOutPresenter: Presenter<@MainActor @Sendable () -> Void>
}

struct RecordingCatalogView: RecordingContainer, CatalogPresenters {
    @Recorded var catalogPresenter: Presenter<CatalogViewState>
}

struct RecordingMoviesView: RecordingContainer, MoviesPresenters {
    @Recorded var listPresenter: Presenter<MovieListViewState>
    @Recorded var openPresenter: Presenter<@MainActor @Sendable (Movie.ID) -> Void>
    @RecordedChildren(RecordingMovieDetailView.self) var detailPresenter: Presenter<MovieDetailViewModel>
    @Recorded var backPresenter: Presenter<@MainActor @Sendable () -> Void>
}

struct RecordingMovieDetailView: RecordingContainer, MovieDetailPresenters {
    @Recorded var moviePresenter: Presenter<MovieDetailViewState>
    @Recorded var toggleFavoritePresenter: Presenter<@MainActor @Sendable () -> Void>
}
