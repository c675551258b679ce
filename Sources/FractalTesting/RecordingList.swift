import Fractal

/// A list view for tests: it applies every `ListUpdate` it is presented to
/// its visible snapshot, records each difference, checks that each one
/// really turns the previous snapshot into the new one, and presents rows
/// into cells only when the test asks, as a table view does when a cell
/// appears.
///
/// Hand its ``presenter`` to the view model in place of a list view's:
///
/// ```swift
/// let list = RecordingList<ItemRowViewModel, String, RecordingRow>(
///     makeCell: { _ in RecordingRow() }, presentRow: { row, cell in row <- cell })
/// let presentation = list.presenter <~ viewModel.rows
/// list.showAllCells()  // every row's cell appears
/// #expect(list.cell(forKey: "2")?.title.current == "Notes")
/// ```
///
/// A cell is presented once per row and key while it is shown; it is taken
/// back when its row is removed, when the row is updated (then presented
/// again with the new row), when the test hides it, and when the list's
/// final update arrives. ``cellPresentationCount`` and
/// ``cellDisposalCount`` count those, so a test can check that an update
/// presented only the rows that entered.
public final class RecordingList<Row: Sendable, Key: Hashable & Sendable, Cell: Sendable>: Sendable {
    private struct ShownCell {
        let cell: Cell
        var presentation: (any Disposable)?
    }

    private struct State {
        /// A slot per row, by key: the cell shown, or `nil` while none is.
        var cells: ListCells<Row, Key, ShownCell?>
        var differences: [ListDifference] = []
        var kinds: [ListUpdate<Row>.Kind] = []
        var problems: [String] = []
        var shownCount = 0
        var presentedCount = 0
        var disposedCount = 0
    }

    /// The name used in problem descriptions.
    public let name: String
    private let state: Locked<State>
    private let scheduler: (any Scheduler)?
    private let key: @Sendable (Row) -> Key
    private let makeCell: @Sendable (Key) -> Cell
    private let presentRow: @Sendable (Row, Cell) -> (any Disposable)?

    /// Creates a recording list.
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - scheduler: Where updates are applied; `nil` applies them at once.
    ///   - key: A row's identity, as the view model keys it.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    public init(
        _ name: String = "list",
        scheduler: (any Scheduler)? = nil,
        keyedBy key: @escaping @Sendable (Row) -> Key,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.name = name
        self.scheduler = scheduler
        self.key = key
        state = Locked.make(State(cells: ListCells(keyedBy: key)))
        self.makeCell = makeCell
        self.presentRow = presentRow
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
    public var rows: [Row] { state.withLock { $0.cells.rows } }

    /// The keys of the rows the list shows now.
    public var keys: [Key] { state.withLock { $0.cells.keys } }

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
                try? state.cells.reload(update.rows, makeCell: { _ in nil }, removeCell: removeCell)
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
    /// Creates a recording list of identifiable rows, keyed by `id`.
    ///
    /// - Parameters:
    ///   - name: A name for problem descriptions.
    ///   - scheduler: Where updates are applied; `nil` applies them at once.
    ///   - makeCell: Makes the cell a row is shown in (a recording container).
    ///   - presentRow: Presents a row into a cell (`{ row, cell in row <- cell }`).
    public convenience init(
        _ name: String = "list",
        scheduler: (any Scheduler)? = nil,
        makeCell: @escaping @Sendable (Key) -> Cell,
        presentRow: @escaping @Sendable (Row, Cell) -> (any Disposable)?
    ) {
        self.init(name, scheduler: scheduler, keyedBy: { $0.id }, makeCell: makeCell, presentRow: presentRow)
    }
}
