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

        @Test func aTesterPresentsTheTreeInOneStatement() throws {
            let tree = PresentationTester(RecordingApp.self) { view, scheduler in
                RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler)) <- view
            }
            let login = try tree.view.$loginPresenter.container()
            #expect(login.$titlePresenter.current == "Log in")
        }

        @Test func startsAtLoginWithTheFormDisabled() throws {
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            let login = try app.$loginPresenter.container()
            #expect(login.$titlePresenter.current == "Log in")
            #expect(try login.$logInPresenter.currentValue().isEnabled.value == false)
            #expect(login.$errorPresenter.liveCount == 0)
        }

        @Test func anIncompleteFormKeepsTheActionDisabled() throws {
            let login = try app.$loginPresenter.container()
            let logIn = try login.$logInPresenter.currentValue()
            try login.$usernameInputPresenter.currentValue()("ada")
            #expect(logIn.isEnabled.value == false)
            #expect(throws: ActionError<AuthError>.disabled) { try logIn.apply() }
            try login.$usernameInputPresenter.currentValue()("")
            try login.$passwordInputPresenter.currentValue()("lovelace")
            #expect(logIn.isEnabled.value == false)
            try login.$usernameInputPresenter.currentValue()("ada")
            #expect(logIn.isEnabled.value == true)
        }

        @Test func aFailedLoginShowsTheErrorAndEditingClearsIt() async throws {
            try await tree.logIn("ada", "wrong")
            let login = try app.$loginPresenter.container()
            #expect(login.$errorPresenter.current == "Wrong username or password.")
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            try login.$passwordInputPresenter.currentValue()("wrong again")
            scheduler.advance()
            #expect(login.$errorPresenter.liveCount == 0)
        }

        @Test func successSwapsToMainAndDisposesTheLoginPresentation() async throws {
            let login = try app.$loginPresenter.container()
            try await tree.logIn("ada", "lovelace")
            #expect(app.$loginPresenter.liveContainers.isEmpty)
            #expect(app.$loginPresenter.children.disposedCount == 1)
            #expect(login.$titlePresenter.liveCount == 0)
            #expect(login.$logInPresenter.liveCount == 0)
            let main = try app.$mainPresenter.container()
            #expect(main.$titlePresenter.current == "Welcome, Ada")
            #expect(main.$rowsPresenter.keys == ["engine", "notes", "bernoulli"])
            #expect(main.$rowsPresenter.rows.map(\.item.title) == ["Analytical Engine", "Notes on the Engine", "Bernoulli numbers"])
        }

        @Test func selectingARowPresentsItsDetailAndClosingTakesItBack() async throws {
            let main = try await tree.mainScreen()
            try main.$rowsPresenter.cell(at: 1)?.$selectPresenter.currentValue()()
            scheduler.advance()
            let notes = try main.$detailPresenter.container()
            #expect(notes.$titlePresenter.current == "Notes on the Engine")
            #expect(notes.$detailPresenter.current == "Note G holds the first published program.")

            try main.$rowsPresenter.cell(at: 2)?.$selectPresenter.currentValue()()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.count == 1)
            #expect(try main.$detailPresenter.container().$titlePresenter.live == ["Bernoulli numbers"])
            #expect(notes.$titlePresenter.liveCount == 0)  // the previous detail took its title back

            try main.$detailPresenter.container().$closePresenter.currentValue()()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.isEmpty)
            #expect(main.$detailPresenter.containers.count == 2)
            #expect(main.$detailPresenter.containers.allSatisfy { $0.$titlePresenter.liveCount == 0 })
        }

        @Test func logoutSwapsBackToLogin() async throws {
            let main = try await tree.mainScreen()
            let cells = main.$rowsPresenter.showAllCells()  // shown already: the same cells
            try await main.$logOutPresenter.currentValue().execute()
            scheduler.advance()
            #expect(app.$mainPresenter.liveContainers.isEmpty)
            #expect(main.$titlePresenter.liveCount == 0)
            #expect(main.$rowsPresenter.rows.isEmpty)
            #expect(main.$rowsPresenter.updateKinds == [.initial, .final])  // the list's teardown
            #expect(main.$rowsPresenter.shownCellCount == 0)
            #expect(cells.count == 3 && cells.allSatisfy { $0.$titlePresenter.liveCount == 0 })
            #expect(main.$filterPresenter.liveCount == 0)
            // A new login view model, in a new login screen.
            #expect(app.$loginPresenter.liveContainers.count == 1)
            #expect(app.$loginPresenter.containers.count == 2)
            #expect(try app.$loginPresenter.container().$logInPresenter.currentValue().isEnabled.value == false)
        }

        @Test func filteringKeepsTheCellsOfTheRowsThatStay() async throws {
            let main = try await tree.mainScreen()
            let notes = try #require(main.$rowsPresenter.cell(forKey: "notes"))
            let filter = try main.$filterPresenter.currentValue()

            filter.edit("NOTE")  // as the filter's text field reports an edit
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.$rowsPresenter.keys == ["notes"])
            #expect(main.$rowsPresenter.cell(forKey: "notes")?.$titlePresenter === notes.$titlePresenter)  // kept: not presented again
            #expect(notes.$titlePresenter.live == ["Notes on the Engine"])
            #expect(main.$rowsPresenter.cellPresentationCount == 3)
            #expect(main.$rowsPresenter.cellDisposalCount == 2)

            filter.edit("Babbage")  // no title contains it
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.$rowsPresenter.rows.isEmpty)
            #expect(notes.$titlePresenter.liveCount == 0)

            filter.edit("")
            scheduler.advance(by: MainViewModel.filterDelay)
            #expect(main.$rowsPresenter.keys == ["engine", "notes", "bernoulli"])
            #expect(main.$rowsPresenter.shownCellCount == 0)  // the rows are back; their cells appear when shown
            #expect(main.$rowsPresenter.problems.isEmpty, "\(main.$rowsPresenter.problems)")
        }

        @Test func theFilterWaitsOnTheContextsSchedulerUntilTypingPauses() async throws {
            let main = try await tree.mainScreen()
            let filter = try main.$filterPresenter.currentValue()
            filter.edit("N")
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            filter.edit("NOTE")  // typed before the first edit stood long enough
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            #expect(main.$rowsPresenter.keys == ["engine", "notes", "bernoulli"])  // not filtered yet
            scheduler.advance(by: MainViewModel.filterDelay / 2)
            #expect(main.$rowsPresenter.keys == ["notes"])  // filtered once, by what was typed last
            #expect(main.$rowsPresenter.updateKinds.count == 2)  // the first list, then one change
        }

        @Test func theDumpShowsTheShownCellsByKey() async throws {
            let main = try await tree.mainScreen(showingCells: false)
            main.$rowsPresenter.showCell(at: 1)
            scheduler.advance()
            let dump = session.dump()
            #expect(dump.contains("root.main[0].title: Welcome, Ada"))
            #expect(dump.contains("root.main[0].rows[notes].title: Notes on the Engine"))
            #expect(!dump.contains("root.main[0].rows[engine]"))  // never shown
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
            try main.$rowsPresenter.cell(at: 0)?.$selectPresenter.currentValue()()
            scheduler.advance()
            #expect(main.$detailPresenter.liveContainers.count == 1)
            #expect("\(tree.disposeAndCheckLeaks())" == "no leaks")  // the root view model, tracked, was released
            #expect(app.$loginPresenter.liveContainers.isEmpty && app.$mainPresenter.liveContainers.isEmpty)
            scheduler.run()
            #expect(scheduler.pendingCount == 0)
        }

        @Test func theLeakCheckReportsWhatIsStillAlive() throws {
            let root = try #require(tree.viewModel(as: RootViewModel.self))
            let report = tree.disposeAndCheckLeaks()
            #expect(report.livePresentations.isEmpty)
            // The test still holds the root, which holds its current child.
            #expect(report.liveObjects.contains("root (RootViewModel)"))
            #expect(report.liveObjects.contains { $0.hasPrefix("LoginViewModel") })
            #expect(!report.isClean)
            #expect(report.description.contains("still alive:"))
            withExtendedLifetime(root) {}
        }
    }
}
