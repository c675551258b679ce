import Fractal

/// A list view for tests: it applies every `ListUpdate` it is presented to
/// its visible snapshot, records each difference, checks that each one
/// really turns the previous snapshot into the new one, and presents rows
/// into cells only when the test asks, as a table view does when a cell
/// appears.
///
/// Make it in the test's session, and hand its ``presenter`` to the view
/// model in place of a list view's:
///
/// ```swift
/// let rows = session.list(
///     "main.rows", of: ItemRowViewModel.self,
///     cell: { name in RecordingRow(session, name) },  // name: "main.rows[2]", after the row's key
///     present: { row, cell in row <- cell })
/// let presentation = rows.presenter <~ viewModel.rows
/// rows.showAllCells()  // every row's cell appears
/// #expect(rows.cell(forKey: "2")?.title.current == "Notes")
/// ```
///
/// It applies updates where the session's presenters bind, and the session
/// covers it like its presenters: ``RecordingSession/dump()`` and the leak
/// report show the rows it lists and the cells it shows, and
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)`` reports
/// them while they are live. A row counts as presented once its cell
/// appears: what the row shows is then recorded by the cell's own
/// recordings, named after the list and the row's key
/// (`main.rows[2].title`), which the check reports if no consuming read
/// returned their values. A row whose cell never appeared needs no
/// assertion.
///
/// A cell is presented once per row and key while it is shown; it is taken
/// back when its row is removed, when the row is updated (then presented
/// again with the new row), when the test hides it, and when the list's
/// final update arrives. ``cellPresentationCount`` and
/// ``cellDisposalCount`` count those, so a test can check that an update
/// presented only the rows that entered. The cells are kept in a
/// `ListCells`, the helper a real list view keeps its cells in.
public final class RecordingList<Row: Sendable, Key: Hashable & Sendable, Cell: Sendable>: Sendable {
    struct ShownCell {
        let cell: Cell
        var presentation: (any Disposable)?
    }

    struct State {
        /// A slot per row, by key: the cell shown, or `nil` while none is.
        var cells: ListCells<Row, Key, ShownCell?>
        var differences: [ListDifference] = []
        var kinds: [ListUpdate<Row>.Kind] = []
        var problems: [String] = []
        /// The rows of the latest update when no cells could follow it (two
        /// of its rows have the same key); `nil` while the cells follow the rows.
        var rowsWithoutCells: [Row]?
        var shownCount = 0
        var presentedCount = 0
        var disposedCount = 0
        var isExhaustive = true
    }

    /// The name used in dumps, leak reports, exhaustivity failures and
    /// problem descriptions.
    public let name: String
    let state: Locked<State>
    private let scheduler: (any Scheduler)?
    private let key: @Sendable (Row) -> Key
    private let makeCell: @Sendable (Key) -> Cell
    private let presentRow: @Sendable (Row, Cell) -> (any Disposable)?

