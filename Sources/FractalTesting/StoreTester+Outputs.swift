import Fractal

extension StoreTester where Output: Equatable {
    /// Asserts that the next output the store emitted is `output`.
    ///
    /// An output is emitted while the event whose effect holds it is
    /// processed, so it is there as soon as that event was sent or received.
    /// With ``Exhaustivity-swift.enum/off``, outputs before the first one
    /// equal to `output` are skipped. The test fails, at this call, when the
    /// next output is another one (which this takes), or when there is none
    /// (or none matches).
    ///
    /// ```swift
    /// tester.send(.resultTapped(0))
    /// tester.receiveOutput(.openDetail("Ada Lovelace"))
    /// ```
    ///
    /// - Parameters:
    ///   - output: The output expected.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    public func receiveOutput(_ output: Output, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        log.call(at: origin) {
            try takeOutput(call: "receiveOutput(\(output))", at: origin) { $0 == output }
        }
    }
}

extension StoreTester {
    /// Asserts that the next output the store emitted satisfies `matches`:
    /// for outputs that are not `Equatable`, or to match a case whatever its
    /// payload.
    ///
    /// ```swift
    /// tester.send(.resultTapped(0))
    /// let output = tester.receiveOutput(where: { if case .openDetail = $0 { true } else { false } })
    /// ```
    ///
    /// - Parameters:
    ///   - matches: Whether an output is the one expected.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    /// - Returns: The output; `nil` when the check failed (the test fails at
    ///   this call, as with ``receiveOutput(_:fileID:filePath:line:column:)``).
    @discardableResult
    public func receiveOutput(
        where matches: (Output) -> Bool,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> Output? {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        return log.call(at: origin) {
            try takeOutput(call: "receiveOutput(where:)", at: origin, matching: matches)
        }
    }

    /// Throws away the outputs not asserted yet.
    ///
    /// - Returns: How many outputs were skipped.
    @discardableResult
    public func skipOutputs() -> Int {
        log.record.withLock { record in
            defer { record.outputs.removeAll() }
            return record.outputs.count
        }
    }

    /// Takes the next output (exhaustive) or the first matching one.
    /// `matches` is called outside the lock.
    @discardableResult
    private func takeOutput(
        call: String,
        at origin: SourceOrigin,
        matching matches: (Output) -> Bool
    ) throws -> Output {
        let (outputs, isExhaustive) = log.record.withLock { ($0.outputs, $0.isExhaustive) }
        if isExhaustive, let next = outputs.first, !matches(next) {
            log.record.withLock { _ = $0.outputs.removeFirst() }
            throw StoreTesterFailure("\(call): the next output is \(next)", at: origin)
        }
        guard let index = outputs.firstIndex(where: matches) else {
            let skipped = outputs.map { "  skipped: \($0)" }
            log.record.withLock { $0.outputs.removeFirst(outputs.count) }
            let what = outputs.isEmpty ? "no output was emitted" : "no output emitted matches"
            throw StoreTesterFailure((["\(call): \(what)"] + skipped).joined(separator: "\n"), at: origin)
        }
        log.record.withLock { $0.outputs.removeFirst(index + 1) }
        return outputs[index]
    }
}
