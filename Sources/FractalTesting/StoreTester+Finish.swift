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
    /// tester.send(.cleared) { $0.query = "" }
    /// tester.finish()
    /// ```
    ///
    /// With ``Exhaustivity-swift.enum/off`` nothing more is checked: the
    /// store is disposed, which cancels its running effects.
    ///
    /// The test fails, at this call, listing the received events and outputs
    /// not asserted and the effects still running (a timer waiting for
    /// ``advance(by:)``, or a task), and the issues the store reported.
    ///
    /// - Parameters:
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    public func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        log.record.withLock { $0.isFinished = true }
        defer { dispose() }
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        log.call(at: origin) { try checkFinished(waitEnded: nil, at: origin) }
    }

    /// Ends the test: waits for the tasks of effects to end, checks that
    /// everything the store did was asserted and no effect is still running,
    /// then disposes the store.
    ///
    /// A task still running can send more events, so this waits until no
    /// task is left (woken as each ends: no polling), for at most `timeout`
    /// or until the test's task is cancelled; timers never fire by
    /// themselves, so a pending timer fails at once. The test fails, at this
    /// call, as with the synchronous `finish()`.
    ///
    /// ```swift
    /// await tester.receive(.results(["Ada Lovelace"])) {
    ///     $0.isSearching = false
    ///     $0.results = ["Ada Lovelace"]
    /// }
    /// await tester.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for tasks to end, in real time; ten
    ///     seconds by default.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    public func finish(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        log.record.withLock { $0.isFinished = true }
        defer { dispose() }
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        let isExhaustive = log.record.withLock { $0.isExhaustive }
        guard isExhaustive else {
            log.call(at: origin) { try checkFinished(waitEnded: nil, at: origin) }
            return
        }
        let deadline = ContinuousClock.now + timeout
        // How the wait for tasks ended, when it ended with tasks still running.
        var waitEnded: String?
        while true {
            let (generation, liveTaskEffects) = log.record.withLock { ($0.generation, $0.liveTaskEffects) }
            guard liveTaskEffects > 0, root.runningEffectCount > 0 else { break }
            guard ContinuousClock.now < deadline else {
                waitEnded = "after waiting \(timeout) for tasks to end"
                break
            }
            if Task.isCancelled {
                waitEnded = "when the waiting task was cancelled, before tasks ended"
                break
            }
            await log.waitForChange(after: generation, until: deadline)
        }
        log.call(at: origin) { try checkFinished(waitEnded: waitEnded, at: origin) }
    }

    /// Stops the store (cancelling its effects) and the output recording.
    private func dispose() {
        root.dispose()
        outputObservation.dispose()
        issueObservation.dispose()
    }

    private func checkFinished(waitEnded: String?, at origin: SourceOrigin) throws {
        if let failure = log.issueFailure(call: "finish()", at: origin) { throw failure }
        let findings = unfinishedWork(waitEnded: waitEnded)
        guard !findings.isEmpty else { return }
        throw StoreTesterFailure((["finish(): the store did more than the test asserted:"] + findings).joined(separator: "\n"), at: origin)
    }

    /// What the store did that the test has not asserted, and the effects
    /// still running (timers only, without `countingTasks`), one indented
    /// line each; none when not exhaustive. `waitEnded` says how a wait for
    /// tasks ended, if one ended with tasks running.
    func unfinishedWork(waitEnded: String?, countingTasks: Bool = true) -> [String] {
        let (received, outputs, isExhaustive, liveTaskEffects, dismissals) = log.record.withLock {
            ($0.received, $0.outputs, $0.isExhaustive, $0.liveTaskEffects, $0.dismissals)
        }
        guard isExhaustive else { return [] }
        let running = countingTasks ? root.runningEffectCount : max(0, root.runningEffectCount - liveTaskEffects)
        var findings = received.map { "  received event not asserted: \($0.event)" } + outputs.map { "  output not asserted: \($0)" }
        findings += Array(repeating: "  dismissal not asserted (receiveDismissal())", count: dismissals)
        if running > 0 {
            let effects = running == 1 ? "1 effect is still running" : "\(running) effects are still running"
            let hint: String
            if let waitEnded {
                hint = ", \(waitEnded)"
            } else if countingTasks, liveTaskEffects > 0 {
                hint = " (tasks may be among them: an async test's `await tester.finish()` waits for tasks to end)"
            } else if let (actions, now) = scheduler.pendingActions() {
                hint = " (timers wait for the scheduler to advance: \(actions), the virtual clock at \(now))"
            } else {
                hint = " (timers wait for the scheduler to advance)"
            }
            findings.append("  " + effects + hint)
        }
        return findings
    }

    /// Reports, when the tester is released without `finish()`
    /// and the test's latest call did not fail, what the store did that the
    /// test did not assert and the timers still waiting. Tasks still running
    /// are left to the `async` `finish()`, which waits for them: at release,
    /// one that sent its last event may still be ending, and waiting for it
    /// there would block a thread its task may need.
    func reportUnfinishedWorkAtRelease() {
        let (isFinished, latestCallFailed) = log.record.withLock { ($0.isFinished, $0.latestCallFailed) }
        guard !isFinished, !latestCallFailed else { return }
        var findings = unfinishedWork(waitEnded: nil, countingTasks: false)
        if let failure = log.issueFailure(call: "the end of the test", at: origin) {
            findings.insert("  " + failure.message, at: 0)
        }
        guard !findings.isEmpty else { return }
        let header = "the tester made here was released with work the test did not assert:"
        recordTestIssue(([header] + findings).joined(separator: "\n"), at: origin)
    }
}
