// The seed-style sample tree (SeedTree.swift) driven by recording presenters.

import Fractal
import FractalTesting
import LoginSample
import Testing

extension SeedTree {
    @Suite("The Root → Login | Main tree, driven by recording presenters")
    @MainActor
    struct SampleTreeTests {
        let tree = SampleTree()
        var app: RecordingApp { tree.view }
        var scheduler: TestScheduler { tree.scheduler }
        var session: RecordingSession { tree.session }

        // Made on the main actor: the root's child presenter binds there.
        init() {}

        @Test func startsAtLoginWithTheFormDisabled() throws {
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            let login = try #require(app.$loginPresenter.currentContainer)
            #expect(login.$titlePresenter.current == "Log in")
            #expect(try #require(login.$logInPresenter.current).isEnabled.value == false)
            #expect(login.$errorPresenter.liveCount == 0)
        }

        @Test func anIncompleteFormKeepsTheActionDisabled() throws {
            let login = try #require(app.$loginPresenter.currentContainer)
            let logIn = try #require(login.$logInPresenter.current)
            let usernameInput = try #require(login.$usernameInputPresenter.current)
            usernameInput("ada")
            #expect(logIn.isEnabled.value == false)
            #expect(throws: ActionError<AuthError>.disabled) { try logIn.apply() }
            let usernameInput2 = try #require(login.$usernameInputPresenter.current)
            usernameInput2("")
            let passwordInput = try #require(login.$passwordInputPresenter.current)
            passwordInput("lovelace")
            #expect(logIn.isEnabled.value == false)
            let usernameInput3 = try #require(login.$usernameInputPresenter.current)
            usernameInput3("ada")
            #expect(logIn.isEnabled.value == true)
        }

        @Test func aFailedLoginShowsTheErrorAndEditingClearsIt() async throws {
            try await tree.logIn("ada", "wrong")
            let login = try #require(app.$loginPresenter.currentContainer)
            #expect(login.$errorPresenter.current == "Wrong username or password.")
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            let passwordInput = try #require(login.$passwordInputPresenter.current)
            passwordInput("wrong again")
            scheduler.advance()
            #expect(login.$errorPresenter.liveCount == 0)
        }

        @Test func successSwapsToMainAndDisposesTheLoginPresentation() async throws {
            let login = try #require(app.$loginPresenter.currentContainer)
            try await tree.logIn("ada", "lovelace")
            #expect(app.$loginPresenter.liveContainers.isEmpty)
            #expect(app.$loginPresenter.children.disposedCount == 1)
            #expect(login.$titlePresenter.liveCount == 0)
            #expect(login.$logInPresenter.liveCount == 0)
            let main = try #require(app.$mainPresenter.currentContainer)
            #expect(main.$titlePresenter.current == "Welcome, Ada")
            #expect(main.keys == ["engine", "notes", "bernoulli"])
            #expect(main.$rows.children.live.map(\.item.title) == ["Analytical Engine", "Notes on the Engine", "Bernoulli numbers"])
        }

        @Test func selectingARowPresentsItsDetailAndClosingTakesItBack() async throws {
            let main = try await tree.mainScreen()
            main.row(at: 1)?.$selectPresenter.current?()
            scheduler.advance()
            let notes = try #require(main.$detailPresenter.currentContainer)
            #expect(notes.$titlePresenter.current == "Notes on the Engine")
            #expect(notes.$detailPresenter.current == "Note G holds the first published program.")

            main.row(at: 2)?.$selectPresenter.current?()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.count == 1)
            #expect(try #require(main.$detailPresenter.currentContainer).$titlePresenter.live == ["Bernoulli numbers"])
            #expect(notes.$titlePresenter.liveCount == 0)  // the previous detail took its title back

