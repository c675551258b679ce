import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("A main screen with 500 rows, on a test scheduler, without bookkeeping")
struct ListScreenTests {
    let scheduler = TestScheduler()
    let session: RecordingSession
    let screen: RecordingMainScreen
    let items = (0..<500).map { Item(id: "item-\($0)", title: "Item \($0)", detail: "Detail of item \($0)") }

    init() {
        session = RecordingSession(scheduler: scheduler)
        screen = RecordingMainScreen(session, "main", scheduler: scheduler)
    }

    func makeMain() -> MainViewModel {
        let services = AppServices(
            authService: InMemoryAuthService(accounts: [:]), itemsService: StaticItemsService(items: items))
        return MainViewModel(
            dependencies: .init(user: User(name: "Ada"), authService: services.authService, itemsService: services.itemsService),
            context: .init(scheduler: ImmediateScheduler()))  // the filter applies each edit at once
    }

    /// Types `text` into the filter's field, as its view reports an edit, and lets the UI catch up.
    func filter(_ text: String) {
        screen.filter.current?.edit(text)
        scheduler.advance()
    }

    @Test func aRowIsPresentedIntoACellOnlyWhenTheCellAppears() {
        let presentation = makeMain() <- screen
        #expect(screen.rows.rows.isEmpty)  // the update waits for the scheduler
        scheduler.advance()
        #expect(screen.rows.keys == items.map(\.id))
        #expect(screen.rows.shownCellCount == 0)  // no cell has appeared yet
        screen.rows.showCell(at: 499)
        scheduler.advance()
        #expect(screen.rows.cellPresentationCount == 1)
        #expect(screen.rows.cell(at: 499)?.title.current == "Item 499")
        #expect(screen.rows.cell(at: 499)?.title.name == "main.rows[item-499].title")
        #expect(screen.rows.cell(at: 500) == nil)
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(screen.rows.updateKinds == [.initial, .final])
        #expect(screen.rows.rows.isEmpty && screen.rows.shownCellCount == 0)
        #expect(screen.rows.problems.isEmpty, "\(screen.rows.problems)")
    }

    @Test func tappingARowFarDownShowsItsDetail() throws {
        let presentation = makeMain() <- screen
        scheduler.advance()
        screen.rows.showCell(at: 437)
        scheduler.advance()
        screen.rows.cell(at: 437)?.select.current?()
        scheduler.advance()
        let detail = try #require(screen.detail.currentContainer)
        #expect(detail.title.current == "Item 437")
        #expect(detail.detail.current == "Detail of item 437")
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(screen.rows.shownCellCount == 0 && screen.detail.liveContainers.isEmpty)
    }

    @Test func filteringPresentsOnlyTheRowsThatEnterAndDisposesOnlyThoseThatLeave() throws {
        let presentation = makeMain() <- screen
        scheduler.advance()
        screen.rows.showAllCells()
        scheduler.advance()
        #expect(screen.rows.cellPresentationCount == 500)
        let kept = try #require(screen.rows.rows.last { $0.id == "item-199" })

        filter("ITEM 1")  // keeps Item 1, 10–19 and 100–199, in any case
        #expect(screen.rows.rows.count == 111)
        #expect(screen.rows.differences.last?.removals.count == 389)
        #expect(screen.rows.differences.last?.insertions.isEmpty == true)
        #expect(screen.rows.cellDisposalCount == 389)  // only the rows that left
        #expect(screen.rows.cellPresentationCount == 500)  // nothing presented again
        #expect(screen.rows.rows.last { $0.id == "item-199" } === kept)
        #expect(screen.rows.cell(forKey: "item-199")?.title.current == "Item 199")

        filter("item 19")  // keeps 19 and 190–199
        #expect(screen.rows.keys == ["item-19"] + (190...199).map { "item-\($0)" })
        #expect(screen.rows.cellDisposalCount == 389 + 100)

        filter("")  // every row comes back
        #expect(screen.rows.keys == items.map(\.id))
        #expect(screen.rows.differences.last?.insertions.count == 489)
        #expect(screen.rows.cellPresentationCount == 500)  // the cells of rows that entered have not appeared yet
        screen.rows.showAllCells()
        scheduler.advance()
        #expect(screen.rows.cellPresentationCount == 500 + 489)  // only the rows that entered
        #expect(screen.rows.rows.last { $0.id == "item-199" } === kept)

        filter("nothing is called this")
        #expect(screen.rows.rows.isEmpty && screen.rows.shownCellCount == 0)
        #expect(screen.rows.cellDisposalCount == screen.rows.cellPresentationCount)
        #expect(screen.rows.problems.isEmpty, "\(screen.rows.problems)")
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
    }
}
