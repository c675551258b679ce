import Fractal

extension StoreTester where Output: Equatable {
    /// Asserts that the next output the store emitted is `output`.
    ///
    /// An output is emitted while the event whose effect holds it is
    /// processed, so it is there as soon as that event was sent or received.
    /// With ``Exhaustivity-swift.enum/off``, outputs before the first one
    /// equal to `output` are skipped.
    ///
    /// ```swift
    /// try tester.send(.resultTapped(0))
    /// try tester.receiveOutput(.openDetail("Ada Lovelace"))
    /// ```
    ///
    /// - Parameters:
    ///   - output: The output expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    /// - Throws: ``StoreTestFailure``: ``StoreTestFailure/Kind-swift.enum/unexpectedOutput``
    ///   when the next output is another one, ``StoreTestFailure/Kind-swift.enum/outputNotEmitted``
    ///   when there is none (or none matches).
    public func receiveOutput(_ output: Output, fileID: String = #fileID, line: Int = #line) throws {
        try log.call {
            try takeOutput(call: "receiveOutput(\(output))", fileID: fileID, line: line) { $0 == output }
        }
    }
}

extension StoreTester {
    /// Asserts that the next output the store emitted satisfies `matches`:
    /// for outputs that are not `Equatable`, or to match a case whatever its
    /// payload.
    ///
    /// ```swift
    /// try tester.send(.resultTapped(0))
    /// let output = try tester.receiveOutput(where: { if case .openDetail = $0 { true } else { false } })
    /// ```
    ///
    /// - Parameters:
    ///   - matches: Whether an output is the one expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    /// - Returns: The output.
    /// - Throws: ``StoreTestFailure``, as ``receiveOutput(_:fileID:line:)`` does.
    @discardableResult
    public func receiveOutput(
        where matches: (Output) -> Bool,
        fileID: String = #fileID,
        line: Int = #line
    ) throws -> Output {
        return try log.call {
            return try takeOutput(call: "receiveOutput(where:)", fileID: fileID, line: line, matching: matches)
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
        fileID: String,
        line: Int,
        matching matches: (Output) -> Bool
    ) throws -> Output {
        let (outputs, isExhaustive) = log.record.withLock { ($0.outputs, $0.isExhaustive) }
        if isExhaustive, let next = outputs.first, !matches(next) {
            throw StoreTestFailure(
                kind: .unexpectedOutput, message: "\(call): the next output is \(next)", fileID: fileID, line: line)
        }
        guard let index = outputs.firstIndex(where: matches) else {
            let skipped = outputs.map { "  skipped: \($0)" }
            log.record.withLock { $0.outputs.removeFirst(outputs.count) }
            let what = outputs.isEmpty ? "no output was emitted" : "no output emitted matches"
            throw StoreTestFailure(
                kind: .outputNotEmitted, message: (["\(call): \(what)"] + skipped).joined(separator: "\n"), fileID: fileID, line: line)
        }
        log.record.withLock { $0.outputs.removeFirst(index + 1) }
        return outputs[index]
    }
}
