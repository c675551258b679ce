import Dispatch
import Fractal

/// The recording behind a ``StoreTester``: what the store reduced and
/// emitted, and waiting, without polling, until that changes.
///
/// Waiters are woken by the change itself: a step recorded, an output, the
/// tasks of an effect ending. A real-time deadline (a wait's `timeout:`)
/// is only a safety net for effects that never deliver.
final class StoreTesterLog<State: Sendable, Event: Sendable, Output: Sendable>: Sendable {
    let record: Locked<StoreTesterRecord<State, Event, Output>>

    init(isExhaustive: Bool) {
        record = .make(StoreTesterRecord(isExhaustive: isExhaustive))
    }

    /// Changes the record and wakes every waiter (outside the lock).
    func change(_ body: (inout StoreTesterRecord<State, Event, Output>) -> Void) {
        let wakes = record.withLock { record -> [() -> Void] in
            body(&record)
            record.generation += 1
            var wakes: [() -> Void] = []
            for id in Array(record.waiters.keys) {
                if let wake = record.waiters[id]?.wake() { wakes.append(wake) }
            }
            return wakes
        }
        wakes.forEach { $0() }
    }

    func recordStep(_ step: StoreTesterStep<State, Event>) {
        change { record in
            if let serial = step.serial { record.sent[serial] = step } else { record.received.append(step) }
        }
    }

    /// Runs one of the test's calls, and fails the test at `origin` with
    /// what it throws: a ``StoreTesterFailure`` at its own call, anything
    /// else (thrown by the test's expected change) as such. A tester whose
    /// latest call failed reports nothing more when it is released (the
    /// test has that failure), unless a later call succeeds.
    ///
    /// - Returns: What `body` returns; `nil` if it threw.
    @discardableResult
    func call<Result>(at origin: SourceOrigin, _ body: () throws -> Result) -> Result? {
        record.withLock { $0.latestCallFailed = false }
        do {
            return try body()
        } catch {
            fail(error, at: origin)
            return nil
        }
    }

    /// Runs one of the test's `async` calls, as the synchronous
    /// `call(at:_:)` does.
    @discardableResult
    func asyncCall<Result>(at origin: SourceOrigin, _ body: () async throws -> Result) async -> Result? {
        record.withLock { $0.latestCallFailed = false }
        do {
            return try await body()
        } catch {
            fail(error, at: origin)
            return nil
        }
    }

    /// Fails the test with `error`, at the failure's call or at `origin`.
    func fail(_ error: any Error, at origin: SourceOrigin) {
        record.withLock { $0.latestCallFailed = true }
        if let failure = error as? StoreTesterFailure {
            recordTestIssue(failure.message, at: failure.origin)
        } else {
            recordTestIssue("the expected change threw an error: \(error)", at: origin)
        }
    }

    func recordOutput(_ output: Output) {
        change { $0.outputs.append(output) }
    }

    func recordIssue(_ issue: StoreIssue) {
        change { $0.issues.append(issue) }
    }

    /// The failure naming the issues the store reported since the last one,
    /// if any; they are named once.
    func issueFailure(call: String, at origin: SourceOrigin) -> StoreTesterFailure? {
        let issues = record.withLock { record in
            defer { record.issues.removeAll() }
            return record.issues
        }
        guard !issues.isEmpty else { return nil }
        let things = issues.count == 1 ? "an issue" : "\(issues.count) issues"
        return StoreTesterFailure(
            (["\(call): the store reported \(things):"] + issues.map { "  " + $0.message }).joined(separator: "\n"), at: origin)
    }

    /// Counts an effect whose tasks may run; the tracker uncounts it.
    func trackTasks() -> StoreTesterTaskTracking {
        record.withLock { $0.liveTaskEffects += 1 }
        return StoreTesterTaskTracking { [self] in change { $0.liveTaskEffects -= 1 } }
    }

    /// Wakes one waiter, for its deadline or its task's cancellation.
    func wake(_ id: Int) {
        record.withLock { $0.waiters[id]?.wake() }?()
    }

    private func register() -> Int {
        record.withLock { record in
            record.nextWaiterID += 1
            record.waiters[record.nextWaiterID] = .pending
            return record.nextWaiterID
        }
    }

    /// Suspends `waiter` unless it was woken or the record changed since `generation`.
    private func suspend(_ id: Int, after generation: Int, as waiter: StoreTesterWaiter) -> Bool {
        record.withLock { record in
            guard case .pending? = record.waiters[id], record.generation == generation else { return false }
            record.waiters[id] = waiter
            return true
        }
    }

    private func unregister(_ id: Int) {
        record.withLock { _ = $0.waiters.removeValue(forKey: id) }
    }

    /// Waits until the record changes after `generation`, `deadline` passes
    /// or the task is cancelled; the caller looks again.
    func waitForChange(after generation: Int, until deadline: ContinuousClock.Instant) async {
        let id = register()
        let timer = Task { [self] in
            do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
            wake(id)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if !suspend(id, after: generation, as: .task(continuation)) { continuation.resume() }
            }
        } onCancel: {
            wake(id)
        }
        timer.cancel()
        unregister(id)
    }

    /// Blocks the calling thread until the record changes after
    /// `generation`, or `deadline` passes; the caller looks again.
    ///
    /// Only for a synchronous `send` whose event waits behind an effect's
    /// event being reduced on another thread: that thread is already
    /// running and reduces the test's event next, without waiting for
    /// anything the blocked thread does.
    func blockForChange(after generation: Int, until deadline: ContinuousClock.Instant) {
        let id = register()
        let semaphore = DispatchSemaphore(value: 0)
        if suspend(id, after: generation, as: .thread(semaphore)) {
            let remaining = min(max(deadline - .now, .zero), .seconds(86_400))
            _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(remaining / .nanoseconds(1))))
        }
        unregister(id)
    }
}
