/// Why ``ListCells`` refused rows: they cannot be kept by key.
///
/// It is a bug in whatever made the rows (rows mapped with
/// ``PropertyProtocol/map(keyedBy:_:)`` from elements with unique keys never
/// repeat one). The cells are left as they were.
public enum ListCellsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two rows have the same key, described as `String(reflecting:)` does
    /// (a string is quoted, its control characters escaped).
    case duplicateKey(String, firstIndex: Int, secondIndex: Int)

    /// What went wrong, for a log or a failing test.
    public var description: String {
        switch self {
        case .duplicateKey(let key, let first, let second):
            "rows \(first) and \(second) have the same key \(key): cells are kept by key, so keys must be unique"
        }
    }
}
