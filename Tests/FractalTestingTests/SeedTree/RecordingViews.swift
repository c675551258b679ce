// The seed-style sample tree's views (SeedTree.swift) as recording containers.

import Fractal
import FractalTesting
import LoginSample
import Testing

extension SeedTree {
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

    /// Its rows are presented through the seed's list presenter: each row into a
    /// recording row of its own (main.rows[0], …), every row again at each change.
    struct RecordingMainScreen: RecordingContainer, MainPresenters {
        @Recorded var titlePresenter: Presenter<String>
        @Recorded var filterPresenter: Presenter<String>
        @Recorded var filterInputPresenter: Presenter<@Sendable (String) -> Void>
        @RecordedChildren(RecordingRow.self) var rows: Presenter<ItemRowViewModel>
        @RecordedChildren(RecordingDetailScreen.self) var detailPresenter: Presenter<ItemDetailViewModel>
        @Recorded var logOutPresenter: Presenter<Action<Void, Void, Never>>

        var rowsPresenter: Presenter<[ItemRowViewModel]> { $rows.listPresenter }
        /// The ids of the rows presented now, in order.
        var keys: [String] { $rows.children.live.map(\.item.id) }
        /// The recording row of the row presented now at `index`.
        func row(at index: Int) -> RecordingRow? { $rows.liveContainers[index] }
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

    /// The sample tree as a test begins: the root view model presented into a
    /// recording app, the UI caught up. When the test lets it go, the tree
    /// disposes the presentation, runs the UI's teardowns and checks that
    /// nothing leaked.
    typealias SampleTree = PresentedTree<RecordingApp>
}

extension SeedTree.SampleTree {
    convenience init(
        isExhaustive: Bool = false, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(isExhaustive: isExhaustive, fileID: fileID, filePath: filePath, line: line, column: column) { scheduler in
            SeedTree.RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        } presentedBy: {
            $0 <- $1
        }
    }

    /// Types into the login screen shown now, applies the login action as the
    /// button would, waits for it, and lets the UI catch up.
    @MainActor
    func logIn(_ username: String, _ password: String) async throws {
        let login = try #require(view.$loginPresenter.currentContainer)
        let usernameInput = try #require(login.$usernameInputPresenter.current)
        usernameInput(username)
        let passwordInput = try #require(login.$passwordInputPresenter.current)
        passwordInput(password)
        let action = try #require(login.$logInPresenter.current)
        try action.apply()
        await action.isExecuting.firstValue { !$0 }
        scheduler.advance()
    }

    /// Logs in as Ada: the main screen, as a user first sees it.
    @MainActor
    func mainScreen() async throws -> SeedTree.RecordingMainScreen {
        try await logIn("ada", "lovelace")
        let main = try #require(view.$mainPresenter.currentContainer)
        scheduler.advance()
        return main
    }
}