            let close = try #require(main.$detailPresenter.currentContainer?.$closePresenter.current)
            close()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.isEmpty)
            #expect(main.$detailPresenter.containers.count == 2)
            #expect(main.$detailPresenter.containers.allSatisfy { $0.$titlePresenter.liveCount == 0 })
        }

        @Test func logoutSwapsBackToLogin() async throws {
            let main = try await tree.mainScreen()
            let rows = main.$rows.liveContainers
            try await #require(main.$logOutPresenter.current).execute()
            scheduler.advance()
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            #expect(main.$titlePresenter.liveCount == 0)
            #expect(main.keys.isEmpty)
            #expect(rows.count == 3 && rows.allSatisfy { $0.$titlePresenter.liveCount == 0 })
            #expect(main.$filterPresenter.liveCount == 0)
            // A new login view model, in a new login screen.
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$loginPresenter.containers.count == 2)
            #expect(app.$loginPresenter.currentContainer?.$logInPresenter.current?.isEnabled.value == false)
        }

        @Test func filteringKeepsTheRowViewModelsThatStay() async throws {
            let main = try await tree.mainScreen()
            let notes = try #require(main.$rows.children.live.first { $0.item.id == "notes" })
            let filter = try #require(main.$filterInputPresenter.current)

            filter("NOTE")  // as the filter's text field reports an edit
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.keys == ["notes"])
            #expect(main.$rows.children.live.first === notes)  // the same row view model, presented again
            #expect(main.row(at: 0)?.$titlePresenter.live == ["Notes on the Engine"])
            #expect(main.$rows.containers.count == 3 + 1)

            filter("Babbage")  // no title contains it
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.keys.isEmpty)
            #expect(main.$rows.containers.allSatisfy { $0.$titlePresenter.liveCount == 0 })

            filter("")
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.keys == ["engine", "notes", "bernoulli"])
        }

        @Test func theFilterWaitsOnTheContextsSchedulerUntilTypingPauses() async throws {
            let main = try await tree.mainScreen()
            let filter = try #require(main.$filterInputPresenter.current)
            filter("N")
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            filter("NOTE")  // typed before the first edit stood long enough
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            #expect(main.keys == ["engine", "notes", "bernoulli"])  // not filtered yet
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            #expect(main.keys == ["notes"])  // filtered once, by what was typed last
            #expect(main.$rows.children.values.count == 3 + 1)  // the first list, then one change
        }

        @Test func theDumpShowsEachRowInARowOfItsOwn() async throws {
            _ = try await tree.mainScreen()
            let dump = session.dump()
            #expect(dump.contains("root.main[0].title: Welcome, Ada"))
            #expect(dump.contains("root.main[0].rows[1].title: Notes on the Engine"))
            #expect(!dump.contains("root.login"))
            tree.finish()
            #expect(session.dump() == "(nothing presented)")
        }

        @Test func theDumpShowsWhatIsPresented() async throws {
            try await tree.logIn("ada", "wrong")
            let dump = session.dump()
            #expect(dump.contains("root.login[0].title: Log in"))
            #expect(dump.contains("root.login[0].error: Wrong username or password."))
            #expect(!dump.contains("root.main"))
            tree.finish()  // UI teardown runs on the UI scheduler
            #expect(session.dump() == "(nothing presented)")
        }

        @Test func disposingTheRootLeavesNothingPresentedAndReleasesEveryViewModel() async throws {
            let main = try await tree.mainScreen()
            main.row(at: 0)?.$selectPresenter.current?()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.count == 1)
            tree.finish()  // the root view model, tracked, was released: nothing is reported
            #expect(app.$loginPresenter.liveContainers.isEmpty && app.$mainPresenter.liveContainers.isEmpty)
            scheduler.run()
            #expect(scheduler.pendingCount == 0)
        }

        @Test func theLeakCheckReportsWhatIsStillAlive() throws {
            let root = try #require(tree.viewModel as? RootViewModel)
            let failure = failures { tree.finish() }
            // The test still holds the root, which holds its current child.
            #expect(failure.message.contains("RootViewModel presented by the root presentation"))
            #expect(failure.message.contains("\n  LoginViewModel"))
            #expect(!failure.message.contains("still presented"))
            withExtendedLifetime(root) {}
        }
    }
}
