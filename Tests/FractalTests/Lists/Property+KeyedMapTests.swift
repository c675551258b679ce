import Fractal
import FractalTesting
import Testing

@Suite("Mapping a list by key keeps the rows of elements that stayed")
struct PropertyKeyedMapTests {
    @Test func keptElementsKeepTheirRowObject() {
        let items = MutableProperty([Entry(1, "a"), Entry(2, "b")])
        let made = Counter()
        let rows = items.map(keyedBy: \.id) { entry in
            made.increment()
            return RowModel(id: entry.id, text: entry.text)
        }
        let first = rows.value
        #expect(made.value == 2)

        items.value = [Entry(2, "b"), Entry(3, "c"), Entry(1, "a")]
        #expect(rows.value[0] === first[1])
        #expect(rows.value[2] === first[0])
        #expect(made.value == 3)  // only the new element made a row

        items.value = [Entry(2, "B")]
        #expect(rows.value[0] !== first[1])  // changed element: a new row
        #expect(rows.value[0].text == "B")
        #expect(made.value == 4)
    }

    @Test func rowsOfElementsThatLeftAreReleased() {
        let items = MutableProperty([Entry(1), Entry(2)])
        let rows = items.map(keyedBy: \.id) { RowModel(id: $0.id, text: $0.text) }
        weak let gone = rows.value[0]
        items.value = [Entry(2)]
        #expect(gone == nil)
        #expect(rows.value.count == 1)
    }

    @Test func aFilterOverTenThousandRowsPresentsOnlyTheRowsThatEnterAndDisposesOnlyThoseThatLeave() {
        let items = (0..<10_000).map { Entry($0, "item \($0)") }
        let query = MutableProperty("")
        let visible = query.map { query in query.isEmpty ? items : items.filter { $0.text.hasSuffix(query) } }
        let rows = visible.map(keyedBy: \.id) { RowModel(id: $0.id, text: $0.text) }
        let list = RecordingList<RowModel, Int, RecordingCell>(makeCell: { _ in RecordingCell() }, presentRow: { $0.present(into: $1) })
        let presentation = list.presenter <~ rows
        list.showAllCells()
        #expect(list.cellPresentationCount == 10_000)

        query.value = "7"  // keeps 1,000 rows
        #expect(list.rows.count == 1_000)
        #expect(list.cellPresentationCount == 10_000)  // none presented again
        #expect(list.cellDisposalCount == 9_000)  // only the rows that left

        query.value = "77"  // keeps 100 of those
        #expect(list.cellDisposalCount == 9_900)

        query.value = ""  // everything back: 9,900 enter
        list.showAllCells()
        #expect(list.cellPresentationCount == 10_000 + 9_900)
        #expect(list.cellDisposalCount == 9_900)
        #expect(list.problems.isEmpty)
        presentation?.dispose()
    }
}
