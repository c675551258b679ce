import Fractal

extension StoreTester where Event: Equatable {
    /// Asserts that the next event received is `event`, and the change it made.
    ///
    /// For events already reduced: those of timers fired by
    /// ``advance(by:)`` and follow-ups of `Effect.send(_:)`. In an
    /// `async` test, `try await tester.receive(…)` is the one called, and it
    /// also waits for events of tasks.
    ///
    /// ```swift
    /// tester.advance(by: .milliseconds(300))
    /// try tester.receive(.search) { $0.isSearching = true }
    /// ```
    ///
    /// With ``Exhaustivity-swift.enum/off``, events received before the first
    /// one equal to `event` are skipped.
    ///
    /// - Parameters:
    ///   - event: The event expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    ///   - update: Makes the expected change to a copy of the state before
    ///     the event, as in ``send(_:fileID:line:assert:)``.
    /// - Throws: ``StoreTestFailure`` when the next event received is another
    ///   one, when none was received, or when the state is not the expected one.
    public func receive(
        _ event: Event,
        fileID: String = #fileID,
        line: Int = #line,
        assert update: ((inout State) throws -> Void)? = nil
    ) throws {
        try log.call {
            let step = try received(call: "receive(\(event))", fileID: fileID, line: line) { $0 == event }
            try check(step, call: "receive(\(event))", update: update, fileID: fileID, line: line)
        }
    }

    /// Asserts that the next event received is `event`, and the change it
    /// made, waiting for it if an effect's task may still send it.
    ///
    /// The wait ends when the store reduces the event (the recording reducer
    /// wakes it: no polling, no sleeping), or fails at once when no task is
    /// running, or after ``timeout`` as a safety net.
    ///
    /// ```swift
    /// try await tester.receive(.results(["Ada Lovelace"])) {
    ///     $0.isSearching = false
    ///     $0.results = ["Ada Lovelace"]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - event: The event expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    ///   - update: Makes the expected change to a copy of the state before the event.
    /// - Throws: ``StoreTestFailure`` as the synchronous
    ///   ``receive(_:fileID:line:assert:)-9uxsm`` does, and
    ///   ``StoreTestFailure/Kind-swift.enum/timedOut``; `CancellationError`
    ///   when the test's task is cancelled while waiting.
    public func receive(
        _ event: Event,
        fileID: String = #fileID,
        line: Int = #line,
        assert update: ((inout State) throws -> Void)? = nil
    ) async throws {
        try await log.asyncCall {
            let step = try await awaitReceived(call: "receive(\(event))", fileID: fileID, line: line) { $0 == event }
            try check(step, call: "receive(\(event))", update: update, fileID: fileID, line: line)
        }
    }
}

extension StoreTester {
    /// Asserts that the next event received satisfies `matches`, and the
    /// change it made: for events that are not `Equatable`, or to match a
    /// case whatever its payload.
    ///
    /// ```swift
    /// try tester.receive(
    ///     where: { if case .results = $0 { true } else { false } },
    ///     assert: { $0.isSearching = false }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - matches: Whether an event is the one expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    ///   - update: Makes the expected change to a copy of the state before the event.
    /// - Returns: The event received.
    /// - Throws: ``StoreTestFailure``, as ``receive(_:fileID:line:assert:)-9uxsm`` does.
    @discardableResult
    public func receive(
        where matches: (Event) -> Bool,
        fileID: String = #fileID,
        line: Int = #line,
        assert update: ((inout State) throws -> Void)? = nil
    ) throws -> Event {
        return try log.call {
            let step = try received(call: "receive(where:)", fileID: fileID, line: line, matching: matches)
            try check(step, call: "receive(where:)", update: update, fileID: fileID, line: line)
            return step.event
        }
    }

