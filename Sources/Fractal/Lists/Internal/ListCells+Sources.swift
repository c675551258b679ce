extension ListCells {
    /// Where each new row's cell comes from when `difference` is applied to
    /// rows keyed `old` as a table applies a batch update: the old index of
    /// a kept or moved row, `-1` for an inserted one. `nil` when the
    /// difference does not turn `old` into `new`.
    ///
    /// The difference must hold ascending, in-range removals and insertions;
    /// moves from rows neither removed nor moved twice, to slots neither
    /// inserted nor filled twice; the rows neither removed nor moved keep
    /// their order and fill the other slots exactly; each slot's source has
    /// the slot's key; each update pairs a slot with its source, once.
    ///
    /// - Complexity: O(*n*) in the rows of both snapshots.
    static func sources(of difference: ListDifference, from old: [Key], to new: [Key]) -> [Int]? {
        guard isAscending(difference.removals, below: old.count), isAscending(difference.insertions, below: new.count)
        else { return nil }
        var isRemoved = [Bool](repeating: false, count: old.count)
        for index in difference.removals { isRemoved[index] = true }
        var sources = [Int](repeating: -1, count: new.count)
        var isInserted = [Bool](repeating: false, count: new.count)
        for index in difference.insertions { isInserted[index] = true }
        var isMoved = [Bool](repeating: false, count: old.count)
        for pair in difference.moves {
            guard old.indices.contains(pair.old), new.indices.contains(pair.new), !isRemoved[pair.old],
                !isMoved[pair.old], !isInserted[pair.new], sources[pair.new] < 0
            else { return nil }
            isMoved[pair.old] = true
            sources[pair.new] = pair.old
        }
        // The rows neither removed nor moved fill the remaining slots, in order.
        var staying = 0
        func nextStaying() -> Int? {
            while staying < old.count, isRemoved[staying] || isMoved[staying] { staying += 1 }
            guard staying < old.count else { return nil }
            defer { staying += 1 }
            return staying
        }
        for slot in new.indices where !isInserted[slot] {
            if sources[slot] < 0 {
                guard let source = nextStaying() else { return nil }
                sources[slot] = source
            }
            guard old[sources[slot]] == new[slot] else { return nil }
        }
        guard nextStaying() == nil else { return nil }
        var isUpdated = [Bool](repeating: false, count: new.count)
        for pair in difference.updates {
            guard new.indices.contains(pair.new), sources[pair.new] == pair.old, pair.old >= 0, !isUpdated[pair.new]
            else { return nil }
            isUpdated[pair.new] = true
        }
        return sources
    }

    /// Whether `indices` are strictly ascending and within `0..<count`.
    private static func isAscending(_ indices: [Int], below count: Int) -> Bool {
        var previous = -1
        for index in indices {
            guard index > previous, index < count else { return false }
            previous = index
        }
        return true
    }
}
