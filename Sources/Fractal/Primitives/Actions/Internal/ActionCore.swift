/// The state of an ``Action`` that its running task needs, kept apart from
/// the action so the task does not keep the action alive: releasing the
/// action cancels the task.
final class ActionCore<Output: Sendable, Failure: Error>: Sendable {
    struct Status: Equatable, Sendable {
        var isExecuting = false
        var isDisposed = false
        var runs = 0
    }

    private struct Running {
        var isDisposed = false
        var lastFinished = 0
        var run: Int?
        var cancel: (@Sendable () -> Void)?
    }

    let status = MutableProperty(Status())
    let outputs = Emitter<Output>()
    let failures = Emitter<Failure>()
    private let running = Locked<Running>.make(Running())

    /// Marks an execution as started and returns its number, or throws why it cannot start.
    func begin() throws(ActionError<Failure>) -> Int {
        let started = status.modify { status -> Result<Int, ActionError<Failure>> in
            if status.isDisposed { return .failure(.disabled) }
            if status.isExecuting { return .failure(.busy) }
            status.isExecuting = true
            status.runs += 1
            return .success(status.runs)
        }
        return try started.get()
    }

    /// Remembers how to cancel execution `run`, or cancels it at once if the
    /// action was disposed since it began.
    func track(_ run: Int, cancel: @escaping @Sendable () -> Void) {
        let cancelNow = running.withLock { running -> Bool in
            if running.isDisposed { return true }
            if run > running.lastFinished {
                running.run = run
                running.cancel = cancel
            }
            return false
        }
        if cancelNow { cancel() }
    }

    /// Reports the outcome of execution `run` (`nil` when cancelled) and ends it.
    func finish(_ run: Int, with outcome: Result<Output, Failure>?) {
        switch outcome {
        case .success(let output)?: outputs.send(output)
        case .failure(let failure)?: failures.send(failure)
        case nil: break
        }
        running.withLock { running in
            running.lastFinished = max(running.lastFinished, run)
            if running.run == run {
                running.run = nil
                running.cancel = nil
            }
        }
        status.modify { $0.isExecuting = false }
    }

    /// Cancels the execution in flight and disables the action for good.
    func dispose() {
        let cancel = running.withLock { running -> (@Sendable () -> Void)? in
            running.isDisposed = true
            defer { running.cancel = nil }
            return running.cancel
        }
        cancel?()
        status.modify { $0.isDisposed = true }
    }
}
