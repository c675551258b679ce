/// What a ``RecordingPresenter`` keeps behind its lock: one record per
/// presentation, in the order presented, with its state and whether a
/// consuming read has returned its value.
///
/// The records are a ``SegmentedArray``: a presenter shared by thousands of
/// presentations (the rows of a long list) appends without ever copying the
/// records already kept. The description of a forgotten value, which few
/// records ever need, is kept beside them (``forgottenDescriptions``), so that
/// a record holds only the value, its state and whether it was consumed.
///
/// What presenting touches (`append`, `dispose` and the scheduled states) is
/// `@inlinable`, so that it is specialised where the value's type is known,
/// with no look-up of this type's metadata per access.
@usableFromInline
struct PresentationLog<Value> {
    /// One presentation.
    @usableFromInline
    struct Record {
        /// The value, until ``PresentationLog/forgetValues()``.
        @usableFromInline var value: Value?
        @usableFromInline var state: PresentationState
        /// Whether a consuming read returned the value (or it needs none).
        @usableFromInline var isConsumed: Bool

        @inlinable
        init(value: Value?, state: PresentationState, isConsumed: Bool) {
            self.value = value
            self.state = state
            self.isConsumed = isConsumed
        }
    }

    // Written only by this type's methods (set is internal only so that
    // they can be inlined).
    @usableFromInline var records = SegmentedArray<Record>()
    /// How the values read that ``forgetValues()`` dropped while a report
    /// still needed them (live, or bound and unconsumed), by record index.
    @usableFromInline var forgottenDescriptions: [Int: String] = [:]
    /// How many records were ever bound.
    @usableFromInline var boundCount = 0
    /// How many records are bound now.
    @usableFromInline var liveCount = 0
    /// How many records were disposed after they were bound.
    @usableFromInline var disposedCount = 0
    /// Whether exhaustivity checks look at this log.
    @usableFromInline var isExhaustive = true
    /// Whether bound values count as consumed at once (a child presenter's:
    /// what a child shows is asserted through its container).
    @usableFromInline let consumesOnBind: Bool
    /// Every record before this one needs no consuming read: each was
    /// consumed, cancelled or forgotten. Only a scheduled record stops it.
    @usableFromInline var consumeCursor = 0

    @inlinable
    init(consumesOnBind: Bool) {
        self.consumesOnBind = consumesOnBind
    }

    /// Records a presentation of `value` that is `.bound` (bound at once) or
    /// `.scheduled`.
    ///
    /// - Returns: The record's index.
    @inlinable
    mutating func append(_ value: Value, state: PresentationState) -> Int {
        records.append(Record(value: value, state: state, isConsumed: consumesOnBind))
        if state == .bound { markBound() }
        return records.count - 1
    }

    /// Marks a scheduled record bound, as its bind starts.
    ///
    /// - Returns: `false` if it was cancelled first: the bind must not run.
    @inlinable
    mutating func bindIfScheduled(_ index: Int) -> Bool {
        guard Self.change(&records[index].state, from: .scheduled, to: .bound) else { return false }
        markBound()
        return true
    }

    /// Marks a scheduled record cancelled; does nothing once its bind started.
    @inlinable
    mutating func cancelIfScheduled(_ index: Int) {
        _ = Self.change(&records[index].state, from: .scheduled, to: .cancelled)
    }

    /// Marks a bound record disposed.
    @inlinable
    mutating func dispose(_ index: Int) {
        guard Self.change(&records[index].state, from: .bound, to: .disposed) else { return }
        liveCount -= 1
        disposedCount += 1
    }

    /// Sets `state` to `new` if it is `old`.
    ///
    /// The record's state is read and written in one `inout` access, so the
    /// record (its segment, its bounds) is located once.
    ///
    /// - Returns: Whether `state` was `old` (and is now `new`).
    @inlinable
    static func change(_ state: inout PresentationState, from old: PresentationState, to new: PresentationState) -> Bool {
        guard state == old else { return false }
        state = new
        return true
    }

    @inlinable
    mutating func markBound() {
        boundCount += 1
        liveCount += 1
    }

    /// The values of the records whose state satisfies `predicate`, in the
    /// order presented (forgotten values left out).
    func values(where predicate: (PresentationState) -> Bool) -> [Value] {
        records.compactMap { predicate($0.state) ? $0.value : nil }
    }

    /// The value of the record at `index` as dumps and reports show it: its
    /// description, the one kept when it was forgotten, or `(forgotten)`.
    ///
    /// - Parameters:
    ///   - record: The record, `records[index]`.
    ///   - index: Its index.
    /// - Returns: The description.
    func valueDescription(of record: Record, at index: Int) -> String {
        record.value.map { String(describing: $0) } ?? forgottenDescriptions[index] ?? "(forgotten)"
    }

    /// The descriptions of the live presentations, for dumps and reports.
    var liveDescriptions: [String] {
        descriptions { $0.state == .bound }
    }

    /// The values bound that no consuming read returned yet.
    var unconsumed: [Value] {
        records.compactMap { $0.state.wasBound && !$0.isConsumed ? $0.value : nil }
    }

    /// The descriptions of the values bound that no consuming read returned,
    /// forgotten ones included.
    var unconsumedDescriptions: [String] {
        descriptions { $0.state.wasBound && !$0.isConsumed }
    }

    /// The descriptions of the records that satisfy `predicate`, in the order
    /// presented.
    private func descriptions(where predicate: (Record) -> Bool) -> [String] {
        records.indices.compactMap { index in
            let record = records[index]
            return predicate(record) ? valueDescription(of: record, at: index) : nil
        }
    }

    /// What the log holds that a test has not accounted for, for a recording named `name`.
    func finding(named name: String) -> ExhaustivityReport.Finding {
        ExhaustivityReport.Finding(
            name: name, unconsumed: RecordedValues(unconsumedDescriptions), live: RecordedValues(liveDescriptions))
    }

    /// Returns the oldest bound value no consuming read returned, and marks it consumed.
    ///
    /// - Complexity: Amortised O(1) while nothing stays scheduled.
    mutating func consumeNext() -> Value? {
        var index = consumeCursor
        var cursorCanMove = true
        while index < records.count {
            let record = records[index]
            if record.state.wasBound, !record.isConsumed, let value = record.value {
                records[index].isConsumed = true
                if cursorCanMove { consumeCursor = index + 1 }
                return value
            }
            // A scheduled record may be bound later, and must then be read in order.
            if record.state == .scheduled { cursorCanMove = false }
            if cursorCanMove { consumeCursor = index + 1 }
            index += 1
        }
        return nil
    }

    /// Drops every value so it can be released, keeping the states, the
    /// counts and the descriptions that reports still need.
    mutating func forgetValues() {
        for index in records.indices {
            guard let value = records[index].value else { continue }
            let record = records[index]
            if record.state == .bound || (record.state.wasBound && !record.isConsumed) {
                forgottenDescriptions[index] = String(describing: value)
            }
            records[index].value = nil
        }
    }
}
