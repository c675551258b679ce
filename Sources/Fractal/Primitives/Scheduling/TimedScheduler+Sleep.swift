extension TimedScheduler {
    /// Suspends the calling task until `duration` has passed on this
    /// scheduler: real time on ``UIScheduler``, virtual time on a test
    /// scheduler, which resumes the task when the test advances past it.
    ///
    /// Async effect work sleeps on its store's scheduler this way, so that a
    /// test drives it with the same clock as the store's timers:
    ///
    /// ```swift
    /// return .run(id: "countdown") { send in
    ///     for remaining in (0..<3).reversed() {
    ///         guard (try? await scheduler.sleep(for: .seconds(1))) != nil else { return }
    ///         send(.countdown(remaining))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter duration: How long to sleep; zero or negative resumes as
    ///   soon as the scheduler runs work.
    /// - Throws: `CancellationError` if the task is cancelled before the
    ///   time has passed (at once if it already is); the scheduled wake-up is
    ///   then cancelled too.
    public func sleep(for duration: Duration) async throws {
        let sleep = ScheduledSleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard sleep.begin(continuation) else { return }
                let wakeUp = schedule(after: duration) { sleep.resume(throwing: nil) }
                sleep.keep(wakeUp)
            }
        } onCancel: {
            sleep.resume(throwing: CancellationError())
        }
    }
}
