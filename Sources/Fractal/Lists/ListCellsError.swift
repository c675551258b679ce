/// Why ``ListCells`` refused an update: its rows cannot be kept by key, or
/// its difference does not follow from the rows shown.
///
/// Either is a bug in whatever made the update (a list presented with
/// `<~` makes neither when its keys are unique). The cells are left as they
/// were; ``ListCells/reload(_:makeCell:removeCell:)`` brings them to the
/// update's rows by key.
public enum ListCellsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two rows have the same key, described as `String(reflecting:)` does
    /// (a string is quoted, its control characters escaped).
    case duplicateKey(String, firstIndex: Int, secondIndex: Int)
    /// The difference does not turn the `oldCount` rows shown into the
    /// update's `newCount` rows.
    case inconsistentDifference(ListDifference, oldCount: Int, newCount: Int)

    /// What went wrong, for a log or a failing test.
    public var description: String {
        switch self {
        case .duplicateKey(let key, let first, let second):
            "rows \(first) and \(second) have the same key \(key): cells are kept by key, so keys must be unique"
        case .inconsistentDifference(let difference, let oldCount, let newCount):
            "the difference \(difference) does not turn the \(oldCount) rows shown into the update's \(newCount) rows"
        }
    }
}
