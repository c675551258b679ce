extension ListDifference {
    /// The difference between two snapshots of a keyed list, matching rows by
    /// `key` and comparing kept rows with `isUnchanged`.
    ///
    /// Keys should be unique within a snapshot. Where one repeats, the result
    /// is still a valid difference: rows in the common prefix and suffix are
    /// kept by position, each remaining key is matched at most once, and the
    /// other rows with that key count as removed and inserted.
    ///
    /// The difference is inlined where it is made, so `key` and `isUnchanged`
    /// are inlined into its loops.
    ///
    /// - Parameters:
    ///   - old: The snapshot the view shows.
    ///   - new: The snapshot to show.
    ///   - key: A row's identity.
    ///   - isUnchanged: Whether a kept row's old and new values look the same
    ///     (a row for which it returns false is reported in ``updates``).
    /// - Complexity: O(*n*) expected, where *n* is the rows in both
    ///   snapshots, with one hash per row outside the common prefix and
    ///   suffix (an integer key's is a multiply); when kept rows changed their
    ///   relative order, O(*k*) more for the *k* kept rows (O(*k* log *k*)
    ///   past 262,144 old rows outside the prefix and suffix). An unchanged
    ///   list allocates nothing.
    @inlinable @inline(__always)
    public init<Row, Key: Hashable>(
        from old: [Row],
        to new: [Row],
        keyedBy key: (Row) -> Key,
        isUnchanged: (Row, Row) -> Bool
    ) {
        self.init()
        let common = Swift.min(old.count, new.count)
        var start = 0
        while start < common {
            let (was, now) = (old[start], new[start])
            guard key(was) == key(now) else { break }
            if !isUnchanged(was, now) { updates.append(IndexPair(old: start, new: start)) }
            start += 1
        }
        var oldEnd = old.count
        var newEnd = new.count
        var suffixUpdates: [IndexPair] = []
        while oldEnd > start && newEnd > start {
            let (was, now) = (old[oldEnd - 1], new[newEnd - 1])
            guard key(was) == key(now) else { break }
            if !isUnchanged(was, now) { suffixUpdates.append(IndexPair(old: oldEnd - 1, new: newEnd - 1)) }
            oldEnd -= 1
            newEnd -= 1
        }
        if start == oldEnd {
            insertions = Array(start..<newEnd)
        } else if start == newEnd {
            removals = Array(start..<oldEnd)
        } else {
            matchMiddle(old[start..<oldEnd], new[start..<newEnd], key: key, isUnchanged: isUnchanged)
        }
        if !suffixUpdates.isEmpty { updates += suffixUpdates.reversed() }
    }

    /// The difference between two snapshots of a keyed list, matching rows by
    /// `key` and reporting a kept row as updated when its value is not equal.
    ///
    /// ```swift
    /// let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"], keyedBy: { $0 })
    /// ```
    ///
    /// - Parameters:
    ///   - old: The snapshot the view shows.
    ///   - new: The snapshot to show.
    ///   - key: A row's identity.
    /// - Complexity: O(*n*) expected (see ``init(from:to:keyedBy:isUnchanged:)``).
    @inlinable
    public init<Row: Equatable, Key: Hashable>(from old: [Row], to new: [Row], keyedBy key: (Row) -> Key) {
        self.init(from: old, to: new, keyedBy: key, isUnchanged: ==)
    }

    /// The difference between two snapshots of identifiable rows, matching
    /// rows by `id` and reporting a kept row as updated when its value is not
    /// equal.
    ///
    /// - Parameters:
    ///   - old: The snapshot the view shows.
    ///   - new: The snapshot to show.
    /// - Complexity: O(*n*) expected (see ``init(from:to:keyedBy:isUnchanged:)``).
    @inlinable
    public init<Row: Identifiable & Equatable>(from old: [Row], to new: [Row]) {
        self.init(from: old, to: new, keyedBy: { $0.id }, isUnchanged: ==)
    }

    /// Matches the rows between the common prefix and suffix by key.
    ///
    /// Inlined down to the loops that call `key` and `isUnchanged`, so those
    /// calls are inlined too. The scratch memory is allocated, not temporary:
    /// inside `withUnsafeTemporaryAllocation`'s closure the loops would call
    /// them indirectly, copying each row.
    @inlinable @inline(__always)
    mutating func matchMiddle<Row, Key: Hashable>(
        _ old: ArraySlice<Row>,
        _ new: ArraySlice<Row>,
        key: (Row) -> Key,
        isUnchanged: (Row, Row) -> Bool
    ) {
        let (oldCount, newCount) = (old.count, new.count)
        let capacity = KeyTable.capacity(rows: oldCount)
        let tableBytes = capacity * MemoryLayout<KeyTableSlot>.stride
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: tableBytes + ListMatch.byteCount(old: oldCount, new: newCount),
            alignment: MemoryLayout<KeyTableSlot>.alignment
        )
        defer { scratch.deallocate() }
        var match = ListMatch(scratch + tableBytes, oldCount: oldCount, newCount: newCount)
        if !KeyTable(scratch, capacity: capacity).match(old: old, new: new, key: key, isUnchanged: isUnchanged, into: &match) {
            match.reset()
            KeyTable.matchByDictionary(old: old, new: new, key: key, isUnchanged: isUnchanged, into: &match)
        }
        report(match, oldStart: old.startIndex, oldCount: oldCount, newStart: new.startIndex, newCount: newCount)
    }

    /// Adds the middle rows' insertions, updates, removals and moves from
    /// what matching them found.
    @usableFromInline
    mutating func report(_ match: ListMatch, oldStart: Int, oldCount: Int, newStart: Int, newCount: Int) {
        if match.keptCount < newCount || match.updatedCount > 0 {
            insertions.reserveCapacity(newCount - match.keptCount)
            updates.reserveCapacity(updates.count + match.updatedCount)
            for index in 0..<newCount {
                let source = match.sources[index]
                if source < 0 {
                    insertions.append(newStart + index)
                } else if match.isUpdated(index) {
                    updates.append(IndexPair(old: oldStart + source, new: newStart + index))
                }
            }
        }
        let oldWords = ListMatch.words(oldCount)
        if match.keptCount < oldCount {
            removals.reserveCapacity(oldCount - match.keptCount)
            for word in 0..<oldWords {
                // The removed rows of this word; none past the last row.
                var removed = ~match.kept[word]
                if word == oldWords - 1, oldCount & 63 != 0 { removed &= (1 &<< UInt64(oldCount & 63)) &- 1 }
                while removed != 0 {
                    removals.append(oldStart + (word &<< 6) + removed.trailingZeroBitCount)
                    removed &= removed &- 1
                }
            }
        }
        guard !match.isInOrder else { return }
        // The kept bits are done with: they now mark the rows that stay in order.
        let stays = match.kept
        stays.update(repeating: 0, count: oldWords)
        let longest = ListDifferenceLongestRun.mark(sources: match.sources, count: newCount, universe: oldCount, stays: stays)
        moves.reserveCapacity(moves.count + match.keptCount - longest)
        for index in 0..<newCount {
            let source = match.sources[index]
            if source >= 0, stays[source &>> 6] & (1 &<< UInt64(source & 63)) == 0 {
                moves.append(IndexPair(old: oldStart + source, new: newStart + index))
            }
        }
    }
}
