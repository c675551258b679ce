import Fractal
import FractalTesting
import Testing

/// A row keyed by any hashable key, with a value that can change.
struct KeyedRow<Key: Hashable>: Equatable {
    let key: Key
    var value: Int
}

/// A key whose every value hashes the same: every lookup collides.
struct CollidingKey: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// The length of the longest increasing subsequence, by patience sorting.
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var (low, high) = (0, tails.count)
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

/// Problems with `difference` as the difference from `old` to `new`, whose
/// keys are unique: that it turns the one into the other, reports exactly the
/// rows whose value changed, and moves the fewest rows. Empty when none.
func problems<Key: Hashable>(_ difference: ListDifference, from old: [KeyedRow<Key>], to new: [KeyedRow<Key>]) -> [String] {
    var found: [String] = []
    // Which old row ends up in each new slot (-1: inserted).
    guard let slots = applying(difference, to: Array(old.indices), inserting: Array(repeating: -1, count: new.count)) else {
        return ["does not apply"]
    }
    let oldIndexByKey = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.key, $0) })
    for (slot, source) in slots.enumerated() where source != (oldIndexByKey[new[slot].key] ?? -1) {
        found.append("slot \(slot) holds old row \(source)")
    }
    let expectedUpdates = new.enumerated().compactMap { index, row in
        oldIndexByKey[row.key].flatMap { old[$0] != row ? ListDifference.IndexPair(old: $0, new: index) : nil }
    }
    if difference.updates != expectedUpdates { found.append("updates \(difference.updates), expected \(expectedUpdates)") }
    let kept = new.compactMap { oldIndexByKey[$0.key] }
    let fewestMoves = kept.count - longestIncreasingRunLength(kept)
    if difference.moves.count != fewestMoves { found.append("\(difference.moves.count) moves, expected \(fewestMoves)") }
    if difference.moves.map(\.new) != difference.moves.map(\.new).sorted() { found.append("moves not by new index") }
    if difference.removals != difference.removals.sorted() { found.append("removals not ascending") }
    if difference.insertions != difference.insertions.sorted() { found.append("insertions not ascending") }
    return found
}

/// Random old and new snapshots of unique keys made by `makeKey` from
/// distinct numbers: rows removed, inserted, changed, and moved a little or
/// shuffled.
func randomSnapshots<Key: Hashable>(
    maximumCount: Int, using generator: inout SeededRandomNumberGenerator, makeKey: (Int) -> Key
) -> (old: [KeyedRow<Key>], new: [KeyedRow<Key>]) {
    let pool = Int.random(in: 0...maximumCount, using: &generator)
    let keepOld = Double.random(in: 0...1, using: &generator)
    let keepNew = Double.random(in: 0...1, using: &generator)
    let old = (0..<pool).filter { _ in Double.random(in: 0...1, using: &generator) < keepOld }
        .map { KeyedRow(key: makeKey($0), value: 0) }
    var new = (0..<pool).filter { _ in Double.random(in: 0...1, using: &generator) < keepNew }
        .map { KeyedRow(key: makeKey($0), value: Int.random(in: 0...3, using: &generator) == 0 ? 1 : 0) }
    switch Int.random(in: 0...2, using: &generator) {
    case 0: new.shuffle(using: &generator)
    case 1:
        for _ in 0..<Int.random(in: 0...5, using: &generator) where new.count > 1 {
            new.swapAt(Int.random(in: new.indices, using: &generator), Int.random(in: new.indices, using: &generator))
        }
    default: break
    }
    return (old, new)
}

@Suite("A keyed difference of random snapshots turns one into the other with fewest moves")
struct ListDifferenceRandomizedTests {
    /// Checks `rounds` random pairs of snapshots, keyed by `makeKey`.
    func checkRandomSnapshots<Key: Hashable>(rounds: Int, maximumCount: Int, makeKey: (Int) -> Key) {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<rounds {
            let (old, new) = randomSnapshots(maximumCount: maximumCount, using: &generator, makeKey: makeKey)
            let difference = ListDifference(from: old, to: new, keyedBy: \.key)
            let found = problems(difference, from: old, to: new)
            #expect(found.isEmpty, "seed \(seed), round \(round), \(old.count) → \(new.count) rows: \(found)")
            if !found.isEmpty { return }
        }
    }

    @Test func intKeys() {
        checkRandomSnapshots(rounds: 300, maximumCount: 40) { $0 }
        checkRandomSnapshots(rounds: 20, maximumCount: 3_000) { $0 }
        // Rows 4,096 and more apart are found through the top level of the bit sets.
        checkRandomSnapshots(rounds: 4, maximumCount: 30_000) { $0 }
    }

