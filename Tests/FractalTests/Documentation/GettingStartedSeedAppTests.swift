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
    @Test func loggingInShowsMainAndLoggingOutShowsLogin() throws {
        let scheduler = TestScheduler()
        let session = RecordingSession(scheduler: scheduler)
        let view = RecordingRoot(session: session, name: "root")
        let presentation = RootViewModel(dependencies: .init(auth: Auth()), context: .init()) <- view
        scheduler.advance()
        let login = try #require(view.$loginPresenter.currentContainer)
        let logIn = try #require(login.$logInPresenter.current)
        logIn()
        scheduler.advance()
        #expect(login.$errorPresenter.current == "Enter your name.")

        let name = try #require(login.$namePresenter.current)
        name("Ada")
        let logIn2 = try #require(login.$logInPresenter.current)
        logIn2()
        scheduler.advance()
        #expect(login.$errorPresenter.liveCount == 0)  // taken back with the login screen
        let main = try #require(view.$mainPresenter.currentContainer)
        #expect(main.$titlePresenter.current == "Welcome, Ada")

        let logOut = try #require(main.$logOutPresenter.current)
        logOut()
        scheduler.advance()
        #expect(view.$loginPresenter.liveContainers.count == 1)
        #expect(view.$mainPresenter.liveContainers.isEmpty)
        session.disposeAndCheckLeaks(presentation)
    }
}
