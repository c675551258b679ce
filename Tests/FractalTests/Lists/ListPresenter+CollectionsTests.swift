import Fractal
import FractalTesting
import Testing

@Suite("A keyed list is presented from any collection of rows: an IdentifiedList as it is")
struct ListPresenterCollectionTests {
    @Test func anIdentifiedListIsPresentedByDifferenceWithNoConversion() {
        let rows = MutableProperty<IdentifiedList<Entry>>([Entry(1, "a"), Entry(2, "b")])
        let list = entryList()
        let presentation = list.presenter <~ rows
        #expect(list.updateKinds == [.initial])
        #expect(list.rows == [Entry(1, "a"), Entry(2, "b")])

        rows.modify { $0[id: 2]?.text = "B" }
        #expect(list.updateKinds == [.initial, .change])
        #expect(list.differences.last == ListDifference(updates: [ListDifference.IndexPair(old: 1, new: 1)]))
        #expect(list.rows == [Entry(1, "a"), Entry(2, "B")])

        rows.modify { $0.remove(id: 1) }
        #expect(list.differences.last == ListDifference(removals: [0]))
        #expect(list.rows == [Entry(2, "B")])

        presentation?.dispose()
        #expect(list.updateKinds.last == .final)
        #expect(list.rows.isEmpty)
        #expect(list.problems.isEmpty)
    }

    @Test func aListPresenterKeyedByAnotherKeyTakesAnIdentifiedListToo() {
        let rows = MutableProperty<IdentifiedList<Entry>>([Entry(1, "a")])
        let list = entryList()
        let presentation = list.presenter.list(keyedBy: { $0.text }) <~ rows
        rows.modify { $0.append(Entry(2, "b")) }
        #expect(list.differences == [.inserting(1), ListDifference(insertions: [1])])
        #expect(list.rows == [Entry(1, "a"), Entry(2, "b")])
        presentation?.dispose()
    }
}
