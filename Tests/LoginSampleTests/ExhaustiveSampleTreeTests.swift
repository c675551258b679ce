import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("The sample tree, tested exhaustively: every value presented is asserted")
@MainActor
struct ExhaustiveSampleTreeTests {
    let scheduler = TestScheduler()
    let app: RecordingApp

    init() {
        app = RecordingApp(scheduler: scheduler)
    }

    @Test func aFailedLoginAccountsForEveryValueShown() async throws {
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        let presentation = root <- app
        scheduler.advance()
        let login = try #require(app.loginScreen)
        #expect(login.title.next() == "Log in")
        #expect(login.hint.next() == "Try ada / lovelace")
        let username = try #require(login.username.next())
        let password = try #require(login.password.next())
        let logIn = try #require(login.logIn.next())
        try checkExhausted(login.title, login.hint, login.error, ignoringLivePresentations: true)

        username("ada")
        password("wrong")
        try logIn.apply()
        await logIn.isExecuting.firstValue { !$0 }
        scheduler.advance()
        #expect(login.error.next() == "Wrong username or password.")
        try app.session.checkExhausted(ignoringLivePresentations: true)

        presentation?.dispose()
        scheduler.run()  // the UI's teardowns
        try app.session.checkExhausted()
    }

    @Test func aFilteredListPresentsOnlyTheCellsThatAppearedAndEachIsAccountedFor() async throws {
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        let presentation = root <- app
        scheduler.advance()
        let login = try #require(app.loginScreen)
        _ = login.title.takeAll()
        _ = login.hint.takeAll()
        let username = try #require(login.username.next())
        let password = try #require(login.password.next())
        let logIn = try #require(login.logIn.next())
        username("ada")
        password("lovelace")
        _ = try await logIn.execute()
        scheduler.advance()

        let main = try #require(app.mainScreen)
        #expect(main.title.next() == "Welcome, Ada")
        let filter = try #require(main.filter.next())
        _ = try #require(main.logOut.next())
        main.rows.showCell(at: 1)
        scheduler.advance()
        let notes = try #require(main.rows.cell(forKey: "notes"))
        #expect(notes.title.next() == "Notes on the Engine")
        _ = try #require(notes.select.next())
        try app.session.checkExhausted(ignoringLivePresentations: true)  // no cell for the rows not shown

        filter.edit("engine")  // the notes row stays: nothing is presented again
        scheduler.advance(by: MainViewModel.filterDelay)  // the filter waits for typing to pause
        try app.session.checkExhausted(ignoringLivePresentations: true)
        #expect(main.rows.keys == ["engine", "notes"])

        filter.edit("numbers")  // the notes row leaves: its cell's presentation is taken back
        scheduler.advance(by: MainViewModel.filterDelay)
        #expect(notes.title.liveCount == 0)
        #expect(main.rows.keys == ["bernoulli"])
        try app.session.checkExhausted(ignoringLivePresentations: true)

        presentation?.dispose()
        scheduler.run()  // the UI's teardowns
        try app.session.checkExhausted()
        #expect(main.rows.problems.isEmpty, "\(main.rows.problems)")
    }

    @Test func theFailureNamesEachScreensPresenterThatWasNotAsserted() throws {
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        let presentation = root <- app
        scheduler.advance()
        _ = app.loginScreen?.title.next()
        presentation?.dispose()
        scheduler.run()
        do {
            try app.session.checkExhausted()
            Issue.record("the values never asserted were not reported")
        } catch {
            #expect(
                error.findings.map(\.name) == [
                    "root.login[0].hint", "root.login[0].username", "root.login[0].password", "root.login[0].logIn",
                ])
            #expect(error.findings[0]?.unconsumed == ["Try ada / lovelace"])
            #expect(error.description.contains("root.login[0].hint\n  not consumed: Try ada / lovelace"))
        }
    }
}
