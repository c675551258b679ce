// The seed-style sample tree (SeedTree.swift), tested exhaustively.

import Fractal
import FractalTesting
import LoginSample
import Testing

extension SeedTree {
    @Suite("The sample tree, tested exhaustively: every value presented is asserted")
    @MainActor
    struct ExhaustiveSampleTreeTests {
        let tree = SampleTree(exhaustivity: .on)  // at the end, every value shown must have been read
        var app: RecordingApp { tree.view }
        var scheduler: TestScheduler { tree.scheduler }
        var session: RecordingSession { tree.session }

        @Test func aFailedLoginAccountsForEveryValueShown() async throws {
            let login = try app.$loginPresenter.container()
            #expect(login.$titlePresenter.next() == "Log in")
            #expect(login.$hintPresenter.next() == "Try ada / lovelace")
            let username = try #require(login.$usernameInputPresenter.next())
            let password = try #require(login.$passwordInputPresenter.next())
            let logIn = try #require(login.$logInPresenter.next())
            checkExhausted(login.$titlePresenter, login.$hintPresenter, login.$errorPresenter, ignoringLivePresentations: true)

            username("ada")
            password("wrong")
            try logIn.apply()
            await logIn.isExecuting.firstValue { !$0 }
            scheduler.advance()
            #expect(login.$errorPresenter.next() == "Wrong username or password.")
            session.checkExhausted(ignoringLivePresentations: true)
        }

        @Test func aFilteredListPresentsOnlyTheCellsThatAppearedAndEachIsAccountedFor() async throws {
            let login = try app.$loginPresenter.container()
            login.$titlePresenter.takeAll()
            login.$hintPresenter.takeAll()
            let username = try #require(login.$usernameInputPresenter.next())
            let password = try #require(login.$passwordInputPresenter.next())
            let logIn = try #require(login.$logInPresenter.next())
            username("ada")
            password("lovelace")
            _ = try await logIn.execute()
            scheduler.advance()

            let main = try app.$mainPresenter.container()
            #expect(main.$titlePresenter.next() == "Welcome, Ada")
            let filter = try #require(main.$filterPresenter.next())
            _ = try #require(main.$logOutPresenter.next())
            main.$rowsPresenter.showCell(at: 1)
            scheduler.advance()
            let notes = try #require(main.$rowsPresenter.cell(forKey: "notes"))
            #expect(notes.$titlePresenter.next() == "Notes on the Engine")
            _ = try #require(notes.$selectPresenter.next())
            session.checkExhausted(ignoringLivePresentations: true)  // no cell for the rows not shown

            filter.edit("engine")  // the notes row stays: nothing is presented again
            scheduler.advance(by: MainViewModel.filterDelay)
            session.checkExhausted(ignoringLivePresentations: true)
            #expect(main.$rowsPresenter.keys == ["engine", "notes"])

            filter.edit("numbers")  // the notes row leaves: its cell's presentation is taken back
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(notes.$titlePresenter.liveCount == 0)
            #expect(main.$rowsPresenter.keys == ["bernoulli"])
            session.checkExhausted(ignoringLivePresentations: true)
            #expect(main.$rowsPresenter.problems.isEmpty, "\(main.$rowsPresenter.problems)")
        }

        @Test func theFailureNamesEachScreensPresenterThatWasNotAsserted() throws {
            tree.exhaustivity = .off  // the test checks the failure itself
            _ = try app.$loginPresenter.container().$titlePresenter.next()
            tree.finish()
            let error = session.exhaustivityReport()
            #expect(
                error.findings.map(\.name) == [
                    "root.login[0].hint", "root.login[0].usernameInput", "root.login[0].passwordInput", "root.login[0].logIn",
                ])
            #expect(error.findings[0]?.unconsumed == ["Try ada / lovelace"])
            #expect(error.description.contains("root.login[0].hint\n  not consumed: Try ada / lovelace"))
        }
    }
}
