// Runs the first app of the DocC article "Getting Started" (GettingStartedSeedApp.swift)
// with recording presenters, as seed 000 tests a tree.

import Fractal
import FractalTesting
import Testing

struct RecordingRoot: RecordingContainer, RootPresenters {
    @RecordedChildren(RecordingLogin.self) var loginPresenter: Presenter<LoginViewModel>
    @RecordedChildren(RecordingMain.self) var mainPresenter: Presenter<MainViewModel>
}

struct RecordingLogin: RecordingContainer, LoginPresenters {
    @Recorded var namePresenter: Presenter<@Sendable (String) -> Void>
    @Recorded var logInPresenter: Presenter<@Sendable () -> Void>
    @Recorded var errorPresenter: Presenter<String>
}

struct RecordingMain: RecordingContainer, MainPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var logOutPresenter: Presenter<@Sendable () -> Void>
}

@Suite("Getting Started's first app: the seed's Root → Login | Main")
@MainActor
struct GettingStartedSeedAppTests {
    let tree = PresentationTester(RecordingRoot.self) { view, scheduler in
        RootViewModel(dependencies: .init(auth: Auth()), context: .init(scheduler: scheduler)) <- view
    }

    // Made on the main actor: the root's child presenter binds there.
    init() {}

    @Test func loggingInShowsMainAndLoggingOutShowsLogin() throws {
        let login = try tree.view.$loginPresenter.container()
        try login.$logInPresenter.currentValue()()
        tree.scheduler.advance()
        #expect(login.$errorPresenter.current == "Enter your name.")

        try login.$namePresenter.currentValue()("Ada")
        try login.$logInPresenter.currentValue()()
        tree.scheduler.advance()
        #expect(login.$errorPresenter.liveCount == 0)  // taken back with the login screen
        let main = try tree.view.$mainPresenter.container()
        #expect(main.$titlePresenter.current == "Welcome, Ada")

        try main.$logOutPresenter.currentValue()()
        tree.scheduler.advance()
        #expect(tree.view.$loginPresenter.liveContainers.count == 1)
        #expect(tree.view.$mainPresenter.liveContainers.isEmpty)
    }
}
