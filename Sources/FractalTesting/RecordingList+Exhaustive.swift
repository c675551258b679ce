import Fractal

extension RecordingList: ExhaustiveRecording {
    /// Whether exhaustivity checks look at this list (`true` unless set to
    /// `false`; see ``RecordingPresenter/isExhaustive``).
    public var isExhaustive: Bool {
        get { state.withLock { $0.isExhaustive } }
        set { state.withLock { $0.isExhaustive = newValue } }
    }

    /// The rows the list shows and the cells it shows them in, while it
    /// shows any, and the ``RecordingList/problems`` of its updates (an
    /// update whose difference does not follow, or whose keys repeat): a
    /// list's updates need no consuming read, since a test asserts a row
    /// through its cell's recordings.
    ///
    /// - Returns: What this list holds that a test has not accounted for.
    public func exhaustivityFinding() -> ExhaustivityReport.Finding {
        let name = name
        return state.withLock { Self.finding(named: name, of: $0) }
    }

    /// What the session keeps of this list: closures over its state only.
    var sessionEntry: SessionEntry {
        let (state, name) = (state, name)
        return SessionEntry(
            name: name,
            isExhaustive: { state.withLock { $0.isExhaustive } },
            liveDescriptions: { state.withLock { Self.liveDescriptions(of: $0) } },
            finding: { state.withLock { Self.finding(named: name, of: $0) } },
            forgetValues: {})
    }

    static func finding(named name: String, of state: State) -> ExhaustivityReport.Finding {
        ExhaustivityReport.Finding(
            name: name, unconsumed: RecordedValues(state.problems.map { "problem: " + $0 }),
            live: RecordedValues(liveDescriptions(of: state)))
    }

    /// What the list shows now, for dumps and reports: one line for its
    /// rows, by key, then one per cell shown (`cell "notes" shown`).
    static func liveDescriptions(of state: State) -> [String] {
        if let rows = state.rowsWithoutCells, !rows.isEmpty {
            return [rows.count == 1 ? "1 row, with no cells" : "\(rows.count) rows, with no cells (their keys repeat)"]
        }
        let keys = state.cells.keys
        guard !keys.isEmpty else { return [] }
        let shown = keys.count == 1 ? "1 row" : "\(keys.count) rows"
        var lines = ["\(shown): \(describe(keys))"]
        for (key, slot) in zip(keys, state.cells.cells) where slot != nil {
            lines.append("cell \(String(reflecting: key)) shown")
        }
        return lines
    }

    /// The first keys, quoted as `String(reflecting:)` does, and how many more.
    private static func describe(_ keys: [Key]) -> String {
        let limit = 10
        let listed = keys.prefix(limit).map { String(reflecting: $0) }.joined(separator: ", ")
        return keys.count > limit ? "\(listed), … (\(keys.count - limit) more)" : listed
    }
}
