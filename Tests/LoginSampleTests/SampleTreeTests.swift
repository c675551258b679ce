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
        app.loginScreen?.username.current?(username)
        app.loginScreen?.password.current?(password)
    }

    /// Applies the login action as the button would, waits for it, lets the UI catch up.
    func tapLogIn() async throws {
        let action = try #require(app.loginScreen?.logIn.current)
        try action.apply()
        await action.isExecuting.firstValue { !$0 }
        scheduler.advance()
    }

    @Test func startsAtLoginWithTheFormDisabled() throws {
        let (_, presentation) = presentRoot()
        #expect(app.login.liveContainers.count == 1)
        #expect(app.main.liveContainers.isEmpty)
        let login = try #require(app.loginScreen)
        #expect(login.title.current == "Log in")
        let logIn = try #require(login.logIn.current)
        #expect(logIn.isEnabled.value == false)
        #expect(login.error.liveCount == 0)
        finish(presentation)
    }

    @Test func anIncompleteFormKeepsTheActionDisabled() throws {
        let (_, presentation) = presentRoot()
        let logIn = try #require(app.loginScreen?.logIn.current)
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
        let login = try #require(app.loginScreen)
        #expect(login.error.current == "Wrong username or password.")
        #expect(app.login.liveContainers.count == 1)
        #expect(app.main.liveContainers.isEmpty)

        type("ada", "wrong again")
        scheduler.advance()
        #expect(login.error.liveCount == 0)
        finish(presentation)
    }

    @Test func successSwapsToMainAndDisposesTheLoginPresentation() async throws {
        let (_, presentation) = presentRoot()
        let login = try #require(app.loginScreen)
        type("ada", "lovelace")
        try await tapLogIn()
        #expect(app.login.liveContainers.isEmpty)
        #expect(app.login.children.disposedCount == 1)
        #expect(login.title.liveCount == 0)
        #expect(login.logIn.liveCount == 0)
        let main = try #require(app.mainScreen)
        #expect(main.title.current == "Welcome, Ada")
        #expect(main.rows.keys == ["engine", "notes", "bernoulli"])
        #expect(main.rows.rows.map(\.item.title) == ["Analytical Engine", "Notes on the Engine", "Bernoulli numbers"])
        finish(presentation)
    }

    @Test func selectingARowPresentsItsDetailAndClosingTakesItBack() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()

        let main = try #require(app.mainScreen)
        main.rows.showAllCells()  // every row's cell appears
        scheduler.advance()

        main.rows.cell(at: 1)?.select.current?()
        scheduler.advance()
        let notes = try #require(main.detail.currentContainer)
        #expect(notes.title.current == "Notes on the Engine")
        #expect(notes.detail.current == "Note G holds the first published program.")

        main.rows.cell(at: 2)?.select.current?()
        scheduler.advance()
        #expect(main.detail.liveContainers.count == 1)
        #expect(main.detail.currentContainer?.title.live == ["Bernoulli numbers"])
        #expect(notes.title.liveCount == 0)  // the previous detail took its title back

        main.detail.currentContainer?.close.current?()
        scheduler.advance()
        #expect(main.detail.liveContainers.isEmpty)
        #expect(main.detail.containers.count == 2)
        #expect(main.detail.containers.allSatisfy { $0.title.liveCount == 0 })
        finish(presentation)
    }

    @Test func logoutSwapsBackToLogin() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        let main = try #require(app.mainScreen)
        let cells = main.rows.showAllCells()
        scheduler.advance()
        let logOut = try #require(main.logOut.current)
        try await logOut.execute()
        scheduler.advance()
        #expect(app.main.liveContainers.isEmpty)
        #expect(main.title.liveCount == 0)
        #expect(main.rows.rows.isEmpty)
        #expect(main.rows.updateKinds == [.initial, .final])  // the list's teardown
        #expect(main.rows.shownCellCount == 0)
        #expect(cells.count == 3 && cells.allSatisfy { $0.title.liveCount == 0 })
        #expect(main.filter.liveCount == 0)
        // A new login view model, in a new login screen.
        #expect(app.login.liveContainers.count == 1)
        #expect(app.login.containers.count == 2)
        #expect(app.loginScreen?.logIn.current?.isEnabled.value == false)
        finish(presentation)
    }

    @Test func filteringKeepsTheCellsOfTheRowsThatStay() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        let main = try #require(app.mainScreen)
        main.rows.showAllCells()
        scheduler.advance()
        let notes = try #require(main.rows.cell(forKey: "notes"))

        main.filter.current?.edit("NOTE")  // as the filter's text field reports an edit
        scheduler.advance(by: MainViewModel.filterDelay)  // the filter waits for typing to pause
        #expect(main.rows.keys == ["notes"])
        #expect(main.rows.cell(forKey: "notes") === notes)  // kept: not presented again
        #expect(notes.title.live == ["Notes on the Engine"])
        #expect(main.rows.cellPresentationCount == 3)
        #expect(main.rows.cellDisposalCount == 2)

        main.filter.current?.edit("Babbage")  // no title contains it
        scheduler.advance(by: MainViewModel.filterDelay)
        #expect(main.rows.rows.isEmpty)
        #expect(notes.title.liveCount == 0)

        main.filter.current?.edit("")
        scheduler.advance(by: MainViewModel.filterDelay)
        #expect(main.rows.keys == ["engine", "notes", "bernoulli"])
        #expect(main.rows.shownCellCount == 0)  // the rows are back; their cells appear when shown
        #expect(main.rows.problems.isEmpty, "\(main.rows.problems)")
        finish(presentation)
    }

    @Test func theFilterWaitsOnTheContextsSchedulerUntilTypingPauses() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        let main = try #require(app.mainScreen)

        main.filter.current?.edit("N")
        scheduler.advance(by: MainViewModel.filterDelay / 2)
        main.filter.current?.edit("NOTE")  // typed before the first edit stood long enough
        scheduler.advance(by: MainViewModel.filterDelay / 2)
        #expect(main.rows.keys == ["engine", "notes", "bernoulli"])  // not filtered yet
        scheduler.advance(by: MainViewModel.filterDelay / 2)
        #expect(main.rows.keys == ["notes"])  // filtered once, by what was typed last
        #expect(main.rows.updateKinds.count == 2)  // the first list, then one change
        finish(presentation)
    }

    @Test func theDumpShowsTheShownCellsByKey() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "lovelace")
        try await tapLogIn()
        let main = try #require(app.mainScreen)
        main.rows.showCell(at: 1)
        scheduler.advance()
        let dump = app.session.dump()
        #expect(dump.contains("root.main[0].title: Welcome, Ada"))
        #expect(dump.contains("root.main[0].rows[notes].title: Notes on the Engine"))
        #expect(!dump.contains("root.main[0].rows[engine]"))  // never shown
        #expect(!dump.contains("root.login"))
        finish(presentation)
        #expect(app.session.dump() == "(nothing presented)")
    }

    @Test func theDumpShowsWhatIsPresented() async throws {
        let (_, presentation) = presentRoot()
        type("ada", "wrong")
        try await tapLogIn()
        let dump = app.session.dump()
        #expect(dump.contains("root.login[0].title: Log in"))
        #expect(dump.contains("root.login[0].error: Wrong username or password."))
        #expect(!dump.contains("root.main"))
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
            app.mainScreen?.rows.showCell(at: 0)
            scheduler.advance()
            app.mainScreen?.rows.cell(at: 0)?.select.current?()
            scheduler.advance()
            #expect(app.mainScreen?.detail.liveContainers.count == 1)
        }
        let report = app.session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(app.login.liveContainers.isEmpty && app.main.liveContainers.isEmpty)
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
