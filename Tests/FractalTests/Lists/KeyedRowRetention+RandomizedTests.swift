import Fractal
import FractalTesting
import Testing

@Suite("Keyed rows over random changes are kept exactly when the retention says")
struct KeyedRowRetentionRandomizedTests {
    typealias Item = KeyedRowRetentionTests.Item
    typealias Row = KeyedRowRetentionTests.ItemRowViewModel

    /// What a row's key was last shown with: its element, its row (held
    /// weakly: only the mapped property keeps it) and the change.
    struct Seen {
        let item: Item
        weak var row: Row?
        let change: Int
    }

    @Test(arguments: [0, 3, 20, Int.max], [1, 2, 3])
    func rowsAreKeptAndReleasedAsTheRuleSays(maximumLeft: Int, seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let retention: KeyedRowRetention = maximumLeft == .max ? .everyRow : .rowsThatLeft(upTo: maximumLeft)
        let items = MutableProperty<[Item]>([])
        let rows = items.map(keyedBy: \.id, retaining: retention) { Row(item: $0) }
        var seen: [Int: Seen] = [:]
        for change in 1...200 {
            // Up to 40 of 60 keys, in random order, a few with a changed title.
            let keys = (0..<60).shuffled(using: &generator).prefix(Int.random(in: 0...40, using: &generator))
            let snapshot = keys.map { Item(id: $0, title: Int.random(in: 0..<10, using: &generator) == 0 ? "\(change)" : "") }
            let shownBefore = Set(items.value.map(\.id))
            items.value = snapshot
            let now = rows.value
            #expect(now.map(\.item) == snapshot)
            // Left rows kept before this change, shown most recently first.
            let leftBefore = seen.values.filter { !shownBefore.contains($0.item.id) }.sorted { $0.change > $1.change }
            for (row, item) in zip(now, snapshot) {
                guard let last = seen[item.id], last.item == item else { continue }
                if shownBefore.contains(item.id) {
                    #expect(row === last.row)  // stayed unchanged: kept
                } else if maximumLeft == .max {
                    #expect(row === last.row)  // every row is kept
                } else if maximumLeft == 0 {
                    #expect(row !== last.row)  // left: released
                } else if row === last.row {
                    // Kept: fewer than `maximumLeft` left rows were shown after it.
                    #expect(leftBefore.filter { $0.change > last.change }.count < maximumLeft)
                }
            }
            // No more than `maximumLeft` rows that are not shown are alive.
            let shownNow = Set(snapshot.map(\.id))
            #expect(seen.values.filter { $0.row != nil && !shownNow.contains($0.item.id) }.count <= maximumLeft)
            for (row, item) in zip(now, snapshot) { seen[item.id] = Seen(item: item, row: row, change: change) }
        }
    }
}
