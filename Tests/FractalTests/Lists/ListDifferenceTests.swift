import Fractal
import FractalTesting
import Testing

/// A row with a key and a value that can change while the key stays.
struct Entry: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var text: String
    init(_ id: Int, _ text: String = "") {
        self.id = id
        self.text = text
    }
    var description: String { "\(id)\(text)" }
}

/// What a table does with a difference: remove, insert, move; the other
/// rows keep their order. Returns nil when the difference does not apply.
func applying(_ difference: ListDifference, to old: [Int], inserting new: [Int]) -> [Int]? {
    let removed = Set(difference.removals)
    let inserted = Set(difference.insertions)
    let movedTo = Dictionary(uniqueKeysWithValues: difference.moves.map { ($0.new, $0.old) })
    let movedFrom = Set(movedTo.values)
    var staying = old.indices.filter { !removed.contains($0) && !movedFrom.contains($0) }.makeIterator()
    var result: [Int] = []
    for slot in new.indices {
        if inserted.contains(slot) {
            result.append(new[slot])
        } else if let source = movedTo[slot] {
            result.append(old[source])
        } else if let source = staying.next() {
            result.append(old[source])
        } else {
            return nil
        }
    }
    return staying.next() == nil ? result : nil
}

@Suite("A keyed difference turns one snapshot into the next")
struct ListDifferenceTests {
    @Test func theDocumentedExample() {
        let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"], keyedBy: { $0 })
        #expect(difference.removals == [1])
        #expect(difference.insertions == [2])
        #expect(difference.moves == [.init(old: 2, new: 0)])
        #expect(difference.updates.isEmpty)
        #expect(difference.description == "-[1] +[2] ↕[2→0]")
    }

    @Test func noChangeIsEmpty() {
        let rows = (0..<100).map { Entry($0) }
        let difference = ListDifference(from: rows, to: rows)
        #expect(difference.isEmpty)
        #expect(difference.description == "no change")
    }

    @Test func oneInsertionInTheMiddle() {
        let old = (0..<10).map { Entry($0) }
        var new = old
        new.insert(Entry(99), at: 4)
        #expect(ListDifference(from: old, to: new) == ListDifference(insertions: [4]))
    }

    @Test func aFilterRemovesWithoutMoving() {
        let old = (0..<10).map { Entry($0) }
        let new = old.filter { $0.id % 2 == 0 }
        #expect(ListDifference(from: old, to: new) == ListDifference(removals: [1, 3, 5, 7, 9]))
    }

    @Test func movingOneRowIsOneMove() {
        let old = (0..<10).map { Entry($0) }
        var new = old
        new.insert(new.removeLast(), at: 0)
        #expect(ListDifference(from: old, to: new) == ListDifference(moves: [.init(old: 9, new: 0)]))
    }

    @Test func aChangedValueUnderTheSameKeyIsAnUpdate() {
        let old = [Entry(1, "a"), Entry(2, "b"), Entry(3, "c")]
        let new = [Entry(3, "c"), Entry(1, "a"), Entry(2, "B")]
        let difference = ListDifference(from: old, to: new)
        #expect(difference.updates == [.init(old: 1, new: 2)])
        #expect(difference.moves == [.init(old: 2, new: 0)])
    }

    @Test func updatesInThePrefixAndSuffixAreReportedInOrder() {
        let old = [Entry(1, "a"), Entry(2), Entry(3), Entry(4, "d")]
        let new = [Entry(1, "A"), Entry(3), Entry(2), Entry(4, "D")]
        let difference = ListDifference(from: old, to: new)
        #expect(difference.updates == [.init(old: 0, new: 0), .init(old: 3, new: 3)])
        #expect(difference.moves.count == 1)
    }

    @Test func fromAndToEmpty() {
        let rows = (0..<3).map { Entry($0) }
        #expect(ListDifference(from: [], to: rows) == ListDifference(insertions: [0, 1, 2]))
        #expect(ListDifference(from: rows, to: []) == ListDifference(removals: [0, 1, 2]))
        #expect(ListDifference(from: [Entry](), to: []).isEmpty)
    }

    @Test func repeatedKeysMatchOneRowEach() throws {
        let old = ["x", "y", "x"]
        let new = ["x", "x", "z"]
        let difference = ListDifference(from: old, to: new, keyedBy: { $0 })
        // Rows by position: which old row (or -1: inserted) ends up in each slot.
        let slots = try #require(applying(difference, to: [0, 1, 2], inserting: [-1, -1, -1]))
        #expect(slots.enumerated().map { $1 >= 0 ? old[$1] : new[$0] } == new)
        #expect(difference.removals == [1])
    }

    @Test func aCustomComparisonDecidesUpdates() {
        let old = [Entry(1, "a"), Entry(2, "b")]
        let new = [Entry(1, "A"), Entry(2, "B")]
        let ignoringCase = ListDifference(from: old, to: new, keyedBy: \.id) { $0.text.lowercased() == $1.text.lowercased() }
        #expect(ignoringCase.isEmpty)
    }

    @Test func randomSnapshotsAreTurnedIntoEachOtherWithFewestMoves() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<400 {
            let pool = Int.random(in: 0...30, using: &generator)
            let old = (0..<pool).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
                .map { Entry($0, Bool.random(using: &generator) ? "a" : "b") }
            var new = (0..<pool).filter { _ in Bool.random(using: &generator) }
                .map { Entry($0, Bool.random(using: &generator) ? "a" : "b") }
            for _ in 0..<Int.random(in: 0...3, using: &generator) where new.count > 1 {
                new.swapAt(Int.random(in: new.indices, using: &generator), Int.random(in: new.indices, using: &generator))
            }
            let difference = ListDifference(from: old, to: new)
            let context = "seed \(seed), round \(round): \(old) → \(new): \(difference)"
            #expect(applying(difference, to: old.map(\.id), inserting: new.map(\.id)) == new.map(\.id), "\(context)")
            let oldByKey = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let expectedUpdates = new.enumerated().compactMap { index, entry in
                oldByKey[entry.id].flatMap { old[$0] != entry ? ListDifference.IndexPair(old: $0, new: index) : nil }
            }
            #expect(difference.updates == expectedUpdates, "\(context)")
            let kept = new.compactMap { oldByKey[$0.id] }
            #expect(difference.moves.count == kept.count - longestIncreasingRun(kept), "\(context)")
            #expect(difference.removals == difference.removals.sorted(), "\(context)")
            #expect(difference.insertions == difference.insertions.sorted(), "\(context)")
        }
    }
}

/// The length of the longest increasing subsequence, the slow obvious way.
func longestIncreasingRun(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}
