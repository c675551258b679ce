import Fractal
import FractalTesting
import LoginSample

/// The sample tree's views, made of recording presenters: the whole app,
/// driven without a UI. Each child view model is presented into a new
/// recording container, as a screen would make a new view for it.
struct RecordingApp: RecordingContainer, RootPresenters {
    @RecordedChildren(RecordingLoginScreen.self) var loginPresenter: Presenter<LoginViewModel>
    @RecordedChildren(RecordingMainScreen.self) var mainPresenter: Presenter<MainViewModel.AnyPresentable>
}

struct RecordingLoginScreen: RecordingContainer, LoginPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var hintPresenter: Presenter<String>
    @Recorded var usernameInputPresenter: Presenter<@Sendable (String) -> Void>
    @Recorded var passwordInputPresenter: Presenter<@Sendable (String) -> Void>
    @Recorded var logInPresenter: Presenter<Action<Void, User, AuthError>>
    @Recorded var errorPresenter: Presenter<String>
}

/// Its rows are a list view: it applies each update on the session's scheduler and
/// presents a row into a cell of its own (main.rows[notes]) only when the test shows it.
struct RecordingMainScreen: RecordingContainer, MainPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var filterPresenter: Presenter<InputField<String>>
    @RecordedList(RecordingRow.self) var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>>
    @RecordedChildren(RecordingDetailScreen.self) var detailPresenter: Presenter<ItemDetailViewModel>
    @Recorded var logOutPresenter: Presenter<Action<Void, Void, Never>>
}

struct RecordingRow: RecordingContainer, ItemRowPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var selectPresenter: Presenter<@Sendable () -> Void>
}

struct RecordingDetailScreen: RecordingContainer, ItemDetailPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var detailPresenter: Presenter<String>
    @Recorded var closePresenter: Presenter<@Sendable () -> Void>
}

/// The sample tree as a test begins: a root view model presented into a
/// recording app, in a session on a test scheduler, the UI caught up. When
/// the fixture goes, the presentation is disposed and the scheduler drained
/// (work left in a test scheduler keeps what it captured alive).
@MainActor
final class SampleTree {
    let scheduler = TestScheduler()
    let session: RecordingSession
    let app: RecordingApp
    let presentation: (any Disposable)?
    /// The root; the presentation keeps it alive until it is disposed.
    private(set) weak var root: RootViewModel?

    init() {
        session = RecordingSession(scheduler: scheduler)
        app = RecordingApp(session: session, name: "root")
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        (presentation, self.root) = (root <- app, root)
        scheduler.advance()
    }

    deinit { finish() }

    /// Disposes the root presentation and runs the UI's teardowns.
    nonisolated func finish() {
        presentation?.dispose()
        scheduler.run()
    }

    /// Types into the login screen shown now, applies the login action as the
    /// button would, waits for it, and lets the UI catch up.
    func logIn(_ username: String, _ password: String) async throws {
        let login = try app.$loginPresenter.container()
        try login.$usernameInputPresenter.currentValue()(username)
        try login.$passwordInputPresenter.currentValue()(password)
        let action = try login.$logInPresenter.currentValue()
        try action.apply()
        await action.isExecuting.firstValue { !$0 }
        scheduler.advance()
    }

    /// Logs in as Ada and shows every row's cell: the main screen, as a user first sees it.
    func mainScreen(showingCells: Bool = true) async throws -> RecordingMainScreen {
        try await logIn("ada", "lovelace")
        let main = try app.$mainPresenter.container()
        if showingCells { main.$rowsPresenter.showAllCells() }
        scheduler.advance()
        return main
    }
}
