import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("The main screen")
struct MainTests {
    let main = ViewModelTester { MainViewModel(.sample(), scheduler: $0) }

    @Test func selectingARowShowsItsDetailAndClosingHidesIt() {
        main.state.rows[1].selectTapped()
        main.expect { $0.detail = ItemDetailViewModel(item: items[1]) {} }
        main.state.rows[2].selectTapped()
        main.expect { $0.detail = ItemDetailViewModel(item: items[2]) {} }
        main.state.detail?.closeTapped()
        main.expect { $0.detail = nil }
    }

    @Test func filteringKeepsTheRowsThatStay() {
        let notes = main.state.rows[1]
        main.viewModel.filterChanged("NOTE")
        main.scheduler.advance(by: MainViewModel.filterDelay)
        main.expect {
            $0.filter = "NOTE"; $0.rows = [notes]  // the same row: its cell stays
        }
        main.viewModel.filterChanged("Babbage")  // no title contains it
        main.scheduler.advance(by: MainViewModel.filterDelay)
        main.expect {
            $0.filter = "Babbage"; $0.rows = []
        }
        main.viewModel.filterChanged("")
        main.scheduler.advance(by: MainViewModel.filterDelay)
        main.expect {
            $0.filter = ""; $0.rows = items.map(ItemRowViewModel.init)
        }
    }

    @Test func theFilterWaitsUntilTypingPauses() {
        let notes = main.state.rows[1]
        main.viewModel.filterChanged("N")
        main.scheduler.advance(by: MainViewModel.filterDelay / 2)
        main.viewModel.filterChanged("NOTE")  // typed before the first edit stood long enough
        main.scheduler.advance(by: MainViewModel.filterDelay / 2)
        main.expect { $0.filter = "NOTE" }  // not filtered yet
        main.scheduler.advance(by: MainViewModel.filterDelay / 2)
        main.expect { $0.rows = [notes] }  // filtered once, by what was typed last
    }
}

@Suite("A main screen with 500 rows")
struct ListScreenTests {
    static let items = (0..<500).map { Item(id: "item-\($0)", title: "Item \($0)", detail: "Detail of item \($0)") }
    let main = ViewModelTester { _ in
        MainViewModel(
            AppServices(authService: InMemoryAuthService(accounts: [:]), itemsService: StaticItemsService(items: ListScreenTests.items)),
            scheduler: ImmediateScheduler())
    }

    @Test func tappingARowFarDownShowsItsDetail() {
        main.state.rows[437].selectTapped()
        main.expect { $0.detail = ItemDetailViewModel(item: Self.items[437]) {} }
    }

    @Test func filteringKeepsTheRowsThatStayAndMakesOnlyTheRowsThatEnter() {
        let rows = main.state.rows
        main.viewModel.filterChanged("ITEM 1")  // keeps Item 1, 10–19 and 100–199, in any case
        main.expect {
            $0.filter = "ITEM 1"; $0.rows = rows.filter { $0.state.title.hasPrefix("Item 1") }
        }
        #expect(main.state.rows.count == 111)
        main.viewModel.filterChanged("")  // every row comes back: those that stayed are the same
        main.expect {
            $0.filter = ""; $0.rows = zip(rows, Self.items).map { $1.title.hasPrefix("Item 1") ? $0 : ItemRowViewModel($1) }
        }
    }
}
