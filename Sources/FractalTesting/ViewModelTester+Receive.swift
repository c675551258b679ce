import Fractal

extension ViewModelTester {
    /// Waits until the state is the last state checked changed by `change`,
    /// as work the view model started reaches it by itself (a task's result),
    /// and records an issue at the call if `timeout` passes first.
    ///
    /// ```swift
    /// await meeting.receive { $0.transcript = "I completed the project" }
    /// ```
    ///
    /// States the view model passes through on the way are not checked; the
    /// next check starts from the state that matched.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait; one second by default.
    ///   - fileID: Where the check is, for its issue.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    ///   - change: How the state changes.
    public func receive(
        timeout: Duration = .seconds(1),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ change: (inout State) -> Void
    ) async {
        let states = viewModel.states
        let current = states.value
        var expected = log.withLock { $0.base(for: current) }
        change(&expected)
        let target = expected
        let matched = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await state in states.values where ViewModelTesterLog<Model>.difference(expected: target, actual: state) == nil {
                    return true
                }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        let actual = states.value
        if !matched {
            let difference = ViewModelTesterLog<Model>.difference(expected: expected, actual: actual) ?? "(equal only after the time ran out)"
            recordTestIssue(
                "the state did not become the expected one within \(timeout) (- expected, + actual):\n\(difference)",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        log.withLock { $0.asserted = matched ? expected : actual }
    }

    /// Ends the test: disposes the presentation (cancelling the view model's
    /// tasks), waits up to `timeout` for every view model to be released,
    /// and records an issue for a change no check asserted and for whatever
    /// is still alive. The release then checks nothing more.
    ///
    /// A test whose view model started a task ends with it: a cancelled
    /// task lets its view model go only when it next runs.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the view models to be released; one
    ///     second by default.
    ///   - fileID: Where the test finishes, for its issue.
    ///   - filePath: Where the test finishes.
    ///   - line: Where the test finishes.
    ///   - column: Where the test finishes.
    public func finish(
        timeout: Duration = .seconds(1),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        guard let ending = log.withLock({ $0.end() }) else { return }
        ending.presentation?.dispose()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var report = session.disposeAndCheckLeaks(nil)
        while !report.isClean, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
            report = session.disposeAndCheckLeaks(nil)
        }
        let failures = ending.failures(report)
        if !failures.isEmpty {
            recordTestIssue(
                "the view model tester finished with:\n\(failures.joined(separator: "\n"))",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}