    /// Asserts that the next event received satisfies `matches`, and the
    /// change it made, waiting for it if an effect's task may still send it.
    ///
    /// - Parameters:
    ///   - matches: Whether an event is the one expected.
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    ///   - update: Makes the expected change to a copy of the state before the event.
    /// - Returns: The event received.
    /// - Throws: ``StoreTestFailure``, as ``receive(_:fileID:line:assert:)-9uxsm``
    ///   does, and ``StoreTestFailure/Kind-swift.enum/timedOut``;
    ///   `CancellationError` when the test's task is cancelled while waiting.
    @discardableResult
    public func receive(
        where matches: (Event) -> Bool,
        fileID: String = #fileID,
        line: Int = #line,
        assert update: ((inout State) throws -> Void)? = nil
    ) async throws -> Event {
        return try await log.asyncCall {
            let step = try await awaitReceived(call: "receive(where:)", fileID: fileID, line: line, matching: matches)
            try check(step, call: "receive(where:)", update: update, fileID: fileID, line: line)
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
        fileID: String,
        line: Int,
        matching matches: (Event) -> Bool
    ) throws -> StoreTesterStep<State, Event> {
        var skipped: [Event] = []
        switch lookUp(matching: matches, skipped: &skipped) {
        case .found(let step): return step
        case .unexpected(let next): throw unexpected(next, call: call, fileID: fileID, line: line)
        case .notYet: throw notReceived(call: call, skipped: skipped, waited: nil, fileID: fileID, line: line)
        }
    }

    /// As ``received(call:fileID:line:matching:)``, but waits for more events
    /// while an effect's task may still send one.
    private func awaitReceived(
        call: String,
        fileID: String,
        line: Int,
        matching matches: (Event) -> Bool
    ) async throws -> StoreTesterStep<State, Event> {
        let timeout = self.timeout
        let deadline = ContinuousClock.now + timeout
        var skipped: [Event] = []
        while true {
            let (generation, liveTaskEffects) = log.record.withLock { ($0.generation, $0.liveTaskEffects) }
            switch lookUp(matching: matches, skipped: &skipped) {
            case .found(let step): return step
            case .unexpected(let next): throw unexpected(next, call: call, fileID: fileID, line: line)
            case .notYet: break
            }
            try Task.checkCancellation()
            guard liveTaskEffects > 0, root.runningEffectCount > 0 else {
                // No task can send any more; but one may have sent since the
                // look-up: look again if anything was recorded meanwhile.
                if log.record.withLock({ $0.generation }) != generation { continue }
                throw notReceived(call: call, skipped: skipped, waited: nil, fileID: fileID, line: line)
            }
            guard ContinuousClock.now < deadline else {
                throw notReceived(call: call, skipped: skipped, waited: timeout, fileID: fileID, line: line)
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
            guard matches(next.event) else { return .unexpected(next.event) }
            log.record.withLock { _ = $0.received.removeFirst() }
            return .found(next)
        }
        let index = received.firstIndex { matches($0.event) }
        let taken = index.map { $0 + 1 } ?? received.count
        skipped += received.prefix(index ?? received.count).map(\.event)
        log.record.withLock { $0.received.removeFirst(taken) }
        return index.map { .found(received[$0]) } ?? .notYet
    }

    private func unexpected(_ next: Event, call: String, fileID: String, line: Int) -> StoreTestFailure {
        StoreTestFailure(kind: .unexpectedEvent, message: "\(call): the next event received is \(next)", fileID: fileID, line: line)
    }

    private func notReceived(call: String, skipped: [Event], waited: Duration?, fileID: String, line: Int) -> StoreTestFailure {
        let running = root.runningEffectCount
        let what = skipped.isEmpty ? "no event was received" : "no event received matches"
        let when = waited.map { " within \($0)" } ?? ""
        let effects =
            switch running {
            case 0: "no effect is running"
            case 1: "1 effect is running (advance the scheduler for a timer, await receive for a task)"
            default: "\(running) effects are running (advance the scheduler for timers, await receive for tasks)"
            }
        return StoreTestFailure(
            kind: waited == nil ? .eventNotReceived : .timedOut,
            message: (["\(call): \(what)\(when); \(effects)"] + skipped.map { "  skipped: \($0)" }).joined(separator: "\n"),
            fileID: fileID,
            line: line
        )
    }
}