    /// Creates a recording list in no session, which applies updates at
    /// once (make one in a session with
    /// ``RecordingSession/list(_:of:keyedBy:cell:present:)``).
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - key: A row's identity, as the view model keys it.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    public convenience init(
        _ name: String = "list",
        keyedBy key: @escaping @Sendable (Row) -> Key,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.init(name: name, scheduler: nil, keyedBy: key, makeCell: makeCell, presentRow: presentRow)
    }

    init(
        name: String,
        scheduler: (any Scheduler)?,
        keyedBy key: @escaping @Sendable (Row) -> Key,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.name = name
        self.scheduler = scheduler
        self.key = key
        self.makeCell = makeCell
        self.presentRow = presentRow
        state = Locked.make(State(cells: ListCells(keyedBy: key)))
    }

    /// The presenter to hand to the code under test.
    public var presenter: Presenter<ListUpdate<Row>> {
        Presenter { [self] update in
            guard let scheduler else {
                apply(update)
                return nil
            }
            scheduler.schedule { self.apply(update) }
            return nil
        }
    }

    /// The rows the list shows now.
    public var rows: [Row] { state.withLock { $0.rowsWithoutCells ?? $0.cells.rows } }

    /// The keys of the rows the list shows now.
    public var keys: [Key] { state.withLock { $0.rowsWithoutCells?.map(key) ?? $0.cells.keys } }

    /// Every difference applied so far, oldest first.
    public var differences: [ListDifference] { state.withLock { $0.differences } }

    /// The kind of every update applied so far, oldest first.
    public var updateKinds: [ListUpdate<Row>.Kind] { state.withLock { $0.kinds } }

    /// Updates whose difference did not turn the rows shown into the
    /// update's rows, or that came out of order, described; empty when every
    /// update was consistent.
    public var problems: [String] { state.withLock { $0.problems } }

    /// How many times a row was presented into a cell.
    public var cellPresentationCount: Int { state.withLock { $0.presentedCount } }

    /// How many cell presentations were taken back.
    public var cellDisposalCount: Int { state.withLock { $0.disposedCount } }

    /// How many cells are shown.
    public var shownCellCount: Int { state.withLock { $0.shownCount } }

    /// The cell showing the row with `key`, if it is shown.
    ///
    /// - Parameter key: The row's key.
    /// - Returns: The cell, or `nil`.
    public func cell(forKey key: Key) -> Cell? {
        state.withLock { $0.cells.cell(forKey: key)??.cell }
    }

    /// The cell showing the row at `index`, if it is shown.
    ///
    /// - Parameter index: The row's index in ``rows``.
    /// - Returns: The cell, or `nil` (also when `index` is out of range).
    public func cell(at index: Int) -> Cell? {
        state.withLock { state in
            state.cells.cells.indices.contains(index) ? state.cells.cells[index]?.cell : nil
        }
    }

    /// Shows the row at `index` in a cell, as a table does when the cell
    /// appears: the row is presented into a new cell unless one is shown.
    ///
    /// - Parameter index: The row's index in ``rows``.
    /// - Returns: The cell, or `nil` when `index` is out of range.
    @discardableResult
    public func showCell(at index: Int) -> Cell? {
        let row: Row? = state.withLock { state in state.cells.rows.indices.contains(index) ? state.cells.rows[index] : nil }
        guard let row else { return nil }
        return show(row)
    }

    /// Shows every row in a cell.
    ///
    /// - Returns: The cells, in row order.
    @discardableResult
    public func showAllCells() -> [Cell] {
        rows.map(show)
    }

    /// Hides the cell of the row at `index`, taking its presentation back,
    /// as a table does when it reuses the cell.
    ///
    /// - Parameter index: The row's index in ``rows``.
    public func hideCell(at index: Int) {
        let presentation = state.withLock { state -> (any Disposable)?? in
            guard state.cells.keys.indices.contains(index) else { return nil }
            return state.cells.modifyCell(forKey: state.cells.keys[index]) { slot in
                guard let shown = slot else { return nil }
                slot = nil
                state.shownCount -= 1
                state.disposedCount += 1
                return .some(shown.presentation)
            } ?? nil
        }
        presentation??.dispose()
    }

    private func show(_ row: Row) -> Cell {
        let id = key(row)
        let existing = state.withLock { $0.cells.cell(forKey: id)??.cell }
        if let existing { return existing }
        let cell = makeCell(id)
        let presentation = presentRow(row, cell)
        let isShown = state.withLock { state in
            state.cells.modifyCell(forKey: id) { slot in
                guard case .none = slot else { return false }
                slot = ShownCell(cell: cell, presentation: presentation)
                state.shownCount += 1
                state.presentedCount += 1
                return true
            } ?? false
        }
        // The row left, or another call showed it, meanwhile.
        if !isShown { presentation?.dispose() }
        return cell
    }

    private func apply(_ update: ListUpdate<Row>) {
        let (takenBack, representing) = state.withLock { state -> ([(any Disposable)?], [(Row, Cell)]) in
            checkKind(of: update, against: &state)
            state.differences.append(update.difference)
            state.kinds.append(update.kind)
            var takenBack: [(any Disposable)?] = []
            var representing: [(Row, Cell)] = []
            let removeCell = { (slot: ShownCell?) in
                guard let shown = slot else { return }
                takenBack.append(shown.presentation)
            }
            state.rowsWithoutCells = nil
            do {
                try state.cells.apply(
                    update, makeCell: { _ in nil },
                    updateCell: { row, slot in
                        guard let shown = slot else { return }
                        takenBack.append(shown.presentation)
                        representing.append((row, shown.cell))
                        slot = ShownCell(cell: shown.cell, presentation: nil)
                    },
                    removeCell: removeCell)
            } catch {
                state.problems.append("\(name): update \(state.kinds.count): \(error)")
                do {
                    try state.cells.reload(update.rows, makeCell: { _ in nil }, removeCell: removeCell)
                } catch {
                    // No cell can follow rows whose keys repeat: the list
                    // shows the rows, with no cells, until an update can.
                    try? state.cells.reload([], makeCell: { _ in nil }, removeCell: removeCell)
                    state.rowsWithoutCells = update.rows
                }
            }
            state.shownCount -= takenBack.count - representing.count
            state.disposedCount += takenBack.count
            return (takenBack, representing)
        }
        for presentation in takenBack { presentation?.dispose() }
        for (row, cell) in representing {
            let presentation = presentRow(row, cell)
            let isShown = state.withLock { state in
                state.presentedCount += 1
                return state.cells.modifyCell(forKey: key(row)) { slot in
                    guard let shown = slot, shown.presentation == nil else { return false }
                    slot?.presentation = presentation
                    return true
                } ?? false
            }
            if !isShown { presentation?.dispose() }
        }
    }

    /// Records a problem if `update` comes out of order (a change before
    /// the initial update, anything after the final one).
    private func checkKind(of update: ListUpdate<Row>, against state: inout State) {
        switch (state.kinds.last, update.kind) {
        case (nil, .initial), (.initial, .change), (.change, .change), (.initial, .final), (.change, .final): break
        default:
            let number = state.kinds.count + 1
            state.problems.append("\(name): update \(number) is \(update.kind) after \(state.kinds.last.map { "\($0)" } ?? "nothing")")
        }
    }
}

extension RecordingList where Row: Identifiable, Key == Row.ID {
    /// Creates a recording list of identifiable rows, keyed by `id`, in no
    /// session (make one in a session with
    /// ``RecordingSession/list(_:of:cell:present:)``).
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    public convenience init(
        _ name: String = "list",
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.init(name: name, scheduler: nil, keyedBy: { $0.id }, makeCell: makeCell, presentRow: presentRow)
    }
}
