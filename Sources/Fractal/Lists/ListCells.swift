/// The cells of a list view, kept by row key: what a view keeps of the rows
/// it is shown, so that a row whose key stayed keeps its cell.
///
/// A list view (a table, a collection view, a stack of views in a
/// terminal) keeps one cell per row, and a row's view model is presented
/// into its cell. Following a new snapshot of the rows by hand means
/// computing its difference from the last one and following the
/// difference's indices through removals, insertions and moves; this type
/// does both once. ``apply(_:makeCell:updateCell:removeCell:)`` computes the
/// ``ListDifference`` from the rows shown to the new ones, by key, and turns
/// the cells of the old rows into the cells of the new ones, in UIKit's batch
/// order: it removes the cells of removed rows (old indices, last first),
/// makes cells for inserted rows (new indices, first first), carries moved
/// and kept rows' cells along untouched, then updates the cells of updated
/// rows at their new indices. It returns the difference, for a table view's
/// batch update.
///
/// ```swift
/// try self.cells.apply(
///     state.rows,
///     makeCell: { row in
///         let cell = MessageCell(scheduler: self.scheduler)
///         cell.show(row)
///         return cell
///     },
///     updateCell: { row, cell in cell.show(row) },
///     removeCell: { cell in cell.hide() }
/// )
/// ```
///
/// Cells are matched by key, so keys must be unique within a snapshot: rows
/// whose keys repeat are refused with a ``ListCellsError`` before any cell is
/// touched (UIKit would stop the app). ``reload(_:makeCell:removeCell:)``
/// brings the cells to a snapshot by key alone, as `reloadData` does.
///
/// A value type with no UI: a view keeps one where it shows its state (on
/// the main actor for UIKit), and decides what making, updating and
/// removing a cell mean. A cell can be optional, for a view that presents a
/// row only when its cell appears: make `nil`, and fill it in later with
/// ``modifyCell(forKey:_:)``.
///
/// - Complexity: Applying rows is O(*n*) expected in the rows of both
///   snapshots (see ``ListDifference/init(from:to:keyedBy:isUnchanged:)``),
///   plus one call of a closure per row removed, inserted or updated;
///   reading a cell by key is O(1).
public struct ListCells<Row: Sendable, Key: Hashable & Sendable, Cell> {
    /// The rows last applied, in order.
    public private(set) var rows: [Row] = []
    /// The rows' keys, in order.
    public private(set) var keys: [Key] = []
    /// The rows' cells, in order: `cells[index]` shows `rows[index]`.
    public private(set) var cells: [Cell] = []
    private var positions: [Key: Int] = [:]
    private let key: @Sendable (Row) -> Key

    /// Creates empty cells for rows keyed by `key`.
    ///
    /// - Parameter key: A row's identity, as the view model keys its rows.
    public init(keyedBy key: @escaping @Sendable (Row) -> Key) {
        self.key = key
    }

    /// The cell of the row with `key`, or `nil` if no row has it.
    ///
    /// - Parameter key: The row's key.
    /// - Returns: The cell, or `nil`.
    /// - Complexity: O(1).
    public func cell(forKey key: Key) -> Cell? {
        positions[key].map { cells[$0] }
    }

    /// The index of the row with `key`, or `nil` if no row has it.
    ///
    /// - Parameter key: The row's key.
    /// - Returns: The index in ``rows`` and ``cells``, or `nil`.
    /// - Complexity: O(1).
    public func index(forKey key: Key) -> Int? {
        positions[key]
    }

    /// Changes the cell of the row with `key` in place.
    ///
    /// - Parameters:
    ///   - key: The row's key.
    ///   - body: Changes the cell.
    /// - Returns: What `body` returned, or `nil` (without calling it) if no
    ///   row has `key`.
    /// - Complexity: O(1), plus `body`.
    @discardableResult
    public mutating func modifyCell<Result>(forKey key: Key, _ body: (inout Cell) throws -> Result) rethrows -> Result? {
        guard let index = positions[key] else { return nil }
        return try body(&cells[index])
    }

