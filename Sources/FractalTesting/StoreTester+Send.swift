import Fractal

extension StoreTester {
    /// Sends `event` to the store, then checks the state it left against the
    /// expected change.
    ///
    /// `update` receives a copy of the state before the event and makes the
    /// change the test expects; the result must equal the state after the
    /// event (with no `update`, the event must change nothing). With
    /// ``Exhaustivity-swift.enum/off``, `update` receives the actual new state
    /// instead, so only the fields it sets are checked.
    ///
    /// ```swift
    /// tester.send(.queryChanged("ada")) { $0.query = "ada" }
    /// ```
    ///
    /// The event is reduced before this returns, and so are the follow-up
    /// events its effect sends with `Effect.send(_:)`: receive
    /// those next. If an effect's event is being reduced on another thread at
    /// that moment, the test's event is reduced right after it, and this
    /// waits for that.
    ///
    /// The test fails, at this call, when received events or outputs are
    /// not asserted yet (exhaustive mode; they are named, the event is sent
    /// anyway, and they are not named again), when the state is not the
    /// expected one (with a line diff), when the store is disposed (after
    /// `finish()`), when the store reported an issue, or when `update` throws.
    ///
    /// - Parameters:
    ///   - event: The event to send.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - update: Makes the expected change to a copy of the state.
    public func send(
        _ event: Event,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert update: ((inout State) throws -> Void)? = nil
    ) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        log.call(at: origin) {
            let call = "send(\(event))"
            let (serial, unasserted) = log.record.withLock { record in
                record.nextSerial += 1
                guard record.isExhaustive else { return (record.nextSerial, [String]()) }
                let unasserted =
                    record.received.map { "received event: \($0.event)" } + record.outputs.map { "output: \($0)" }
                    + Array(repeating: "dismissal (receiveDismissal())", count: record.dismissals)
                (record.received, record.outputs, record.dismissals) = ([], [], 0)
                return (record.nextSerial, unasserted)
            }
            if !unasserted.isEmpty {
                let things = unasserted.count == 1 ? "1 thing the store did is" : "\(unasserted.count) things the store did are"
                log.fail(
                    StoreTesterFailure(
                        (["\(call): \(things) not asserted yet; receive before sending:"] + unasserted.map { "  " + $0 })
                            .joined(separator: "\n"), at: origin),
                    at: origin)
            }
            root.send(.sent(event, serial: serial))
            let step = try sentStep(serial, call: call, at: origin)
            try check(step, call: call, update: update, at: origin)
        }
    }

    /// The step of the event the test sent as `serial`: recorded by the time
    /// the store's `send` returns, unless another thread was reducing (then
    /// that thread reduces it next, and this blocks until it has).
    private func sentStep(_ serial: Int, call: String, at origin: SourceOrigin) throws -> StoreTesterStep<State, Event> {
        let timeout = WaitBound.standard
        let deadline = ContinuousClock.now + timeout
        while true {
            let (step, generation) = log.record.withLock { ($0.sent.removeValue(forKey: serial), $0.generation) }
            if let step { return step }
            if root.isDisposed {
                throw StoreTesterFailure("\(call): the store was disposed (after finish), so the event was not reduced", at: origin)
            }
            if ContinuousClock.now >= deadline {
                throw StoreTesterFailure(
                    "\(call): the event was not reduced within \(timeout): was it sent from inside a subscriber of the store?", at: origin)
            }
            log.blockForChange(after: generation, until: deadline)
        }
    }

    /// Checks the state `step` left against the change `update` makes.
    func check(
        _ step: StoreTesterStep<State, Event>,
        call: String,
        update: ((inout State) throws -> Void)?,
        at origin: SourceOrigin
    ) throws {
        if let failure = log.issueFailure(call: call, at: origin) { throw failure }
        let isExhaustive = log.record.withLock { $0.isExhaustive }
        var expected = isExhaustive ? step.before : step.after
        try update?(&expected)
        guard expected != step.after else { return }
        var diff = LineDiff.render(LineDiff.lines(from: LineDiff.dumpLines(of: expected), to: LineDiff.dumpLines(of: step.after)))
        if diff.allSatisfy({ $0.hasPrefix("  ") }) {
            diff.append("(the states are not equal, but they dump the same)")
        }
        throw StoreTesterFailure((["\(call): the state is not as expected (- expected, + actual):"] + diff).joined(separator: "\n"), at: origin)
    }
}
