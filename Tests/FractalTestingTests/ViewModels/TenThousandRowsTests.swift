import Fractal
import FractalTesting
import Testing

/// A row of ``CatalogModel``: a view model per item.
final class CatalogRowModel: ViewModel {
    struct State: Equatable {
        let id: Int
        var title: String
    }
    let states: MutableProperty<State>

    init(id: Int, title: String) {
        states = MutableProperty(State(id: id, title: title))
    }

    func renamed(_ title: String) { modify { $0.title = title } }
}

/// A list of 10,000 row view models filtered by a query: the rows are kept by
/// key with `map(keyedBy:)`, so a row whose item stays listed is the same
/// object after a change of the query.
final class CatalogModel: ViewModel {
    struct Item: Equatable, Sendable {
        let id: Int
        let title: String
    }

    struct State: Equatable {
        var query = ""
        var rows: [CatalogRowModel]
    }

    static let items = (0..<10_000).map { Item(id: $0, title: "item \($0)") }

    let states: MutableProperty<State>
    private let query = MutableProperty("")
    private let rows: Property<[CatalogRowModel]>

    init() {
        rows = query.map { query in query.isEmpty ? Self.items : Self.items.filter { $0.title.hasSuffix(query) } }
            .map(keyedBy: \.id) { CatalogRowModel(id: $0.id, title: $0.title) }
        states = MutableProperty(State(rows: rows.value))
    }

    func whilePresented() -> (any Disposable)? { bind(\.rows, to: rows) }

    func queryChanged(_ query: String) {
        modify { $0.query = query }
        self.query.value = query
    }
}

@Suite("A view model tester stays fast and whole with 10,000 rows")
struct TenThousandRowsTests {
    @Test(.timeLimit(.minutes(1)))
    func aFilterChangeOverTenThousandRowsIsOneCheckAndTheRowsThatStayAreTheSameObjects() {
        let catalog = ViewModelTester { _ in CatalogModel() }
        #expect(catalog.state.rows.count == 10_000)
        let before = catalog.state.rows.map(ObjectIdentifier.init)  // not the rows: the tester checks they are released

        catalog.viewModel.queryChanged("7")  // keeps 1,000 rows
        catalog.expect {
            $0.query = "7"
            $0.rows.removeAll { !$0.state.title.hasSuffix("7") }
        }
        #expect(catalog.state.rows.count == 1_000)
        #expect(catalog.state.rows.allSatisfy { before[$0.state.id] == ObjectIdentifier($0) })

        catalog.viewModel.queryChanged("")  // every row back: the 9,000 that left are made anew
        catalog.expect { state in
            state.query = ""
            let kept = Dictionary(uniqueKeysWithValues: state.rows.map { ($0.state.id, $0) })
            state.rows = CatalogModel.items.map { item in kept[item.id] ?? CatalogRowModel(id: item.id, title: item.title) }
        }
        #expect(catalog.state.rows.count == 10_000 && ObjectIdentifier(catalog.state.rows[7]) == before[7])
    }

    @Test(.timeLimit(.minutes(1)))
    func aRowsChangeNoCheckAssertedAmongTenThousandFailsNamingTheRow() {
        withKnownIssue {
            let catalog = ViewModelTester { _ in CatalogModel() }
            catalog.state.rows[9_876].renamed("renamed")
            catalog.expect()
        } matching: { issue in
            "\(issue)".contains(".rows[9876]")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aWrongFilterOverTenThousandRowsFailsWithTheDifference() {
        withKnownIssue {
            let catalog = ViewModelTester { _ in CatalogModel() }
            catalog.viewModel.queryChanged("77")  // keeps 100 rows
            catalog.expect {
                $0.query = "77"
                $0.rows.removeAll { !$0.state.title.hasSuffix("7") }  // 1,000 rows: the wrong filter
            }
        } matching: { issue in
            "\(issue)".contains("the state is not as expected")
        }
    }
}
