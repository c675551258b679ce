import Fractal

extension RecordingSession {
    /// Makes a recording list view that belongs to this session: it applies
    /// updates where the session's presenters bind, shows each row in a cell
    /// made by `makeCell` when the test asks (see ``RecordingList``), and is
    /// covered by the session's dumps, leak reports and exhaustivity checks.
    ///
    /// ```swift
    /// let rows = session.list(
    ///     "main.rows", of: ItemRowViewModel.self,
    ///     cell: { name in RecordingRow(session, name) },  // name: "main.rows[2]", after the row's key
    ///     present: { row, cell in row <- cell })
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name shown in dumps and failures; cells are given
    ///     `name[key]`, after their row's key, to name their own presenters after.
    ///   - type: The type of the rows.
    ///   - key: A row's identity, as the view model keys it.
    ///   - makeCell: Makes the cell of one row, given its name.
    ///   - present: Presents a row into its cell (`{ row, cell in row <- cell }`).
    /// - Returns: The recording list.
    public func list<Row: Sendable, Key: Hashable & Sendable, Cell: Sendable>(
        _ name: String,
        of type: Row.Type = Row.self,
        keyedBy key: @escaping @Sendable (Row) -> Key,
        cell makeCell: @escaping @Sendable (_ name: String) -> Cell,
        present: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) -> RecordingList<Row, Key, Cell> {
        let list = RecordingList(
            name: name, scheduler: scheduler, keyedBy: key, makeCell: { key in makeCell("\(name)[\(key)]") },
            presentRow: present)
        register(list.sessionEntry)
        return list
    }

    /// Makes a recording list view of identifiable rows, keyed by `id`,
    /// that belongs to this session (see ``list(_:of:keyedBy:cell:present:)``).
    ///
    /// - Parameters:
    ///   - name: The name shown in dumps and failures; cells are given
    ///     `name[id]` to name their own presenters after.
    ///   - type: The type of the rows.
    ///   - makeCell: Makes the cell of one row, given its name.
    ///   - present: Presents a row into its cell (`{ row, cell in row <- cell }`).
    /// - Returns: The recording list.
    public func list<Row: Identifiable & Sendable, Cell: Sendable>(
        _ name: String,
        of type: Row.Type = Row.self,
        cell makeCell: @escaping @Sendable (_ name: String) -> Cell,
        present: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) -> RecordingList<Row, Row.ID, Cell> where Row.ID: Sendable {
        list(name, of: type, keyedBy: { $0.id }, cell: makeCell, present: present)
    }
}
