import Fractal

extension StoreTester {
    /// Ends the test: checks that everything the store did was asserted and
    /// no effect is still running, then disposes the store.
    ///
    /// For tests whose effects are timers and follow-ups only (a synchronous
    /// test); an `async` test calls the `async` `finish()`, which first waits
    /// for effects' tasks to end.
    ///
    /// ```swift
    /// try tester.send(.cleared) { $0.query = "" }
    /// try tester.finish()
    /// ```
    ///
    /// With ``Exhaustivity-swift.enum/off`` nothing more is checked: the
    /// store is disposed, which cancels its running effects.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    /// - Throws: ``StoreTestFailure/Kind-swift.enum/unfinished`` listing the
    ///   received events and outputs not asserted and the effects still
    ///   running (a timer waiting for ``advance(by:)``, or a task).
    public func finish(fileID: String = #fileID, line: Int = #line) throws {
        log.record.withLock { $0.isFinished = true }
        defer { dispose() }
        try checkFinished(waited: nil, fileID: fileID, line: line)
    }

    /// Ends the test: waits for the tasks of effects to end, checks that
    /// everything the store did was asserted and no effect is still running,
    /// then disposes the store.
    ///
    /// A task still running can send more events, so this waits until no
    /// task is left (woken as each ends: no polling), for at most ``timeout``;
    /// timers never fire by themselves, so a pending timer fails at once.
    ///
    /// ```swift
    /// try await tester.receive(.results(["Ada Lovelace"])) {
    ///     $0.isSearching = false
    ///     $0.results = ["Ada Lovelace"]
    /// }
    /// try await tester.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    /// - Throws: ``StoreTestFailure/Kind-swift.enum/unfinished``, as the
    ///   synchronous ``finish(fileID:line:)-5jppa`` does; `CancellationError` when the
    ///   test's task is cancelled while waiting.
    public func finish(fileID: String = #fileID, line: Int = #line) async throws {
        log.record.withLock { $0.isFinished = true }
        defer { dispose() }
        let (isExhaustive, timeout) = log.record.withLock { ($0.isExhaustive, $0.timeout) }
        guard isExhaustive else { return try checkFinished(waited: nil, fileID: fileID, line: line) }
        let deadline = ContinuousClock.now + timeout
        var waited: Duration?
        while true {
            let (generation, liveTaskEffects) = log.record.withLock { ($0.generation, $0.liveTaskEffects) }
            guard liveTaskEffects > 0, root.runningEffectCount > 0 else { break }
            guard ContinuousClock.now < deadline else {
                waited = timeout
                break
            }
            try Task.checkCancellation()
            await log.waitForChange(after: generation, until: deadline)
        }
        try checkFinished(waited: waited, fileID: fileID, line: line)
    }

    /// Stops the store (cancelling its effects) and the output recording.
    private func dispose() {
        root.dispose()
        outputObservation.dispose()
        issueObservation.dispose()
    }

    private func checkFinished(waited: Duration?, fileID: String, line: Int) throws {
        if let failure = log.issueFailure(call: "finish()", fileID: fileID, line: line) { throw failure }
        let findings = unfinishedWork(waited: waited)
        guard !findings.isEmpty else { return }
        throw StoreTestFailure(
            kind: .unfinished,
            message: (["finish(): the store did more than the test asserted:"] + findings).joined(separator: "\n"),
            fileID: fileID,
            line: line
        )
    }

    /// What the store did that the test has not asserted, and the effects
    /// still running, one indented line each; none when not exhaustive.
    func unfinishedWork(waited: Duration?) -> [String] {
        let (received, outputs, isExhaustive, liveTaskEffects, dismissals) = log.record.withLock {
            ($0.received, $0.outputs, $0.isExhaustive, $0.liveTaskEffects, $0.dismissals)
        }
        guard isExhaustive else { return [] }
        let running = root.runningEffectCount
        var findings = received.map { "  received event not asserted: \($0.event)" } + outputs.map { "  output not asserted: \($0)" }
        findings += Array(repeating: "  dismissal not asserted (receiveDismissal())", count: dismissals)
        if running > 0 {
            let effects = running == 1 ? "1 effect is still running" : "\(running) effects are still running"
            let hint: String
            if let waited {
                hint = ", after waiting \(waited) for tasks to end"
            } else if liveTaskEffects > 0 {
                hint = " (tasks may be among them: an async test's `try await tester.finish()` waits for tasks to end)"
            } else {
                hint = " (timers wait for the scheduler to advance)"
            }
            findings.append("  " + effects + hint)
        }
        return findings
    }

    /// Reports, when the tester is released without ``finish(fileID:line:)-7reuv``
    /// and the test's latest call did not fail, what the store did that the
    /// test did not assert, once the tasks that are ending have ended (or
    /// ``timeout`` passed).
    func reportUnfinishedWorkAtRelease() {
        let (isFinished, latestCallFailed, isExhaustive, timeout) = log.record.withLock {
            ($0.isFinished, $0.latestCallFailed, $0.isExhaustive, $0.timeout)
        }
        guard !isFinished, !latestCallFailed else { return }
        if isExhaustive { waitForEndingTasks(until: .now + timeout) }
        var findings = unfinishedWork(waited: nil)
        if let failure = log.issueFailure(call: "the end of the test", fileID: origin.fileID, line: origin.line) {
            findings.insert("  " + failure.message, at: 0)
        }
        guard !findings.isEmpty else { return }
        let header = "the tester made here was released with work the test did not assert:"
        recordTestIssue(([header] + findings).joined(separator: "\n"), at: origin)
    }

    /// Blocks until no effect's task is left running, or `deadline` passes:
    /// a task that sent its last event may still be ending when the test
    /// releases the tester (woken as each task ends: no polling).
    private func waitForEndingTasks(until deadline: ContinuousClock.Instant) {
        while ContinuousClock.now < deadline {
            let (generation, liveTaskEffects) = log.record.withLock { ($0.generation, $0.liveTaskEffects) }
            guard liveTaskEffects > 0, root.runningEffectCount > 0 else { return }
            log.blockForChange(after: generation, until: deadline)
        }
    }
}
