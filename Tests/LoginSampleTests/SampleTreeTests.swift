import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("The Root → Login | Main tree, driven by recording presenters")
@MainActor
struct SampleTreeTests {
    let scheduler = TestScheduler()
    let app: RecordingApp
    let services = AppServices.sample()

    init() {
        app = RecordingApp(scheduler: scheduler)
    }

    /// Presents a fresh root into the recording app and lets the UI catch up.
    func presentRoot() -> (RootViewModel, (any Disposable)?) {
        let root = RootViewModel(dependencies: services, context: .init(scheduler: scheduler))
        let presentation = root <- app
        scheduler.advance()
        return (root, presentation)
    }

    /// Disposes the root presentation and drains the scheduler: work left in a
    /// test scheduler keeps what it captured alive.
    func finish(_ presentation: (any Disposable)?) {
        presentation?.dispose()
        scheduler.run()
    }

    func type(_ username: String, _ password: String) {
        app.loginScreen.username.current?(username)
        app.loginScreen.password.current?(password)
    }

    /// Applies the login action as the button would, waits for it, lets the UI catch up.
    func tapLogIn() async throws {
        let action = try #require(app.loginScreen.logIn.current)
        try action.apply()
        await action.isExecuting.firstValue { !$0 }
        scheduler.advance()
    }

    @Test func startsAtLoginWithTheFormDisabled() throws {
        let (_, presentation) = presentRoot()
        #expect(app.login.liveCount == 1)
        #expect(app.main.liveCount == 0)
        #expect(app.loginScreen.title.current == "Log in")
        let logIn = try #require(app.loginScreen.logIn.current)
        #expect(logIn.isEnabled.value == false)
        #expect(app.loginScreen.error.liveCount == 0)
        finish(presentation)
    }

    @Test func anIncompleteFormKeepsTheActionDisabled() throws {
        let (_, presentation) = presentRoot()
        let logIn = try #require(app.loginScreen.logIn.current)
        type("ada", "")
        #expect(logIn.isEnabled.value == false)
        #expect(throws: ActionError<AuthError>.disabled) { try logIn.apply() }
        type("", "lovelace")
        #expect(logIn.isEnabled.value == false)
        type("ada", "lovelace")
        #expect(logIn.isEnabled.value == true)
        finish(presentation)
    }

    @Test func aFailedLoginShowsTheErrorAndEditingClearsIt() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "wrong")
        try await tapLogIn()
        #expect(app.loginScreen.error.current == "Wrong username or password.")
        #expect(app.login.liveCount == 1)
        #expect(app.main.liveCount == 0)

        type("ada", "wrong again")
        scheduler.advance()
        #expect(app.loginScreen.error.liveCount == 0)
        finish(presentation)
    }

    @Test func successSwapsToMainAndDisposesTheLoginPresentation() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        #expect(app.login.liveCount == 0)
        #expect(app.login.disposedCount == 1)
        #expect(app.loginScreen.title.liveCount == 0)
        #expect(app.loginScreen.logIn.liveCount == 0)
        #expect(app.main.liveCount == 1)
        #expect(app.mainScreen.title.current == "Welcome, Ada")
        #expect(app.mainScreen.rowTitles.live == ["Analytical Engine", "Notes on the Engine", "Bernoulli numbers"])
        finish(presentation)
    }

    @Test func selectingARowPresentsItsDetailAndClosingTakesItBack() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()

        app.mainScreen.rowSelects.live[1]()
        scheduler.advance()
        #expect(app.mainScreen.detailScreen.title.current == "Notes on the Engine")
        #expect(app.mainScreen.detailScreen.detail.current == "Note G holds the first published program.")

        app.mainScreen.rowSelects.live[2]()
        scheduler.advance()
        #expect(app.mainScreen.detail.liveCount == 1)
        #expect(app.mainScreen.detailScreen.title.live == ["Bernoulli numbers"])

        app.mainScreen.detailScreen.close.current?()
        scheduler.advance()
        #expect(app.mainScreen.detail.liveCount == 0)
        #expect(app.mainScreen.detailScreen.title.liveCount == 0)
        finish(presentation)
    }

    @Test func logoutSwapsBackToLogin() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        let logOut = try #require(app.mainScreen.logOut.current)
        try await logOut.execute()
        scheduler.advance()
        #expect(app.main.liveCount == 0)
        #expect(app.mainScreen.title.liveCount == 0)
        #expect(app.mainScreen.rowTitles.liveCount == 0)
        #expect(app.login.liveCount == 1)
        #expect(app.loginScreen.logIn.current?.isEnabled.value == false)
        finish(presentation)
    }

    @Test func theDumpShowsWhatIsPresented() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "wrong")
        try await tapLogIn()
        let dump = app.session.dump()
        #expect(dump.contains("login.title: Log in"))
        #expect(dump.contains("login.error: Wrong username or password."))
        #expect(!dump.contains("main."))
        finish(presentation)  // UI teardown runs on the UI scheduler
        #expect(app.session.dump() == "(nothing presented)")
    }

    @Test func disposingTheRootLeavesNothingPresentedAndReleasesEveryViewModel() async throws {
        var presentation: (any Disposable)?
        do {
            let (root, rootPresentation) = presentRoot()
            presentation = rootPresentation
            app.session.track(root, as: "root")
            type("ada", "lovelace")
            try await tapLogIn()
            app.mainScreen.rowSelects.live[0]()
            scheduler.advance()
            #expect(app.mainScreen.detail.liveCount == 1)
        }
        let report = app.session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(app.login.liveCount + app.main.liveCount == 0)
        scheduler.run()
        #expect(scheduler.pendingCount == 0)
    }

    @Test func theLeakCheckReportsWhatIsStillAlive() throws {
        let (root, presentation) = presentRoot()
        app.session.track(root, as: "root")
        let report = app.session.disposeAndCheckLeaks(presentation)
        #expect(report.livePresentations.isEmpty)
        // The test still holds the root, which holds its current child.
        #expect(report.liveObjects.contains("root"))
        #expect(report.liveObjects.contains { $0.hasPrefix("LoginViewModel") })
        #expect(!report.isClean)
        #expect(report.description.contains("still alive:"))
        withExtendedLifetime(root) {}
    }
}
