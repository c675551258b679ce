// The seed-style sample tree's main screen (SeedTree+Main.swift) with 500 rows, each presented into a recording row.

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
        let tester = PresentedTree<RecordingMainScreen>(named: "main") { _ in
            MainViewModel(dependencies: ListScreenTests.dependencies, context: .init(scheduler: ImmediateScheduler()))
        } presentedBy: {
            $0 <- $1
        }
        var items: [Item] { Self.items }
        var screen: RecordingMainScreen { tester.view }
        var scheduler: TestScheduler { tester.scheduler }

        /// Types `text` into the filter's field, as its view reports an edit, and lets the UI catch up.
        func filter(_ text: String) {
            screen.$filterInputPresenter.current?(text)
            scheduler.advance()
        }

        @Test func eachRowIsPresentedIntoARecordingRowOfItsOwn() {
            #expect(screen.keys == items.map(\.id))
            #expect(screen.row(at: 499)?.$titlePresenter.current == "Item 499")
            #expect(screen.row(at: 499)?.$titlePresenter.name == "main.rows[499].title")
            #expect(screen.row(at: 500) == nil)
            tester.finish()
            #expect(screen.$rows.liveContainers.isEmpty)
        }

        @Test func tappingARowFarDownShowsItsDetail() throws {
            screen.row(at: 437)?.$selectPresenter.current?()
            scheduler.advance()
            let detail = try #require(screen.$detailPresenter.currentContainer)
            #expect(detail.$titlePresenter.current == "Item 437")
            #expect(detail.$detailPresenter.current == "Detail of item 437")
            tester.finish()
            #expect(screen.$rows.liveContainers.isEmpty && screen.$detailPresenter.liveContainers.isEmpty)
        }

        @Test func filteringKeepsTheRowViewModelsOfTheItemsThatStay() throws {
            let kept = try #require(screen.$rows.children.live.first { $0.item.id == "item-199" })

            filter("ITEM 1")  // keeps Item 1, 10–19 and 100–199, in any case
            #expect(screen.keys.count == 111)
            #expect(screen.$rows.children.live.first { $0.item.id == "item-199" } === kept)
            #expect(screen.row(at: 110)?.$titlePresenter.current == "Item 199")

            filter("item 19")  // keeps 19 and 190–199
            #expect(screen.keys == ["item-19"] + (190...199).map { "item-\($0)" })

            filter("")  // every row comes back
            #expect(screen.keys == items.map(\.id))
            #expect(screen.$rows.children.live.first { $0.item.id == "item-199" } === kept)

            filter("nothing is called this")
            #expect(screen.keys.isEmpty && screen.$rows.liveContainers.isEmpty)
        }
    }
}
