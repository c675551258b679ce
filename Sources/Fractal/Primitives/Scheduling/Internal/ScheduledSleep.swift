/// One ``TimedScheduler/sleep(for:)``: the continuation, resumed exactly once
/// by whichever comes first, the scheduled wake-up or the task's
/// cancellation, and the wake-up to cancel if cancellation came first.
final class ScheduledSleep: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var wakeUp: (any Disposable)?
        var isFinished = false
    }

    private let state = Locked<State>.make(State())

    /// Keeps `continuation`; returns false, resuming it with
    /// `CancellationError` at once, if the sleep was already cancelled.
    func begin(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let isCancelled = state.withLock { state -> Bool in
            if state.isFinished { return true }
            state.continuation = continuation
            return false
        }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
        return !isCancelled
    }

    /// Keeps the scheduled wake-up, or cancels it at once if the sleep has
    /// already ended.
    func keep(_ wakeUp: any Disposable) {
        let isFinished = state.withLock { state -> Bool in
            if state.isFinished { return true }
            state.wakeUp = wakeUp
            return false
        }
        if isFinished { wakeUp.dispose() }
    }

    /// Ends the sleep, normally (`error` is `nil`) or with `error`; only the
    /// first call does anything.
    func resume(throwing error: (any Error)?) {
        let (continuation, wakeUp) = state.withLock { state -> (CheckedContinuation<Void, any Error>?, (any Disposable)?) in
            if state.isFinished { return (nil, nil) }
            state.isFinished = true
            return (state.continuation.take(), state.wakeUp.take())
        }
        if error != nil { wakeUp?.dispose() }
        guard let continuation else { return }
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
