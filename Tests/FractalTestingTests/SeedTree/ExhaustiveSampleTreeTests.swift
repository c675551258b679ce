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

        // Made on the main actor: the root's child presenter binds there.
        init() {}

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
