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
    /// The timer lives as long as the returned disposable: keep it (a view
    /// model's presentation keeps what `whilePresented()` returns); a timer
    /// whose disposable is dropped stops.
    ///
    /// - Parameters:
    ///   - interval: The time between calls.
    ///   - action: What to call.
    /// - Returns: What stops the calls; no call is scheduled after it is
    ///   disposed (one already running on another thread finishes).
    public func schedule(every interval: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let timer = RepeatingTimer(scheduler: self, interval: interval, tick: action)
        timer.start()
        return timer
    }
}
