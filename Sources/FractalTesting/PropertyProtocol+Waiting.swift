import Fractal

extension PropertyProtocol {
    /// Waits until the property holds a value that satisfies `predicate`, and
    /// returns it; fails the running test at the call, and returns `nil`, if
    /// `timeout` passes first or the waiting task is cancelled.
    ///
    /// Use it to wait for asynchronous work to land in a view model without
    /// sleeping: the current value is checked first, then every change.
    ///
    /// ```swift
    /// try viewModel.logIn.apply()
    /// await viewModel.logIn.isExecuting.firstValue { $0 == false }
    /// ```
    ///
    /// A wait that ends without a match never hangs the test: its failure
    /// names the call and the last value the property held, and the test
    /// goes on (read the result with `try #require(await …)` where the test
    /// needs the value).
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in real time; ten seconds by default
    ///     (a wait that matches returns as soon as it does).
    ///   - fileID: Where the wait is, for its failure.
    ///   - filePath: Where the wait is.
    ///   - line: Where the wait is.
    ///   - column: Where the wait is.
    ///   - predicate: The condition to wait for.
    /// - Returns: The first value that satisfied `predicate`; `nil` when the
    ///   wait failed.
    @discardableResult
    public func firstValue(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        where predicate: @escaping @Sendable (Value) -> Bool
    ) async -> Value? {
        // Ends with the first match, or empty when the time is up or the task is cancelled.
        let (matches, match) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingOldest(1))
        // The last value seen, and the match, which a cancellation may race with.
        let seen = Locked<(last: Value?, match: Value?)>.make((nil, nil))
        let observation = observe { value in
            let isMatch = predicate(value)
            seen.withLock { seen in
                seen.last = value
                if isMatch, seen.match == nil { seen.match = value }
            }
            guard isMatch else { return }
            match.yield(value)
            match.finish()
        }
        let alarm = WaitBound.alarm(at: ContinuousClock.now.advanced(by: timeout)) { match.finish() }
        defer {
            observation.dispose()
            alarm.cancel()
            match.finish()
        }
        var iterator = matches.makeAsyncIterator()
        if let value = await iterator.next() { return value }
        let (last, matched) = seen.withLock { $0 }
        if let matched { return matched }
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        let ending = Task.isCancelled ? "the waiting task was cancelled" : "the time ran out (\(timeout))"
        let lastValue = last.map { "\($0)" } ?? "(none)"
        recordTestIssue(
            "firstValue(where:) at \(origin): \(ending) before a value satisfied the predicate; the last value: \(lastValue)",
            at: origin)
        return nil
    }
}
