/// How one snapshot of a keyed list became the next: the rows removed,
/// inserted, moved and updated, by index, in the form a table or collection
/// view applies as one batch update.
///
/// Rows are matched by key (an `Identifiable` row's `id`, or a key you
/// choose), not by position or equality, so a row whose key stayed keeps its
/// cell even when its content changed; that row is reported as *updated*.
///
/// - ``removals``: indices in the old snapshot, ascending.
/// - ``insertions``: indices in the new snapshot, ascending.
/// - ``moves``: rows whose key stayed but whose order relative to the other
///   kept rows changed, from their old index to their new one. The kept rows
///   not listed kept their relative order (the longest such run is chosen, so
///   moving one row reports one move).
/// - ``updates``: rows whose key stayed but whose value changed, by old and
///   new index. A row can be both moved and updated.
///
/// UIKit's `performBatchUpdates` takes exactly this: delete ``removals``,
/// insert ``insertions``, move each of ``moves``; then reconfigure the
/// ``updates`` at their new indices.
///
/// ```swift
/// let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"], keyedBy: { $0 })
/// // removals [1] (b), insertions [2] (d), moves [2 → 0] (c)
/// ```
public struct ListDifference: Sendable, Hashable {
    /// A row's index in the old snapshot and in the new one.
    public struct IndexPair: Sendable, Hashable {
        /// The index in the old snapshot.
        public var old: Int
        /// The index in the new snapshot.
        public var new: Int

        /// Creates a pair of indices.
        ///
        /// - Parameters:
        ///   - old: The index in the old snapshot.
        ///   - new: The index in the new snapshot.
        @inlinable
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// Indices of removed rows in the old snapshot, ascending.
    public var removals: [Int]
    /// Indices of inserted rows in the new snapshot, ascending.
    public var insertions: [Int]
    /// Kept rows that changed place relative to the others, ascending by new index.
    public var moves: [IndexPair]
    /// Kept rows whose value changed, ascending by new index.
    public var updates: [IndexPair]

    /// Creates a difference from its parts.
    ///
    /// - Parameters:
    ///   - removals: Indices in the old snapshot, ascending.
    ///   - insertions: Indices in the new snapshot, ascending.
    ///   - moves: Old and new indices of moved rows.
    ///   - updates: Old and new indices of updated rows.
    @inlinable
    public init(
        removals: [Int] = [], insertions: [Int] = [], moves: [IndexPair] = [], updates: [IndexPair] = []
    ) {
        self.removals = removals
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
    }

    /// Whether nothing changed.
    @inlinable
    public var isEmpty: Bool {
        removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }
}

extension ListDifference: CustomStringConvertible {
    /// The changes, e.g. `-[1] +[2] ↕[2→0] ~[0→1]`, or `no change`.
    public var description: String {
        guard !isEmpty else { return "no change" }
        var parts: [String] = []
        if !removals.isEmpty { parts.append("-\(removals)") }
        if !insertions.isEmpty { parts.append("+\(insertions)") }
        if !moves.isEmpty { parts.append("↕[" + moves.map { "\($0.old)→\($0.new)" }.joined(separator: ", ") + "]") }
        if !updates.isEmpty { parts.append("~[" + updates.map { "\($0.old)→\($0.new)" }.joined(separator: ", ") + "]") }
        return parts.joined(separator: " ")
    }
}
