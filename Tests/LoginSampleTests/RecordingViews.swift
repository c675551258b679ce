import Fractal
import FractalTesting
import LoginSample

/// The sample tree's views, made of recording presenters: the whole app,
/// driven without a UI. Each child container is created when its view model
/// is presented into it, like a screen would be.
final class RecordingApp: RootPresenters {
    let session: PresentationRecorder
    let login: RecordingPresenter<LoginViewModel>
    let main: RecordingPresenter<MainViewModel.AnyPresentable>
    let loginScreen: RecordingLoginScreen
    let mainScreen: RecordingMainScreen

    init(scheduler: TestScheduler) {
        let session = PresentationRecorder(scheduler: scheduler)
        let loginScreen = RecordingLoginScreen(session)
        let mainScreen = RecordingMainScreen(session)
        self.session = session
        self.loginScreen = loginScreen
        self.mainScreen = mainScreen
        login = session.presenter("root.login") { $0 <- loginScreen }
        main = session.presenter("root.main") { $0 <- mainScreen }
    }

    var loginPresenter: Presenter<LoginViewModel> { login.presenter }
    var mainPresenter: Presenter<MainViewModel.AnyPresentable> { main.presenter }
}

final class RecordingLoginScreen: LoginPresenters {
    let title, hint, error: RecordingPresenter<String>
    let username, password: RecordingPresenter<@Sendable (String) -> Void>
    let logIn: RecordingPresenter<Action<Void, User, AuthError>>

    init(_ session: PresentationRecorder) {
        title = session.presenter("login.title")
        hint = session.presenter("login.hint")
        error = session.presenter("login.error")
        username = session.presenter("login.username")
        password = session.presenter("login.password")
        logIn = session.presenter("login.logIn")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var hintPresenter: Presenter<String> { hint.presenter }
    var usernameInputPresenter: Presenter<@Sendable (String) -> Void> { username.presenter }
    var passwordInputPresenter: Presenter<@Sendable (String) -> Void> { password.presenter }
    var logInPresenter: Presenter<Action<Void, User, AuthError>> { logIn.presenter }
    var errorPresenter: Presenter<String> { error.presenter }
}

final class RecordingMainScreen: MainPresenters {
    let title: RecordingPresenter<String>
    let rows: RecordingPresenter<[ItemRowViewModel]>
    let detail: RecordingPresenter<ItemDetailViewModel>
    let logOut: RecordingPresenter<Action<Void, Void, Never>>
    let rowTitles: RecordingPresenter<String>
    let rowSelects: RecordingPresenter<@Sendable () -> Void>
    let detailScreen: RecordingDetailScreen

    init(_ session: PresentationRecorder) {
        let row = RecordingRow(session)
        let detailScreen = RecordingDetailScreen(session)
        rowTitles = row.title
        rowSelects = row.select
        self.detailScreen = detailScreen
        title = session.presenter("main.title")
        // One row view per row view model: each row presents itself (fractal).
        rows = session.presenter("main.rows") { rows in CompositeDisposable(rows.map { $0 <- row }) }
        detail = session.presenter("main.detail") { $0 <- detailScreen }
        logOut = session.presenter("main.logOut")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var rowsPresenter: Presenter<[ItemRowViewModel]> { rows.presenter }
    var detailPresenter: Presenter<ItemDetailViewModel> { detail.presenter }
    var logOutPresenter: Presenter<Action<Void, Void, Never>> { logOut.presenter }
}

final class RecordingRow: ItemRowPresenters {
    let title: RecordingPresenter<String>
    let select: RecordingPresenter<@Sendable () -> Void>

    init(_ session: PresentationRecorder) {
        title = session.presenter("row.title")
        select = session.presenter("row.select")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var selectPresenter: Presenter<@Sendable () -> Void> { select.presenter }
}

final class RecordingDetailScreen: ItemDetailPresenters {
    let title, detail: RecordingPresenter<String>
    let close: RecordingPresenter<@Sendable () -> Void>

    init(_ session: PresentationRecorder) {
        title = session.presenter("detail.title")
        detail = session.presenter("detail.text")
        close = session.presenter("detail.close")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var detailPresenter: Presenter<String> { detail.presenter }
    var closePresenter: Presenter<@Sendable () -> Void> { close.presenter }
}