    /// Brings the cells to `rows`, as a table view applies one batch
    /// update: the difference from the rows shown, by key, a kept row
    /// counting as updated when it is not equal.
    ///
    /// In order: `removeCell` for each removed row's cell (old indices, last
    /// first); `makeCell` for each inserted row (new indices, first first);
    /// moved and kept rows keep their cells, untouched; `updateCell` for
    /// each updated row, with its new value and its cell (new indices, first
    /// first). Then ``rows``, ``keys`` and ``cells`` are the new rows'.
    ///
    /// - Parameters:
    ///   - rows: The rows to show, in order.
    ///   - makeCell: Makes the cell of a row that entered (and usually
    ///     presents the row into it).
    ///   - updateCell: Shows the new value of a kept row whose value changed
    ///     in its cell (usually takes the old row's presentation back and
    ///     presents the new row).
    ///   - removeCell: Takes back the cell of a row that left.
    /// - Returns: The difference applied, for a table or collection view's
    ///   batch update.
    /// - Throws: ``ListCellsError/duplicateKey(_:firstIndex:secondIndex:)``
    ///   when two of `rows` have the same key. Nothing changed and no closure
    ///   was called then.
    /// - Complexity: O(*n*) expected in the rows of both snapshots, plus the
    ///   closures.
    @discardableResult
    public mutating func apply(
        _ rows: [Row],
        makeCell: (Row) -> Cell,
        updateCell: (Row, inout Cell) -> Void,
        removeCell: (Cell) -> Void
    ) throws(ListCellsError) -> ListDifference where Row: Equatable {
        let newKeys = rows.map(key)
        let newPositions = try Self.positions(of: newKeys)
        let difference = ListDifference(from: self.rows, to: rows, keyedBy: key, isUnchanged: ==)
        for index in difference.removals.reversed() { removeCell(cells[index]) }
        var newCells: [Cell] = []
        newCells.reserveCapacity(rows.count)
        for (row, newKey) in zip(rows, newKeys) {
            newCells.append(positions[newKey].map { cells[$0] } ?? makeCell(row))
        }
        for pair in difference.updates { updateCell(rows[pair.new], &newCells[pair.new]) }
        self.rows = rows
        keys = newKeys
        cells = newCells
        positions = newPositions
        return difference
    }

    /// Brings the cells to `rows` by key alone, as `reloadData` does when a
    /// view cannot follow a difference: the cells of rows whose key left are
    /// removed, rows with a new key get a new cell, and every other row keeps
    /// its cell, untouched, in its new place.
    ///
    /// - Parameters:
    ///   - rows: The rows to show.
    ///   - makeCell: Makes the cell of a row whose key is new.
    ///   - removeCell: Takes back the cell of a row whose key left.
    /// - Throws: ``ListCellsError/duplicateKey(_:firstIndex:secondIndex:)``
    ///   when two of `rows` have the same key; nothing changed then.
    /// - Complexity: O(*n*) in the rows of both snapshots, plus the closures.
    public mutating func reload(
        _ rows: [Row],
        makeCell: (Row) -> Cell,
        removeCell: (Cell) -> Void
    ) throws(ListCellsError) {
        let newKeys = rows.map(key)
        let newPositions = try Self.positions(of: newKeys)
        for (index, oldKey) in keys.enumerated().reversed() where newPositions[oldKey] == nil {
            removeCell(cells[index])
        }
        let newCells = zip(rows, newKeys).map { row, newKey in positions[newKey].map { cells[$0] } ?? makeCell(row) }
        self.rows = rows
        keys = newKeys
        cells = newCells
        positions = newPositions
    }

    /// The index of each key, or the first repeated key.
    private static func positions(of keys: [Key]) throws(ListCellsError) -> [Key: Int] {
        var positions: [Key: Int] = [:]
        positions.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            if let first = positions.updateValue(index, forKey: key) {
                throw .duplicateKey(String(reflecting: key), firstIndex: first, secondIndex: index)
            }
        }
        return positions
    }
}

extension ListCells where Row: Identifiable, Key == Row.ID {
    /// Creates empty cells for identifiable rows, keyed by `id`.
    public init() {
        self.init(keyedBy: { $0.id })
    }
}

extension ListCells: Sendable where Cell: Sendable {}
