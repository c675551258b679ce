// The seed-style sample tree (SeedTree.swift), tested exhaustively.

import Fractal
import FractalTesting
import LoginSample
import Testing

extension SeedTree {
    @Suite("The sample tree, tested exhaustively: every value presented is asserted")
    @MainActor
    struct ExhaustiveSampleTreeTests {
        let tree = SampleTree(isExhaustive: true)  // at the end, every value shown must have been read
        var app: RecordingApp { tree.view }
        var scheduler: TestScheduler { tree.scheduler }
        var session: RecordingSession { tree.session }

        // Made on the main actor: the root's child presenter binds there.
        init() {}

        @Test func aFailedLoginAccountsForEveryValueShown() async throws {
            let login = try #require(app.$loginPresenter.currentContainer)
            #expect(login.$titlePresenter.next() == "Log in")
            #expect(login.$hintPresenter.next() == "Try ada / lovelace")
            let username = try #require(login.$usernameInputPresenter.next())
            let password = try #require(login.$passwordInputPresenter.next())
            let logIn = try #require(login.$logInPresenter.next())
            session.checkExhausted(ignoringLivePresentations: true)

            username("ada")
            password("wrong")
            try logIn.apply()
            await logIn.isExecuting.firstValue { !$0 }
            scheduler.advance()
            #expect(login.$errorPresenter.next() == "Wrong username or password.")
            session.checkExhausted(ignoringLivePresentations: true)
        }

        @Test func theFailureNamesEachScreensPresenterThatWasNotAsserted() throws {
            tree.isExhaustive = false  // the test checks the failure itself
            _ = try #require(app.$loginPresenter.currentContainer).$titlePresenter.next()
            tree.finish()
            let failure = failures { session.checkExhausted() }
            let names = failure.message.split(separator: "\n").dropFirst().filter { !$0.hasPrefix(" ") }
            #expect(names == ["root.login[0].hint", "root.login[0].usernameInput", "root.login[0].passwordInput", "root.login[0].logIn"])
            #expect(failure.message.contains("root.login[0].hint\n  not consumed: Try ada / lovelace"))
        }
    }
}
