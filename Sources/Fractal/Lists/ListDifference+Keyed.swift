extension ListDifference {
    /// The difference between two snapshots of a keyed list, matching rows by
    /// `key` and comparing kept rows with `isUnchanged`.
    ///
    /// Keys should be unique within a snapshot; where one repeats, one row per
    /// key is matched and the others count as removed and inserted.
    ///
    /// - Parameters:
    ///   - old: The snapshot the view shows.
    ///   - new: The snapshot to show.
    ///   - key: A row's identity.
    ///   - isUnchanged: Whether a kept row's old and new values look the same
    ///     (a row for which it returns false is reported in ``updates``).
    /// - Complexity: O(*n*) expected, where *n* is the rows in both
    ///   snapshots, with one hash per row outside the common prefix and
    ///   suffix; when kept rows changed their relative order, O(*k* log *k*)
    ///   more for the *k* kept rows. An unchanged list allocates nothing.
    @inlinable
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
    @inlinable
    mutating func matchMiddle<Row, Key: Hashable>(
        _ old: ArraySlice<Row>,
        _ new: ArraySlice<Row>,
        key: (Row) -> Key,
        isUnchanged: (Row, Row) -> Bool
    ) {
        var oldIndexByKey = [Key: Int](minimumCapacity: old.count)
        for index in old.indices { oldIndexByKey[key(old[index])] = index }
        // For each new row in the middle, the old index it came from, or -1.
        var sources = [Int](repeating: -1, count: new.count)
        var isKept = [Bool](repeating: false, count: old.count)
        var isInOrder = true
        var keptCount = 0
        sources.withUnsafeMutableBufferPointer { sources in
            isKept.withUnsafeMutableBufferPointer { isKept in
                var lastSource = -1
                for index in new.indices {
                    let row = new[index]
                    // A lookup, not a removal (cheaper); `isKept` stops a repeated key matching twice.
                    guard let source = oldIndexByKey[key(row)], !isKept[source - old.startIndex] else {
                        insertions.append(index)
                        continue
                    }
                    sources[index - new.startIndex] = source
                    isKept[source - old.startIndex] = true
                    keptCount += 1
                    if source < lastSource { isInOrder = false }
                    lastSource = source
                    if !isUnchanged(old[source], row) { updates.append(IndexPair(old: source, new: index)) }
                }
            }
        }
        for index in old.indices where !isKept[index - old.startIndex] { removals.append(index) }
        if !isInOrder { findMoves(sources: sources, keptCount: keptCount, offset: new.startIndex) }
    }

    /// Reports as moves the kept rows outside a longest run whose old indices
    /// increase in new order (patience sorting).
    ///
    /// - Complexity: O(*k* log *k*) for *k* kept rows.
    @inlinable
    mutating func findMoves(sources: [Int], keptCount: Int, offset: Int) {
        let count = sources.count
        var staysInOrder = [Bool](repeating: false, count: count)
        var movedCount = 0
        sources.withUnsafeBufferPointer { sources in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count) { scratch in
                // tailSources[length - 1]: the smallest old index ending an increasing
                // run of that length so far (ascending); tailPositions: where it is.
                let tailSources = scratch.baseAddress!
                let tailPositions = tailSources + count
                let predecessors = tailPositions + count
                var longest = 0
                for position in 0..<count {
                    let source = sources[position]
                    if source < 0 { continue }
                    var low = 0
                    var remaining = longest
                    // Branch-free: the comparison picks the next window (a
                    // shuffle's comparisons are unpredictable).
                    while remaining > 1 {
                        let half = remaining / 2
                        low = tailSources[low + half - 1] < source ? low + half : low
                        remaining -= half
                    }
                    if remaining == 1, tailSources[low] < source { low += 1 }
                    predecessors[position] = low > 0 ? tailPositions[low - 1] : -1
                    tailSources[low] = source
                    tailPositions[low] = position
                    if low == longest { longest += 1 }
                }
                movedCount = keptCount - longest
                staysInOrder.withUnsafeMutableBufferPointer { staysInOrder in
                    var position = longest > 0 ? tailPositions[longest - 1] : -1
                    while position >= 0 {
                        staysInOrder[position] = true
                        position = predecessors[position]
                    }
                }
            }
        }
        moves.reserveCapacity(moves.count + movedCount)
        for (position, source) in sources.enumerated() where source >= 0 && !staysInOrder[position] {
            moves.append(IndexPair(old: source, new: position + offset))
        }
    }
}
