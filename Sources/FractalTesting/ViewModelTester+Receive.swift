import Fractal

extension ViewModelTester {
    /// Waits until the state is the last state checked changed by `change`,
    /// as work the view model started reaches it by itself (a task's result),
    /// and fails the running test at the call if `timeout` passes first or
    /// the waiting task is cancelled.
    ///
    /// ```swift
    /// await meeting.receive { $0.transcript = "I completed the project" }
    /// ```
    ///
    /// The state is looked at now and after each change until it matches:
    /// states the view model passes through on the way are not checked, and
    /// the next check starts from the state that matched. Not exhaustive, the change
    /// is applied to each state looked at, and only what it sets is checked.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in real time; ten seconds by default
    ///     (a check that passes returns as soon as the state matches).
    ///   - fileID: Where the check is, for its failure.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    ///   - change: How the state changes.
    public func receive(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ change: (inout State) -> Void
    ) async {
        let states = viewModel.states
        let (asserted, held, exhaustivity) = log.withLock { ($0.asserted, $0.nextCheck, $0.exhaustivity) }
        // Woken by each state delivered in the tree, and once when the time is up.
        let (wakes, waker) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let observation = deliveries.observeChanges { _ in waker.yield() }
        let alarm = Task {
            try? await Task.sleep(for: timeout)
            waker.yield()
        }
        defer {
            observation.dispose()
            alarm.cancel()
            waker.finish()
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var wake = wakes.makeAsyncIterator()
        var state = states.value
        var expected = asserted ?? state
        if exhaustivity == .on { held.apply(change, to: &expected) }
        while true {
            if exhaustivity == .off {
                expected = state
                held.apply(change, to: &expected)
            }
            if ViewModelTesterLog<Model>.isEqual(expected, state, heldBefore: held) { break }
            guard ContinuousClock.now < deadline, await wake.next() != nil else {
                let difference = ViewModelTesterLog<Model>.difference(expected: expected, actual: state, heldBefore: held) ?? ""
                let ending = Task.isCancelled ? "before the waiting task was cancelled" : "within \(timeout)"
                recordTestIssue(
                    "the state did not become the expected one \(ending) (- expected, + actual):\n\(difference)",
                    at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
                break
            }
            state = states.value
        }
        log.withLock { $0.record(state, held) }
    }

    /// Ends the test: disposes the presentation (cancelling the view model's
    /// tasks), waits up to `timeout` for every view model to be released,
    /// and fails the running test at the call for a change no check
    /// asserted and for work still scheduled on ``scheduler`` (both only when
    /// exhaustive), and for whatever
    /// is still alive. The release then checks nothing more.
    ///
    /// A test whose view model started a task ends with it: a cancelled
    /// task lets its view model go only when it next runs.
    ///
    /// Work scheduled on ``scheduler`` is the view model's work too: what
    /// disposing the presentation did not cancel (a debounced step, a
    /// delayed one) must have run, so an exhaustive test advances the
    /// scheduler past it before it ends, and that proves the step ran even
    /// when it changed nothing. The failure names how many actions are left
    /// and when each falls due.
    ///
    /// The failure names what is still alive by type, and a child by where
    /// it was first seen (`TwoFactorModel, first seen in LoginModel's state
    /// at .twoFactor`); the tester no longer holds it, so something else does.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the view models to be released, in
    ///     real time; ten seconds by default (a check that passes returns as
    ///     soon as they are). A cancelled task stops waiting at once.
    ///   - fileID: Where the test finishes, for its failure.
    ///   - filePath: Where the test finishes.
    ///   - line: Where the test finishes.
    ///   - column: Where the test finishes.
    public func finish(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        guard let ending = log.withLock({ $0.end() }) else { return }
        ending.presentation?.dispose()
        let pendingWork = scheduler.pendingWorkDescription()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var report = session.disposeAndCheckLeaks(nil)
        while !report.isClean, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(1))
            report = session.disposeAndCheckLeaks(nil)
        }
        var failures = ending.failures(pendingWork: pendingWork, report)
        if !report.isClean {
            let ending = Task.isCancelled ? "when the waiting task was cancelled" : "after waiting \(timeout)"
            failures.append("(\(ending) for the view models to be released)")
        }
        if !failures.isEmpty {
            recordTestIssue(
                "the view model tester finished with:\n\(failures.joined(separator: "\n"))",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}
