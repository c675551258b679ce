import Fractal

// A recording list made with its own scheduler, before lists belonged to a
// session. Each compiles, with a warning naming its replacement, for one
// release; CHANGELOG lists them.

extension RecordingList {
    /// Creates a recording list that applies updates on `scheduler`, in no session.
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - scheduler: Where updates are applied; `nil` applies them at once.
    ///   - key: A row's identity, as the view model keys it.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    @available(
        *, deprecated,
        message: "make the list in a RecordingSession, which gives it the session's scheduler: session.list(_:of:keyedBy:cell:present:)"
    )
    public convenience init(
        _ name: String = "list",
        scheduler: (any Scheduler)?,
        keyedBy key: @escaping @Sendable (Row) -> Key,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.init(name: name, scheduler: scheduler, keyedBy: key, makeCell: makeCell, presentRow: presentRow)
    }
}

extension RecordingList where Row: Identifiable, Key == Row.ID {
    /// Creates a recording list of identifiable rows that applies updates on
    /// `scheduler`, in no session.
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - scheduler: Where updates are applied; `nil` applies them at once.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    @available(
        *, deprecated, message: "make the list in a RecordingSession, which gives it the session's scheduler: session.list(_:of:cell:present:)"
    )
    public convenience init(
        _ name: String = "list",
        scheduler: (any Scheduler)?,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.init(name: name, scheduler: scheduler, keyedBy: { $0.id }, makeCell: makeCell, presentRow: presentRow)
    }
}
