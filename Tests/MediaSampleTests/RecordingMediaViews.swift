import Fractal
import FractalTesting
import MediaSample

/// The media app's views, made of recording presenters: each view model is
/// presented into a new recording container, as a screen makes a new view
/// for it.
final class RecordingMediaView: MediaPresenters {
    let session = RecordingSession()
    let signIn: RecordingChildPresenter<SignInViewModel, RecordingSignInView>
    let main: RecordingChildPresenter<MainViewModel, RecordingMainView>

    init() {
        let session = session
        signIn = session.childPresenter("signIn", container: { RecordingSignInView(session, $0) }, present: { $0 <- $1 })
        main = session.childPresenter("main", container: { RecordingMainView(session, $0) }, present: { $0 <- $1 })
    }

    var signInPresenter: Presenter<SignInViewModel> { signIn.presenter }
    var mainPresenter: Presenter<MainViewModel> { main.presenter }

    /// The sign-in view shown now, if any.
    var signInView: RecordingSignInView? { signIn.currentContainer }
    /// The signed-in app's view shown now, if any.
    var mainView: RecordingMainView? { main.currentContainer }
    /// The movie detail view shown now, if any.
    var detailView: RecordingMovieDetailView? { mainView?.movies.currentContainer?.detail.currentContainer }

    /// Forgets the view models the recorders recorded, so that only the views'
    /// live presentations keep view models alive.
    func forgetViewModels() {
        signIn.children.forgetValues()
        main.children.forgetValues()
        for main in main.containers {
            main.catalog.children.forgetValues()
            main.movies.children.forgetValues()
            for movies in main.movies.containers { movies.detail.children.forgetValues() }
        }
    }
}

final class RecordingSignInView: SignInPresenters {
    let form: RecordingPresenter<SignInViewState>
    let nameInput: RecordingPresenter<@MainActor @Sendable (String) -> Void>
    let submit, cancel: RecordingPresenter<@MainActor @Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        form = session.presenter("\(name).form")
        nameInput = session.presenter("\(name).name")
        submit = session.presenter("\(name).submit")
        cancel = session.presenter("\(name).cancel")
    }

    var formPresenter: Presenter<SignInViewState> { form.presenter }
    var nameInputPresenter: Presenter<@MainActor @Sendable (String) -> Void> { nameInput.presenter }
    var submitPresenter: Presenter<@MainActor @Sendable () -> Void> { submit.presenter }
    var cancelPresenter: Presenter<@MainActor @Sendable () -> Void> { cancel.presenter }
}

final class RecordingMainView: MainPresenters {
    let header: RecordingPresenter<MainViewState>
    let selectedTab: RecordingPresenter<MediaTab>
    let selectTab: RecordingPresenter<@MainActor @Sendable (MediaTab) -> Void>
    let catalog: RecordingChildPresenter<CatalogViewModel, RecordingCatalogView>
    let movies: RecordingChildPresenter<MoviesViewModel, RecordingMoviesView>
    let signOut: RecordingPresenter<@MainActor @Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        header = session.presenter("\(name).header")
        selectedTab = session.presenter("\(name).selectedTab")
        selectTab = session.presenter("\(name).selectTab")
        catalog = session.childPresenter("\(name).catalog", container: { RecordingCatalogView(session, $0) }, present: { $0 <- $1 })
        movies = session.childPresenter("\(name).movies", container: { RecordingMoviesView(session, $0) }, present: { $0 <- $1 })
        signOut = session.presenter("\(name).signOut")
    }

    var headerPresenter: Presenter<MainViewState> { header.presenter }
    var selectedTabPresenter: Presenter<MediaTab> { selectedTab.presenter }
    var selectTabPresenter: Presenter<@MainActor @Sendable (MediaTab) -> Void> { selectTab.presenter }
    var catalogPresenter: Presenter<CatalogViewModel> { catalog.presenter }
    var moviesPresenter: Presenter<MoviesViewModel> { movies.presenter }
    var signOutPresenter: Presenter<@MainActor @Sendable () -> Void> { signOut.presenter }
}

final class RecordingCatalogView: CatalogPresenters {
    let catalog: RecordingPresenter<CatalogViewState>

    init(_ session: RecordingSession, _ name: String) {
        catalog = session.presenter("\(name).catalog")
    }

    var catalogPresenter: Presenter<CatalogViewState> { catalog.presenter }
}

final class RecordingMoviesView: MoviesPresenters {
    let list: RecordingPresenter<MovieListViewState>
    let open: RecordingPresenter<@MainActor @Sendable (Movie.ID) -> Void>
    let detail: RecordingChildPresenter<MovieDetailViewModel, RecordingMovieDetailView>
    let back: RecordingPresenter<@MainActor @Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        list = session.presenter("\(name).list")
        open = session.presenter("\(name).open")
        detail = session.childPresenter("\(name).detail", container: { RecordingMovieDetailView(session, $0) }, present: { $0 <- $1 })
        back = session.presenter("\(name).back")
    }

    var listPresenter: Presenter<MovieListViewState> { list.presenter }
    var openPresenter: Presenter<@MainActor @Sendable (Movie.ID) -> Void> { open.presenter }
    var detailPresenter: Presenter<MovieDetailViewModel> { detail.presenter }
    var backPresenter: Presenter<@MainActor @Sendable () -> Void> { back.presenter }
}

final class RecordingMovieDetailView: MovieDetailPresenters {
    let movie: RecordingPresenter<MovieDetailViewState>
    let toggleFavorite: RecordingPresenter<@MainActor @Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        movie = session.presenter("\(name).movie")
        toggleFavorite = session.presenter("\(name).toggleFavorite")
    }

    var moviePresenter: Presenter<MovieDetailViewState> { movie.presenter }
    var toggleFavoritePresenter: Presenter<@MainActor @Sendable () -> Void> { toggleFavorite.presenter }
}
