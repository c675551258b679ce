import Fractal
import FractalTesting
import LoginSample

/// The sample tree's views, made of recording presenters: the whole app,
/// driven without a UI. Each child view model is presented into a new
/// recording container, as a screen would make a new view for it.
final class RecordingApp: RootPresenters {
    let session: RecordingSession
    let login: RecordingChildPresenter<LoginViewModel, RecordingLoginScreen>
    let main: RecordingChildPresenter<MainViewModel.AnyPresentable, RecordingMainScreen>

    init(scheduler: TestScheduler) {
        let session = RecordingSession(scheduler: scheduler)
        self.session = session
        login = session.childPresenter("root.login", container: { RecordingLoginScreen(session, $0) }, present: { $0 <- $1 })
        main = session.childPresenter(
            "root.main", container: { RecordingMainScreen(session, $0, scheduler: scheduler) }, present: { $0 <- $1 })
    }

    /// The login screen shown now, if any.
    var loginScreen: RecordingLoginScreen? { login.currentContainer }
    /// The main screen shown now, if any.
    var mainScreen: RecordingMainScreen? { main.currentContainer }

    var loginPresenter: Presenter<LoginViewModel> { login.presenter }
    var mainPresenter: Presenter<MainViewModel.AnyPresentable> { main.presenter }
}

final class RecordingLoginScreen: LoginPresenters {
    let title, hint, error: RecordingPresenter<String>
    let username, password: RecordingPresenter<@Sendable (String) -> Void>
    let logIn: RecordingPresenter<Action<Void, User, AuthError>>

    init(_ session: RecordingSession, _ name: String) {
        title = session.presenter("\(name).title")
        hint = session.presenter("\(name).hint")
        error = session.presenter("\(name).error")
        username = session.presenter("\(name).username")
        password = session.presenter("\(name).password")
        logIn = session.presenter("\(name).logIn")
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
    let filter: RecordingPresenter<InputField<String>>
    let rows: RecordingList<ItemRowViewModel, String, RecordingRow>
    let detail: RecordingChildPresenter<ItemDetailViewModel, RecordingDetailScreen>
    let logOut: RecordingPresenter<Action<Void, Void, Never>>

    init(_ session: RecordingSession, _ name: String, scheduler: TestScheduler? = nil) {
        title = session.presenter("\(name).title")
        filter = session.presenter("\(name).filter")
        // A list view: it applies each update on the UI's scheduler and presents
        // a row into a cell of its own (main.rows[notes]) only when the test shows it.
        rows = RecordingList(
            "\(name).rows", scheduler: scheduler, makeCell: { RecordingRow(session, "\(name).rows[\($0)]") }, presentRow: { $0 <- $1 })
        detail = session.childPresenter("\(name).detail", container: { RecordingDetailScreen(session, $0) }, present: { $0 <- $1 })
        logOut = session.presenter("\(name).logOut")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var filterPresenter: Presenter<InputField<String>> { filter.presenter }
    var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>> { rows.presenter }
    var detailPresenter: Presenter<ItemDetailViewModel> { detail.presenter }
    var logOutPresenter: Presenter<Action<Void, Void, Never>> { logOut.presenter }
}

final class RecordingRow: ItemRowPresenters {
    let title: RecordingPresenter<String>
    let select: RecordingPresenter<@Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        title = session.presenter("\(name).title")
        select = session.presenter("\(name).select")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var selectPresenter: Presenter<@Sendable () -> Void> { select.presenter }
}

final class RecordingDetailScreen: ItemDetailPresenters {
    let title, detail: RecordingPresenter<String>
    let close: RecordingPresenter<@Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        title = session.presenter("\(name).title")
        detail = session.presenter("\(name).text")
        close = session.presenter("\(name).close")
    }

    var titlePresenter: Presenter<String> { title.presenter }
    var detailPresenter: Presenter<String> { detail.presenter }
    var closePresenter: Presenter<@Sendable () -> Void> { close.presenter }
}