    @Test func integerKeysFarApartAndAtTheEnds() {
        checkRandomSnapshots(rounds: 100, maximumCount: 500) { $0 << 40 }
        checkRandomSnapshots(rounds: 100, maximumCount: 500) { Int.min + $0 * 0x1_0000_0001 }
        checkRandomSnapshots(rounds: 100, maximumCount: 500) { UInt64.max - UInt64($0) }
        checkRandomSnapshots(rounds: 100, maximumCount: 500) { UInt($0) << 54 }
        checkRandomSnapshots(rounds: 100, maximumCount: 500) { Int64(-$0) }
    }

    @Test func stringKeys() {
        checkRandomSnapshots(rounds: 300, maximumCount: 40) { "row \($0)" }
        checkRandomSnapshots(rounds: 20, maximumCount: 3_000) { "a row with a key too long to be a small string \($0)" }
    }

    @Test func stringKeysThatAreNotAllASCII() {
        checkRandomSnapshots(rounds: 200, maximumCount: 60) { $0 % 17 == 5 ? "ré \($0)" : "re \($0)" }
        checkRandomSnapshots(rounds: 100, maximumCount: 60) { $0 % 9 == 0 ? "😀 \($0)" : "a longer row key, ASCII until \($0)" }
    }

    /// Strings are equal when canonically equivalent, whatever their bytes:
    /// the difference matches those keys as a dictionary would.
    @Test func canonicallyEquivalentStringKeysMatch() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<50 {
            let (old, new) = randomSnapshots(maximumCount: 200, using: &generator) { $0 }
            // Old keys precomposed, new keys decomposed, for some rows only (and the Kelvin sign for K).
            let accented = Int.random(in: 1...20, using: &generator)
            let oldKeys = old.map { KeyedRow(key: $0.key % accented == 0 ? "\u{E9}\u{212A}\($0.key)" : "eK\($0.key)", value: $0.value) }
            let newKeys = new.map { KeyedRow(key: $0.key % accented == 0 ? "e\u{301}K\($0.key)" : "eK\($0.key)", value: $0.value) }
            let byString = ListDifference(from: oldKeys, to: newKeys, keyedBy: \.key)
            #expect(byString == ListDifference(from: old, to: new, keyedBy: \.key), "seed \(seed), round \(round)")
        }
    }

    @Test func otherKeys() {
        checkRandomSnapshots(rounds: 100, maximumCount: 300) { Int32($0) }
        checkRandomSnapshots(rounds: 100, maximumCount: 300) { [$0, $0 / 7] }
    }

    /// Keys that all collide exhaust the table's probing budget: the
    /// difference is then matched through a dictionary, with the same result.
    @Test func collidingKeysGiveTheSameDifference() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<30 {
            let (old, new) = randomSnapshots(maximumCount: 400, using: &generator) { $0 }
            let difference = ListDifference(from: old, to: new, keyedBy: \.key)
            let colliding = ListDifference(from: old, to: new, keyedBy: { CollidingKey(value: $0.key) })
            #expect(colliding == difference, "seed \(seed), round \(round), \(old.count) → \(new.count) rows")
        }
    }

    /// A key repeated many times also exhausts the probing budget; each key
    /// still matches one row, its first.
    @Test func aKeyRepeatedManyTimesMatchesItsFirstRow() throws {
        for key in [{ (index: Int) in index % 3 == 0 ? -7 : index }, { (index: Int) in index % 3 == 0 ? Int.min : index }] {
            let old = (0..<3_000).map { KeyedRow(key: key($0), value: $0) }
            let new = Array(old.reversed())
            let difference = ListDifference(from: old, to: new, keyedBy: \.key) { _, _ in true }
            let slots = try #require(applying(difference, to: Array(old.indices), inserting: Array(repeating: -1, count: new.count)))
            for (slot, source) in slots.enumerated() where source >= 0 {
                #expect(old[source].key == new[slot].key)
            }
            // The first new row with the repeated key keeps its first old row; the others are inserted and removed.
            #expect(slots.filter { $0 >= 0 && old[$0].key == old[0].key } == [0])
            #expect(difference.removals.count == 999)
            #expect(difference.insertions.count == 999)
        }
    }

    /// Past 2^18 old rows the fewest moves are found by a binary search
    /// instead of bit sets.
    @Test func largeListsMoveTheFewestRows() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for count in [1 << 18, (1 << 18) + 1, 300_000] {
            let old = (0..<count).map { KeyedRow(key: $0, value: 0) }
            var new = old
            for _ in 0..<1_000 {
                new.swapAt(Int.random(in: new.indices, using: &generator), Int.random(in: new.indices, using: &generator))
            }
            new[..<(count / 2)].shuffle(using: &generator)
            let difference = ListDifference(from: old, to: new, keyedBy: \.key)
            let found = problems(difference, from: old, to: new)
            #expect(found.isEmpty, "seed \(seed), \(count) rows: \(found)")
        }
    }
}
