import Fractal
import FractalTesting
import Testing

@Suite("ListCells stays on the rows through random snapshots")
struct ListCellsRandomizedTests {
    /// Random snapshots of up to 12 rows from 16 keys, each applied after
    /// the one before: the difference returned turns the keys before into
    /// the keys after; after each, the cells are the rows'
    /// (same keys, same values, in order), a key that stayed kept its cell,
    /// and only the rows that entered got a new cell.
    @Test(arguments: 0..<4)
    func randomUpdatesKeepTheCellsOnTheRows(round: Int) throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        var cells = LoggedCells()
        var previous: [TestRow] = []
        for step in 0..<300 {
            let next = randomRows(using: &generator)
            let serials = Dictionary(uniqueKeysWithValues: zip(cells.cells.keys, cells.cells.cells.map(\.serial)))
            let madeBefore = cells.made
            let difference = try cells.apply(next)
            #expect(difference == ListDifference(from: previous, to: next, keyedBy: \.key, isUnchanged: ==))
            let entered = next.filter { serials[$0.key] == nil }.count
            let context = "seed \(seed), step \(step): \(previous.map(\.key)) → \(next.map(\.key))"
            #expect(cells.cells.keys == next.map(\.key), "\(context)")
            #expect(cells.cells.cells.map(\.key) == next.map(\.key), "\(context)")
            #expect(cells.cells.cells.map(\.shown) == next.map(\.value), "\(context)")
            #expect(cells.made - madeBefore == entered, "\(context)")
            for cell in cells.cells.cells where serials[cell.key] != nil {
                #expect(cell.serial == serials[cell.key], "\(context): the cell of \(cell.key) was replaced")
            }
            guard cells.cells.keys == next.map(\.key) else { return }
            previous = next
        }
    }

    /// Up to 12 rows with distinct keys from 16 letters, in random order,
    /// with values from 0 to 2.
    private func randomRows(using generator: inout SeededRandomNumberGenerator) -> [TestRow] {
        let count = Int.random(in: 0...12, using: &generator)
        return Array("abcdefghijklmnop").shuffled(using: &generator).prefix(count)
            .map { TestRow(key: String($0), value: Int.random(in: 0...2, using: &generator)) }
    }
}
