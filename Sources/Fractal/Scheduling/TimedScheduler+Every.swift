extension TimedScheduler {
    /// Calls `action` every `interval`, the first time one `interval` from
    /// now, until the returned disposable is disposed.
    ///
    /// Each call is scheduled when the previous one has run, so a slow
    /// `action` delays the calls after it rather than piling them up. A view
    /// model starts its timers in ``ViewModel/whilePresented()``:
    ///
    /// ```swift
    /// func whilePresented() -> (any Disposable)? {
    ///     scheduler.schedule(every: .seconds(1)) { [weak self] in self?.tick() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The time between calls.
    ///   - action: What to call.
    /// - Returns: What stops the calls; no call starts after it is disposed.
    public func schedule(every interval: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let timer = RepeatingTimer(scheduler: self, interval: interval, tick: action)
        timer.start()
        return timer
    }
}
