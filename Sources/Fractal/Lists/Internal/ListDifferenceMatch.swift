/// What matching the middle rows of a keyed difference by key found, in
/// scratch memory the caller owns for the length of the difference.
///
/// Filled by ``KeyTable/match(old:new:key:isUnchanged:into:)`` or, when that
/// gives up, ``KeyTable/matchByDictionary(old:new:key:isUnchanged:into:)``;
/// read by ``ListDifference/report(_:oldStart:oldCount:newStart:newCount:)``.
@usableFromInline
struct ListMatch {
    /// For each new middle row, the index among the old middle rows it came
    /// from, or -1 when it was inserted.
    @usableFromInline let sources: UnsafeMutablePointer<Int>
    /// One bit per old middle row: whether a new row matched it.
    @usableFromInline let kept: UnsafeMutablePointer<UInt64>
    /// One bit per new middle row: whether it matched an old row whose value changed.
    @usableFromInline let updated: UnsafeMutablePointer<UInt64>
    /// The words of `kept` followed by those of `updated`.
    @usableFromInline let wordCount: Int
    /// How many new rows matched an old row.
    @usableFromInline var keptCount = 0
    /// How many of those changed value.
    @usableFromInline var updatedCount = 0
    /// The source of the last kept row so far.
    @usableFromInline var lastSource = -1
    /// Whether the kept rows' sources increase in new order (no moves).
    @usableFromInline var isInOrder = true

    /// No match yet, for `oldCount` old and `newCount` new middle rows, in
    /// `memory` of ``byteCount(old:new:)`` bytes, aligned to 8.
    @inlinable
    init(_ memory: UnsafeMutableRawPointer, oldCount: Int, newCount: Int) {
        sources = memory.bindMemory(to: Int.self, capacity: newCount)
        wordCount = Self.words(oldCount) + Self.words(newCount)
        kept = (memory + newCount * MemoryLayout<Int>.stride).bindMemory(to: UInt64.self, capacity: wordCount)
        updated = kept + Self.words(oldCount)
        kept.initialize(repeating: 0, count: wordCount)
    }

    /// The 64-bit words that hold one bit per row.
    @inlinable
    static func words(_ rows: Int) -> Int { (rows + 63) >> 6 }

    /// The bytes of memory a match of `old` and `new` middle rows takes.
    @inlinable
    static func byteCount(old: Int, new: Int) -> Int {
        new * MemoryLayout<Int>.stride + (words(old) + words(new)) * MemoryLayout<UInt64>.stride
    }

    /// Forgets every match, to start again.
    @inlinable
    mutating func reset() {
        kept.update(repeating: 0, count: wordCount)
        keptCount = 0
        updatedCount = 0
        lastSource = -1
        isInOrder = true
    }

    /// Records where a new row came from; a source already matched counts as
    /// none (a repeated key).
    ///
    /// - Parameters:
    ///   - source: The old row it came from, or -1: none.
    ///   - index: The new row.
    ///   - isUnchanged: Whether the old and new rows look the same; called
    ///     only for a match.
    @inlinable @inline(__always)
    mutating func record(_ source: Int, at index: Int, isUnchanged: () -> Bool) {
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: source & 63)
        guard source >= 0, kept[source &>> 6] & bit == 0 else {
            sources[index] = -1
            return
        }
        kept[source &>> 6] |= bit
        sources[index] = source
        keptCount &+= 1
        if source < lastSource { isInOrder = false }
        lastSource = source
        if !isUnchanged() {
            updated[index &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: index & 63)
            updatedCount &+= 1
        }
    }

    /// Whether new row `index` matched an old row whose value changed.
    @inlinable @inline(__always)
    func isUpdated(_ index: Int) -> Bool {
        updated[index &>> 6] & (1 &<< UInt64(truncatingIfNeeded: index & 63)) != 0
    }
}
