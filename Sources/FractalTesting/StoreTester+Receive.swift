import Fractal

extension StoreTester where Event: Equatable {
    /// Asserts that the next event received is `event`, and the change it made.
    ///
    /// For events already reduced: those of timers fired by
    /// ``advance(by:)`` and follow-ups of `Effect.send(_:)`. In an
    /// `async` test, `await tester.receive(…)` is the one called, and it
    /// also waits for events of tasks.
    ///
    /// ```swift
    /// tester.advance(by: .milliseconds(300))
    /// tester.receive(.search) { $0.isSearching = true }
    /// ```
    ///
    /// With ``Exhaustivity-swift.enum/off``, events received before the first
    /// one equal to `event` are skipped.
    ///
    /// The test fails, at this call, when the next event received is another
    /// one (which this takes, so the next check looks past it), when none was
    /// received, when the state is not the expected one, or when `update` throws.
    ///
    /// - Parameters:
    ///   - event: The event expected.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - update: Makes the expected change to a copy of the state before
    ///     the event, as in ``send(_:fileID:filePath:line:column:assert:)``.
    public func receive(
        _ event: Event,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert update: ((inout State) throws -> Void)? = nil
    ) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        log.call(at: origin) {
            let step = try received(call: "receive(\(event))", at: origin) { $0 == event }
            try check(step, call: "receive(\(event))", update: update, at: origin)
        }
    }

    /// Asserts that the next event received is `event`, and the change it
    /// made, waiting for it if an effect's task may still send it.
    ///
    /// The wait ends when the store reduces the event (the recording reducer
    /// wakes it: no polling, no sleeping), or fails at once when no task is
    /// running, or after `timeout` as a safety net.
    ///
    /// ```swift
    /// await tester.receive(.results(["Ada Lovelace"])) {
    ///     $0.isSearching = false
    ///     $0.results = ["Ada Lovelace"]
    /// }
    /// ```
    ///
    /// The test fails, at this call, as with the synchronous `receive`, and
    /// when the wait times out or the test's task is cancelled while waiting.
    ///
    /// - Parameters:
    ///   - event: The event expected.
    ///   - timeout: How long to wait for a task to send it, in real time;
    ///     ten seconds by default.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - update: Makes the expected change to a copy of the state before the event.
    public func receive(
        _ event: Event,
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert update: ((inout State) throws -> Void)? = nil
    ) async {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        await log.asyncCall(at: origin) {
            let step = try await awaitReceived(call: "receive(\(event))", timeout: timeout, at: origin) { $0 == event }
            try check(step, call: "receive(\(event))", update: update, at: origin)
        }
    }
}

extension StoreTester {
    /// Asserts that the next event received satisfies `matches`, and the
    /// change it made: for events that are not `Equatable`, or to match a
    /// case whatever its payload.
    ///
    /// ```swift
    /// tester.receive(
    ///     where: { if case .results = $0 { true } else { false } },
    ///     assert: { $0.isSearching = false }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - matches: Whether an event is the one expected.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - update: Makes the expected change to a copy of the state before the event.
    /// - Returns: The event received; `nil` when the check failed (the test
    ///   fails at this call, as with `receive(_:assert:)`).
    @discardableResult
    public func receive(
        where matches: (Event) -> Bool,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert update: ((inout State) throws -> Void)? = nil
    ) -> Event? {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        return log.call(at: origin) {
            let step = try received(call: "receive(where:)", at: origin, matching: matches)
            try check(step, call: "receive(where:)", update: update, at: origin)
            return step.event
        }
    }

    /// Asserts that the next event received satisfies `matches`, and the
    /// change it made, waiting for it if an effect's task may still send it.
    ///
    /// - Parameters:
    ///   - matches: Whether an event is the one expected.
    ///   - timeout: How long to wait for a task to send it, in real time;
    ///     ten seconds by default.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - update: Makes the expected change to a copy of the state before the event.
    /// - Returns: The event received; `nil` when the check failed (the test
    ///   fails at this call, as with `receive(_:assert:)`, and when the wait
    ///   times out or the test's task is cancelled).
    @discardableResult
    public func receive(
        where matches: (Event) -> Bool,
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert update: ((inout State) throws -> Void)? = nil
    ) async -> Event? {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        return await log.asyncCall(at: origin) {
            let step = try await awaitReceived(call: "receive(where:)", timeout: timeout, at: origin, matching: matches)
            try check(step, call: "receive(where:)", update: update, at: origin)
            return step.event
        }
    }

