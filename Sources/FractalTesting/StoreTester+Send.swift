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
    /// try tester.send(.queryChanged("ada")) { $0.query = "ada" }
    /// ```
    ///
    /// The event is reduced before this returns, and so are the follow-up
    /// events its effect sends with `Effect.send(_:)`: receive
    /// those next. If an effect's event is being reduced on another thread at
    /// that moment, the test's event is reduced right after it, and this
    /// waits for that.
    ///
    /// - Parameters:
    ///   - event: The event to send.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    ///   - update: Makes the expected change to a copy of the state.
    /// - Throws: ``StoreTestFailure``: ``StoreTestFailure/Kind-swift.enum/unassertedBeforeSend``
    ///   when received events or outputs are not asserted yet (exhaustive
    ///   mode); ``StoreTestFailure/Kind-swift.enum/stateMismatch``, with a
    ///   line diff, when the state is not the expected one;
    ///   ``StoreTestFailure/Kind-swift.enum/storeDisposed`` after
    ///   ``finish(fileID:line:)-7reuv``; ``StoreTestFailure/Kind-swift.enum/storeIssue``
    ///   when the store reported an issue. Rethrows what `update` throws.
    public func send(
        _ event: Event,
        fileID: String = #fileID,
        line: Int = #line,
        assert update: ((inout State) throws -> Void)? = nil
    ) throws {
        try log.call {
            let call = "send(\(event))"
            let (serial, unasserted) = log.record.withLock { record in
                record.nextSerial += 1
                let unasserted =
                    record.isExhaustive
                    ? record.received.map { "received event: \($0.event)" } + record.outputs.map { "output: \($0)" }
                        + Array(repeating: "dismissal (receiveDismissal())", count: record.dismissals) : []
                return (record.nextSerial, unasserted)
            }
            guard unasserted.isEmpty else {
                let things = unasserted.count == 1 ? "1 thing the store did is" : "\(unasserted.count) things the store did are"
                throw StoreTestFailure(
                    kind: .unassertedBeforeSend,
                    message: (["\(call): \(things) not asserted yet; receive before sending:"] + unasserted.map { "  " + $0 })
                        .joined(separator: "\n"),
                    fileID: fileID,
                    line: line
                )
            }
            root.send(.sent(event, serial: serial))
            let step = try sentStep(serial, call: call, fileID: fileID, line: line)
            try check(step, call: call, update: update, fileID: fileID, line: line)
        }
    }

    /// The step of the event the test sent as `serial`: recorded by the time
    /// the store's `send` returns, unless another thread was reducing (then
    /// that thread reduces it next, and this blocks until it has).
    private func sentStep(_ serial: Int, call: String, fileID: String, line: Int) throws -> StoreTesterStep<State, Event> {
        let timeout = self.timeout
        let deadline = ContinuousClock.now + timeout
        while true {
            let (step, generation) = log.record.withLock { ($0.sent.removeValue(forKey: serial), $0.generation) }
            if let step { return step }
            if root.isDisposed {
                throw StoreTestFailure(
                    kind: .storeDisposed, message: "\(call): the store was disposed (after finish), so the event was not reduced",
                    fileID: fileID, line: line)
            }
            if ContinuousClock.now >= deadline {
                throw StoreTestFailure(
                    kind: .timedOut,
                    message: "\(call): the event was not reduced within \(timeout): was it sent from inside a subscriber of the store?",
                    fileID: fileID, line: line)
            }
            log.blockForChange(after: generation, until: deadline)
        }
    }

    /// Checks the state `step` left against the change `update` makes.
    func check(
        _ step: StoreTesterStep<State, Event>,
        call: String,
        update: ((inout State) throws -> Void)?,
        fileID: String,
        line: Int
    ) throws {
        if let failure = log.issueFailure(call: call, fileID: fileID, line: line) { throw failure }
        let isExhaustive = log.record.withLock { $0.isExhaustive }
        var expected = isExhaustive ? step.before : step.after
        try update?(&expected)
        guard expected != step.after else { return }
        var diff = LineDiff.render(LineDiff.lines(from: LineDiff.dumpLines(of: expected), to: LineDiff.dumpLines(of: step.after)))
        if diff.allSatisfy({ $0.hasPrefix("  ") }) {
            diff.append("(the states are not equal, but they dump the same)")
        }
        throw StoreTestFailure(
            kind: .stateMismatch,
            message: (["\(call): the state is not as expected (- expected, + actual):"] + diff).joined(separator: "\n"),
            fileID: fileID,
            line: line
        )
    }
}
