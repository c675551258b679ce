import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("A main screen with 500 rows, on a test scheduler, without bookkeeping")
struct ListScreenTests {
    let scheduler = TestScheduler()
    let session: RecordingSession
    let screen: RecordingMainScreen
    let presentation: (any Disposable)?
    let items = (0..<500).map { Item(id: "item-\($0)", title: "Item \($0)", detail: "Detail of item \($0)") }
    var rows: RecordingList<ItemRowViewModel, Item.ID, RecordingRow> { screen.$rowsPresenter }

    /// Presents a main screen of the 500 items; its filter applies each edit at once.
    init() {
        session = RecordingSession(scheduler: scheduler)
        screen = RecordingMainScreen(session: session, name: "main")
        let services = AppServices(authService: InMemoryAuthService(accounts: [:]), itemsService: StaticItemsService(items: items))
        presentation =
            MainViewModel(
                dependencies: .init(user: User(name: "Ada"), authService: services.authService, itemsService: services.itemsService),
                context: .init(scheduler: ImmediateScheduler())) <- screen
    }

    /// Types `text` into the filter's field, as its view reports an edit, and lets the UI catch up.
    func filter(_ text: String) {
        screen.$filterPresenter.current?.edit(text)
        scheduler.advance()
    }

    /// Shows the cells of every row, or of the row at `index`, and lets the UI catch up.
    func show(at index: Int? = nil) {
        if let index { rows.showCell(at: index) } else { rows.showAllCells() }
        scheduler.advance()
    }

    @Test func aRowIsPresentedIntoACellOnlyWhenTheCellAppears() {
        #expect(rows.rows.isEmpty)  // the update waits for the scheduler
        scheduler.advance()
        #expect(rows.keys == items.map(\.id))
        #expect(rows.shownCellCount == 0)  // no cell has appeared yet
        show(at: 499)
        #expect(rows.cellPresentationCount == 1)
        #expect(rows.cell(at: 499)?.$titlePresenter.current == "Item 499")
        #expect(rows.cell(at: 499)?.$titlePresenter.name == "main.rows[item-499].title")
        #expect(rows.cell(at: 500) == nil)
        #expect("\(session.disposeAndCheckLeaks(presentation))" == "no leaks")
        #expect(rows.updateKinds == [.initial, .final])
        #expect(rows.rows.isEmpty && rows.shownCellCount == 0)
        #expect(rows.problems.isEmpty, "\(rows.problems)")
    }

    @Test func tappingARowFarDownShowsItsDetail() throws {
        scheduler.advance()
        show(at: 437)
        try rows.cell(at: 437)?.$selectPresenter.currentValue()()
        scheduler.advance()
        let detail = try screen.$detailPresenter.container()
        #expect(detail.$titlePresenter.current == "Item 437")
        #expect(detail.$detailPresenter.current == "Detail of item 437")
        #expect("\(session.disposeAndCheckLeaks(presentation))" == "no leaks")
        #expect(rows.shownCellCount == 0 && screen.$detailPresenter.liveContainers.isEmpty)
    }

    @Test func filteringPresentsOnlyTheRowsThatEnterAndDisposesOnlyThoseThatLeave() throws {
        scheduler.advance()
        show()
        #expect(rows.cellPresentationCount == 500)
        let kept = try #require(rows.rows.last { $0.id == "item-199" })

        filter("ITEM 1")  // keeps Item 1, 10–19 and 100–199, in any case
        #expect(rows.rows.count == 111)
        #expect(rows.differences.last?.removals.count == 389)
        #expect(rows.differences.last?.insertions.isEmpty == true)
        #expect(rows.cellDisposalCount == 389)  // only the rows that left
        #expect(rows.cellPresentationCount == 500)  // nothing presented again
        #expect(rows.rows.last { $0.id == "item-199" } === kept)
        #expect(rows.cell(forKey: "item-199")?.$titlePresenter.current == "Item 199")

        filter("item 19")  // keeps 19 and 190–199
        #expect(rows.keys == ["item-19"] + (190...199).map { "item-\($0)" })
        #expect(rows.cellDisposalCount == 389 + 100)

        filter("")  // every row comes back
        #expect(rows.keys == items.map(\.id))
        #expect(rows.differences.last?.insertions.count == 489)
        #expect(rows.cellPresentationCount == 500)  // the cells of rows that entered have not appeared yet
        show()
        #expect(rows.cellPresentationCount == 500 + 489)  // only the rows that entered
        #expect(rows.rows.last { $0.id == "item-199" } === kept)

        filter("nothing is called this")
        #expect(rows.rows.isEmpty && rows.shownCellCount == 0)
        #expect(rows.cellDisposalCount == rows.cellPresentationCount)
        #expect(rows.problems.isEmpty, "\(rows.problems)")
        #expect("\(session.disposeAndCheckLeaks(presentation))" == "no leaks")
    }
}
