import Fractal
import FractalTesting
import Testing

@Suite("Keyed rows whose element leaves are kept or released as the retention says")
struct KeyedRowRetentionTests {
    typealias Item = ListExample.Item
    typealias ItemRowViewModel = ListExample.ItemRowViewModel

    /// The documentation's search: items filtered by a query, keeping every row.
    final class SearchViewModel: Sendable {
        let query = MutableProperty("")
        let rows: Property<[ItemRowViewModel]>

        init(items: [Item]) {
            rows = query.map { query in items.filter { $0.title.hasPrefix(query) } }
                .map(keyedBy: \.id, retaining: .everyRow) { item in ItemRowViewModel(item: item) }
        }
    }

    /// Items whose titles start with "a" (even ids) or "b" (odd ids).
    static let items = (0..<10).map { Item(id: $0, title: $0.isMultiple(of: 2) ? "a\($0)" : "b\($0)") }

    @Test func underEveryRowARowFilteredOutAndBackIsTheSameObject() {
        let items = Self.items
        let search = SearchViewModel(items: items)
        let before = search.rows.value
        search.query.value = "a"
        search.query.value = ""
        #expect(search.rows.value[1] === before[1])  // filtered out and back: the same row
        search.query.value = "a"
        #expect(search.rows.value.map(\.id) == [0, 2, 4, 6, 8])
        search.query.value = ""
        #expect(search.rows.value.count == 10)
        for (row, was) in zip(search.rows.value, before) { #expect(row === was) }
    }

    @Test(arguments: [true, false])
    func underShownRowsARowFilteredOutAndBackIsANewObject(spelledOut: Bool) {
        let query = MutableProperty("")
        let made = Counter()
        let visible = query.map { query in Self.items.filter { $0.title.hasPrefix(query) } }
        let rows =
            spelledOut
            ? visible.map(keyedBy: \.id, retaining: .shownRows) {
                made.increment(); return ItemRowViewModel(item: $0)
            }
            : visible.map(keyedBy: \.id) {
                made.increment(); return ItemRowViewModel(item: $0)
            }
        let before = rows.value
        query.value = "a"
        query.value = ""
        #expect(rows.value[0] === before[0])  // stayed: kept
        #expect(rows.value[1] !== before[1])  // left and came back: made anew
        #expect(rows.value[1].id == before[1].id)
        #expect(made.value == 10 + 5)
    }

    @Test func keptRowsThatLeaveAreNotPresentedAndNotRemade() {
        let query = MutableProperty("")
        let made = Counter()
        let rows = query.map { query in Self.items.filter { $0.title.hasPrefix(query) } }
            .map(keyedBy: \.id, retaining: .everyRow) { item in
                made.increment()
                return ItemRowViewModel(item: item)
            }
        let list = RecordingList<ItemRowViewModel, Int, RecordingCell>(
            makeCell: { _ in RecordingCell() }, presentRow: { row, cell in cell.text.presenter <~ row.item.title })
        let presentation = list.presenter <~ rows
        list.showAllCells()
        weak let left = rows.value[1]
        query.value = "a"
        #expect(list.rows.count == 5)
        #expect(list.cell(forKey: 1) == nil)  // no cell for a row that left
        #expect(list.shownCellCount == 5)
        #expect(left != nil)  // yet it is kept
        query.value = ""
        #expect(list.rows[1] === left)
        #expect(made.value == 10)
        #expect(list.problems.isEmpty)
        presentation?.dispose()
    }

    @Test func aRowWhoseElementChangedWhileOutIsMadeAnewWhenItReturns() {
        let items = MutableProperty(Self.items)
        let query = MutableProperty("")
        let visible = items.combineLatest(with: query).map { items, query in items.filter { $0.title.hasPrefix(query) } }
        let rows = visible.map(keyedBy: \.id, retaining: .everyRow) { ItemRowViewModel(item: $0) }
        let before = rows.value
        query.value = "a"
        items.value[1].title = "b1, renamed"
        query.value = ""
        #expect(rows.value[1] !== before[1])
        #expect(rows.value[1].item.title == "b1, renamed")
        #expect(rows.value[3] === before[3])  // unchanged while out: kept
    }

    @Test func rowsThatLeftUpToACountKeepsThoseShownMostRecently() {
        let shown = MutableProperty([0, 1, 2, 3, 4].map { Item(id: $0, title: "") })
        let rows = shown.map(keyedBy: \.id, retaining: .rowsThatLeft(upTo: 2)) { ItemRowViewModel(item: $0) }
        weak let row0 = rows.value[0]
        weak let row1 = rows.value[1]
        weak let row2 = rows.value[2]
        weak let row3 = rows.value[3]
        shown.value = [1, 2, 3, 4].map { Item(id: $0, title: "") }  // 0 left: kept (1 of 2)
        shown.value = [3, 4].map { Item(id: $0, title: "") }  // 1 and 2 left later than 0: they are kept
        #expect(row0 == nil)
        #expect(row1 != nil && row2 != nil)
        shown.value = [4].map { Item(id: $0, title: "") }  // 3 left last: it and one of 1, 2 are kept
        #expect(row3 != nil)
        #expect([row1, row2].compactMap { $0 }.count == 1)
        shown.value = [1, 2, 3, 4].map { Item(id: $0, title: "") }
        #expect(rows.value[2] === row3)
    }

    @Test func theDocumentedBoundedRetentionKeepsFiveHundredLeftRows() {
        let visibleItems = MutableProperty((0..<1_000).map { Item(id: $0, title: "") })
        let rows = visibleItems.map(keyedBy: \.id, retaining: .rowsThatLeft(upTo: 500)) { item in
            ItemRowViewModel(item: item)
        }
        let all = rows.value
        visibleItems.value = []
        visibleItems.value = (0..<1_000).map { Item(id: $0, title: "") }
        #expect(zip(rows.value, all).filter { $0 === $1 }.count == 500)
        #expect(KeyedRowRetention.rowsThatLeft(upTo: -3) == .shownRows)
        #expect(KeyedRowRetention.rowsThatLeft(upTo: 0) == .shownRows)
    }

    @Test func keysThatAreNotIntegersKeepTheirRowsToo() {
        let titles = MutableProperty(["x", "y", "z", "x"])
        let rows = titles.map(keyedBy: \.self, retaining: .everyRow) { ItemRowViewModel(item: Item(id: 0, title: $0)) }
        let before = rows.value
        #expect(before[0] === before[3])  // a repeated key with an equal element: one row
        titles.value = ["z"]
        titles.value = ["y", "x", "w"]
        #expect(rows.value[0] === before[1])
        #expect(rows.value[1] === before[0])
        #expect(rows.value[2].item.title == "w")
    }

    @Test func changesFromSeveralThreadsEndWithTheRowsOfTheLastSnapshot() {
        let items = MutableProperty<[Item]>([])
        let rows = items.map(keyedBy: \.id, retaining: .rowsThatLeft(upTo: 50)) { ItemRowViewModel(item: $0) }
        let observation = rows.observe { rows in
            #expect(Set(rows.map(\.id)).count == rows.count)
        }
        hammer { thread in
            for round in 0..<200 {
                items.value = (0..<100).filter { ($0 + round + thread) % 3 != 0 }.map { Item(id: $0, title: "") }
            }
        }
        items.value = (0..<100).map { Item(id: $0, title: "\($0)") }
        #expect(rows.value.map(\.item) == items.value)
        observation.dispose()
    }
}
