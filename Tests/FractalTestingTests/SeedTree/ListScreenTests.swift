// The seed-style sample tree's main screen (SeedTree+Main.swift) with 500 rows presented into recorded cells.

import Fractal
import FractalTesting
import LoginSample
import Testing

extension SeedTree {
    @Suite("A main screen with 500 rows, on a test scheduler, without bookkeeping")
    struct ListScreenTests {
        static let items = (0..<500).map { Item(id: "item-\($0)", title: "Item \($0)", detail: "Detail of item \($0)") }
        static let dependencies = MainViewModel.Dependencies(
            user: User(name: "Ada"), authService: InMemoryAuthService(accounts: [:]), itemsService: StaticItemsService(items: items))
        /// A main screen of the 500 items; its filter applies each edit at once.
        let tester = PresentationTester(RecordingMainScreen.self, named: "main") { view, _ in
            MainViewModel(dependencies: ListScreenTests.dependencies, context: .init(scheduler: ImmediateScheduler())) <- view
        }
        var items: [Item] { Self.items }
        var screen: RecordingMainScreen { tester.view }
        var scheduler: TestScheduler { tester.scheduler }

        /// Types `text` into the filter's field, as its view reports an edit, and lets the UI catch up.
        func filter(_ text: String) {
            screen.$filterPresenter.current?.edit(text)
            scheduler.advance()
        }

        @Test func aRowIsPresentedIntoACellOnlyWhenTheCellAppears() {
            #expect(screen.$rowsPresenter.keys == items.map(\.id))
            #expect(screen.$rowsPresenter.shownCellCount == 0)  // no cell has appeared yet
            screen.$rowsPresenter.showCell(at: 499)
            scheduler.advance()
            #expect(screen.$rowsPresenter.cellPresentationCount == 1)
            #expect(screen.$rowsPresenter.cell(at: 499)?.$titlePresenter.current == "Item 499")
            #expect(screen.$rowsPresenter.cell(at: 499)?.$titlePresenter.name == "main.rows[item-499].title")
            #expect(screen.$rowsPresenter.cell(at: 500) == nil)
            #expect("\(tester.disposeAndCheckLeaks())" == "no leaks")
            #expect(screen.$rowsPresenter.updateKinds == [.initial, .final])
            #expect(screen.$rowsPresenter.rows.isEmpty && screen.$rowsPresenter.shownCellCount == 0)
            #expect(screen.$rowsPresenter.problems.isEmpty, "\(screen.$rowsPresenter.problems)")
        }

        @Test func tappingARowFarDownShowsItsDetail() throws {
            screen.$rowsPresenter.showCell(at: 437)
            scheduler.advance()
            try screen.$rowsPresenter.cell(at: 437)?.$selectPresenter.currentValue()()
            scheduler.advance()
            let detail = try screen.$detailPresenter.container()
            #expect(detail.$titlePresenter.current == "Item 437")
            #expect(detail.$detailPresenter.current == "Detail of item 437")
            #expect("\(tester.disposeAndCheckLeaks())" == "no leaks")
            #expect(screen.$rowsPresenter.shownCellCount == 0 && screen.$detailPresenter.liveContainers.isEmpty)
        }

        @Test func filteringPresentsOnlyTheRowsThatEnterAndDisposesOnlyThoseThatLeave() throws {
            screen.$rowsPresenter.showAllCells()
            scheduler.advance()
            #expect(screen.$rowsPresenter.cellPresentationCount == 500)
            let kept = try #require(screen.$rowsPresenter.rows.last { $0.id == "item-199" })

            screen.$filterPresenter.current?.edit("ITEM 1")  // keeps Item 1, 10–19 and 100–199, in any case
            #expect(screen.$rowsPresenter.rows.count == 500)  // the update waits for the scheduler
            scheduler.advance()
            #expect(screen.$rowsPresenter.rows.count == 111)
            #expect(screen.$rowsPresenter.differences.last?.removals.count == 389)
            #expect(screen.$rowsPresenter.differences.last?.insertions.isEmpty == true)
            #expect(screen.$rowsPresenter.cellDisposalCount == 389)  // only the rows that left
            #expect(screen.$rowsPresenter.cellPresentationCount == 500)  // nothing presented again
            #expect(screen.$rowsPresenter.rows.last { $0.id == "item-199" } === kept)
            #expect(screen.$rowsPresenter.cell(forKey: "item-199")?.$titlePresenter.current == "Item 199")

            filter("item 19")  // keeps 19 and 190–199
            #expect(screen.$rowsPresenter.keys == ["item-19"] + (190...199).map { "item-\($0)" })
            #expect(screen.$rowsPresenter.cellDisposalCount == 389 + 100)

            filter("")  // every row comes back
            #expect(screen.$rowsPresenter.keys == items.map(\.id))
            #expect(screen.$rowsPresenter.differences.last?.insertions.count == 489)
            #expect(screen.$rowsPresenter.cellPresentationCount == 500)  // the cells of rows that entered have not appeared yet
            screen.$rowsPresenter.showAllCells()
            scheduler.advance()
            #expect(screen.$rowsPresenter.cellPresentationCount == 500 + 489)  // only the rows that entered
            #expect(screen.$rowsPresenter.rows.last { $0.id == "item-199" } === kept)

            filter("nothing is called this")
            #expect(screen.$rowsPresenter.rows.isEmpty && screen.$rowsPresenter.shownCellCount == 0)
            #expect(screen.$rowsPresenter.cellDisposalCount == screen.$rowsPresenter.cellPresentationCount)
            #expect(screen.$rowsPresenter.problems.isEmpty, "\(screen.$rowsPresenter.problems)")
        }
    }
}
