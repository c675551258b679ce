/// The kept rows of a keyed difference that need not move: a longest run of
/// them whose old indices increase in new order (patience sorting).
///
/// Patience sorting keeps, for each run length so far, the smallest old index
/// that ends a run of that length (the "tails", increasing with the length);
/// each kept row replaces the first tail above its old index, or extends the
/// longest run, and links to the tail below it. Old indices are distinct and
/// below the old row count, so the tails are kept as a set of bits in a
/// three-level tree of 64-bit words, where the tails below and above an index
/// take a few word operations instead of a binary search of dependent loads.
@usableFromInline
enum ListDifferenceLongestRun {
    /// The old rows the three-level sets hold; more fall back to a binary search.
    @usableFromInline static let setUniverse = 1 << 18

    /// Marks in `stays` (one bit per old row, zeroed) the old indices of a
    /// longest increasing run of `sources`, skipping negative ones.
    ///
    /// - Parameters:
    ///   - sources: Old indices in new order, below `universe`, or -1.
    ///   - count: How many sources.
    ///   - universe: The old row count.
    ///   - stays: `(universe + 63) / 64` zeroed words.
    /// - Returns: The run's length.
    /// - Complexity: O(*k*) for *k* sources up to ``setUniverse`` old rows, O(*k* log *k*) past that.
    @usableFromInline
    static func mark(sources: UnsafePointer<Int>, count: Int, universe: Int, stays: UnsafeMutablePointer<UInt64>) -> Int {
        universe <= setUniverse
            ? markBySets(sources: sources, count: count, universe: universe, stays: stays)
            : markByBinarySearch(sources: sources, count: count, stays: stays)
    }

    /// The highest set bit of a nonzero word.
    @inline(__always)
    static func highest(_ word: UInt64) -> Int { 63 &- word.leadingZeroBitCount }

    /// The lowest set bit of a nonzero word.
    @inline(__always)
    static func lowest(_ word: UInt64) -> Int { word.trailingZeroBitCount }

    /// ``mark(sources:count:universe:stays:)`` with the tails as a bit set:
    /// level 0 has a bit per old index, level 1 a bit per nonzero level-0
    /// word, level 2 (one word) a bit per nonzero level-1 word.
    static func markBySets(sources: UnsafePointer<Int>, count: Int, universe: Int, stays: UnsafeMutablePointer<UInt64>) -> Int {
        let words0 = (universe &+ 63) &>> 6
        let words1 = (words0 &+ 63) &>> 6
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words0 &+ words1) { words in
            let level0 = words.baseAddress!
            let level1 = level0 + words0
            words.initialize(repeating: 0)
            var level2: UInt64 = 0
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: universe) { links in
                // links[old index]: the tail below it when it was placed, or -1.
                let links = links.baseAddress!
                var longest = 0
                for position in 0..<count {
                    let source = sources[position]
                    if source < 0 { continue }
                    let (index0, bit0) = (source &>> 6, UInt64(truncatingIfNeeded: source & 63))
                    let (index1, bit1) = (index0 &>> 6, UInt64(truncatingIfNeeded: index0 & 63))
                    let (word0, word1) = (level0[index0], level1[index1])
                    // The tail below `source`: in its word, else in the nearest nonzero word below.
                    var below = -1
                    if case let bits = word0 & ((1 &<< bit0) &- 1), bits != 0 {
                        below = index0 &<< 6 | highest(bits)
                    } else if case let bits = word1 & ((1 &<< bit1) &- 1), bits != 0 {
                        let word = index1 &<< 6 | highest(bits)
                        below = word &<< 6 | highest(level0[word])
                    } else if case let bits = level2 & ((1 &<< UInt64(truncatingIfNeeded: index1)) &- 1), bits != 0 {
                        let word = highest(bits) &<< 6 | highest(level1[highest(bits)])
                        below = word &<< 6 | highest(level0[word])
                    }
                    links[source] = Int32(truncatingIfNeeded: below)
                    // The tail above `source`, which `source` replaces.
                    var above = -1
                    if case let bits = word0 & ~((2 &<< bit0) &- 1), bits != 0 {
                        above = index0 &<< 6 | lowest(bits)
                    } else if case let bits = word1 & ~((2 &<< bit1) &- 1), bits != 0 {
                        let word = index1 &<< 6 | lowest(bits)
                        above = word &<< 6 | lowest(level0[word])
                    } else if case let bits = level2 & ~((2 &<< UInt64(truncatingIfNeeded: index1)) &- 1), bits != 0 {
                        let word = lowest(bits) &<< 6 | lowest(level1[lowest(bits)])
                        above = word &<< 6 | lowest(level0[word])
                    }
                    if above >= 0 {
                        let aboveIndex0 = above &>> 6
                        let remaining0 = level0[aboveIndex0] & ~(1 &<< UInt64(truncatingIfNeeded: above & 63))
                        level0[aboveIndex0] = remaining0
                        if remaining0 == 0 {
                            let aboveIndex1 = aboveIndex0 &>> 6
                            let remaining1 = level1[aboveIndex1] & ~(1 &<< UInt64(truncatingIfNeeded: aboveIndex0 & 63))
                            level1[aboveIndex1] = remaining1
                            if remaining1 == 0 { level2 &= ~(1 &<< UInt64(truncatingIfNeeded: aboveIndex1)) }
                        }
                    } else {
                        longest &+= 1
                    }
                    level0[index0] |= 1 &<< bit0
                    level1[index1] |= 1 &<< bit1
                    level2 |= 1 &<< UInt64(truncatingIfNeeded: index1)
                }
                guard level2 != 0 else { return 0 }
                // The highest tail ends a longest run.
                let word = highest(level2) &<< 6 | highest(level1[highest(level2)])
                var index = word &<< 6 | highest(level0[word])
                while index >= 0 {
                    stays[index &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: index & 63)
                    index = Int(links[index])
                }
                return longest
            }
        }
    }

    /// ``mark(sources:count:universe:stays:)`` with the tails in an array,
    /// searched by bisection.
    static func markByBinarySearch(sources: UnsafePointer<Int>, count: Int, stays: UnsafeMutablePointer<UInt64>) -> Int {
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
            var position = longest > 0 ? tailPositions[longest - 1] : -1
            while position >= 0 {
                let source = sources[position]
                stays[source &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: source & 63)
                position = predecessors[position]
            }
            return longest
        }
    }
}
