import Fractal
import FractalTesting
import Testing

/// A row view model with a key.
final class RowModel: Identifiable, Sendable {
    let id: Int
    let text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

@Suite("Mapping a list by key keeps the rows of elements that stayed")
struct PropertyKeyedMapTests {
    typealias Item = ListExample.Item
    typealias ItemRowViewModel = ListExample.ItemRowViewModel

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

    @Test func aFilterOverAThousandRowsKeepsTheRowsThatStayAndMakesOnlyThoseThatEnter() {
        let items = (0..<1_000).map { Entry($0, "item \($0)") }
        let query = MutableProperty("")
        let visible = query.map { query in query.isEmpty ? items : items.filter { $0.text.hasSuffix(query) } }
        let rows = visible.map(keyedBy: \.id) { RowModel(id: $0.id, text: $0.text) }
        let all = rows.value  // held, so that a row made later is never at the address of one of these

        query.value = "7"  // keeps 100 rows
        #expect(rows.value.count == 100)
        #expect(rows.value.allSatisfy { $0 === all[$0.id] })  // none made again

        query.value = "77"  // keeps 10 of those
        #expect(rows.value.count == 10 && rows.value.allSatisfy { $0 === all[$0.id] })

        query.value = ""  // everything back: the 990 that left are made anew
        #expect(rows.value.count == 1_000)
        #expect(rows.value.filter { $0 !== all[$0.id] }.count == 990)
        #expect(rows.value[77] === all[77])
    }

    @Test func keysThatAreNotIntegersKeepTheirRowsToo() {
        let titles = MutableProperty(["x", "y", "z", "x"])
        let rows = titles.map(keyedBy: \.self) { ItemRowViewModel(item: Item(id: 0, title: $0)) }
        let before = rows.value
        #expect(before[0] === before[3])  // a repeated key with an equal element: one row
        titles.value = ["z", "y", "w"]
        #expect(rows.value[0] === before[2])
        #expect(rows.value[1] === before[1])
        #expect(rows.value[2].item.title == "w")
    }

    @Test func changesFromSeveralThreadsEndWithTheRowsOfTheLastSnapshot() {
        let items = MutableProperty<[Item]>([])
        let rows = items.map(keyedBy: \.id) { ItemRowViewModel(item: $0) }
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

    /// A row of the last snapshot, held weakly: only the mapped property keeps it.
    final class Seen {
        let item: Item
        weak var row: ItemRowViewModel?
        init(_ item: Item, _ row: ItemRowViewModel) {
            self.item = item
            self.row = row
        }
    }

    /// Random snapshots of up to 40 of 60 keys, a few with a changed title:
    /// a row is kept exactly when its element was in the last snapshot,
    /// unchanged, and the row of an element that left is released.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func overRandomChangesARowIsKeptExactlyWhileItsElementStaysUnchanged(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let items = MutableProperty<[Item]>([])
        let rows = items.map(keyedBy: \.id) { ItemRowViewModel(item: $0) }
        var seen: [Int: Seen] = [:]
        for change in 1...200 {
            let keys = (0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...40, using: &generator))
            let snapshot = keys.map { Item(id: $0, title: Int.random(in: 0..<10, using: &generator) == 0 ? "\(change)" : "") }
            items.value = snapshot
            let now = rows.value
            #expect(now.map(\.item) == snapshot)
            for (row, item) in zip(now, snapshot) {
                guard let last = seen[item.id] else { continue }
                if last.item == item {
                    #expect(row === last.row)  // stayed unchanged: kept
                } else {
                    #expect(row !== last.row)  // changed: made anew
                }
            }
            let shownNow = Set(snapshot.map(\.id))
            for (id, last) in seen where !shownNow.contains(id) {
                #expect(last.row == nil)  // left: released
            }
            seen = Dictionary(uniqueKeysWithValues: zip(snapshot, now).map { ($0.id, Seen($0, $1)) })
        }
    }
}