    /// Throws away the received events not asserted yet: for an exhaustive
    /// test that does not care about some of them (TCA's `skipReceivedActions`).
    ///
    /// - Returns: How many events were skipped.
    @discardableResult
    public func skipReceivedEvents() -> Int {
        log.record.withLock { record in
            defer { record.received.removeAll() }
            return record.received.count
        }
    }

    /// The first step received that the test can assert: the next one, or
    /// (not exhaustive) the first matching one after skipping the others.
    private func received(
        call: String,
        at origin: SourceOrigin,
        matching matches: (Event) -> Bool
    ) throws -> StoreTesterStep<State, Event> {
        var skipped: [Event] = []
        switch lookUp(matching: matches, skipped: &skipped) {
        case .found(let step): return step
        case .unexpected(let next): throw unexpected(next, call: call, at: origin)
        case .notYet: throw notReceived(call: call, skipped: skipped, waited: nil, at: origin)
        }
    }

    /// As ``received(call:at:matching:)``, but waits for more events
    /// while an effect's task may still send one.
    private func awaitReceived(
        call: String,
        timeout: Duration,
        at origin: SourceOrigin,
        matching matches: (Event) -> Bool
    ) async throws -> StoreTesterStep<State, Event> {
        let deadline = ContinuousClock.now + timeout
        var skipped: [Event] = []
        while true {
            let (generation, liveTaskEffects) = log.record.withLock { ($0.generation, $0.liveTaskEffects) }
            switch lookUp(matching: matches, skipped: &skipped) {
            case .found(let step): return step
            case .unexpected(let next): throw unexpected(next, call: call, at: origin)
            case .notYet: break
            }
            if Task.isCancelled { throw StoreTesterFailure("\(call): the test's task was cancelled while waiting", at: origin) }
            guard liveTaskEffects > 0, root.runningEffectCount > 0 else {
                // No task can send any more; but one may have sent since the
                // look-up: look again if anything was recorded meanwhile.
                if log.record.withLock({ $0.generation }) != generation { continue }
                throw notReceived(call: call, skipped: skipped, waited: nil, at: origin)
            }
            guard ContinuousClock.now < deadline else {
                throw notReceived(call: call, skipped: skipped, waited: timeout, at: origin)
            }
            await log.waitForChange(after: generation, until: deadline)
        }
    }

    private enum LookUp {
        case found(StoreTesterStep<State, Event>)
        case unexpected(Event)
        case notYet
    }

    /// Takes the step to assert from the received ones. `matches` is called
    /// outside the lock; only the test takes steps, so the ones it looked at
    /// are still first when it takes them.
    private func lookUp(matching matches: (Event) -> Bool, skipped: inout [Event]) -> LookUp {
        let (received, isExhaustive) = log.record.withLock { ($0.received, $0.isExhaustive) }
        if isExhaustive {
            guard let next = received.first else { return .notYet }
            log.record.withLock { _ = $0.received.removeFirst() }
            guard matches(next.event) else { return .unexpected(next.event) }
            return .found(next)
        }
        let index = received.firstIndex { matches($0.event) }
        let taken = index.map { $0 + 1 } ?? received.count
        skipped += received.prefix(index ?? received.count).map(\.event)
        log.record.withLock { $0.received.removeFirst(taken) }
        return index.map { .found(received[$0]) } ?? .notYet
    }

    private func unexpected(_ next: Event, call: String, at origin: SourceOrigin) -> StoreTesterFailure {
        StoreTesterFailure("\(call): the next event received is \(next)", at: origin)
    }

    private func notReceived(call: String, skipped: [Event], waited: Duration?, at origin: SourceOrigin) -> StoreTesterFailure {
        let running = root.runningEffectCount
        let what = skipped.isEmpty ? "no event was received" : "no event received matches"
        let when = waited.map { " within \($0)" } ?? ""
        let effects =
            switch running {
            case 0: "no effect is running"
            case 1: "1 effect is running (advance the scheduler for a timer, await receive for a task)"
            default: "\(running) effects are running (advance the scheduler for timers, await receive for tasks)"
            }
        return StoreTesterFailure((["\(call): \(what)\(when); \(effects)"] + skipped.map { "  skipped: \($0)" }).joined(separator: "\n"), at: origin)
    }
}
