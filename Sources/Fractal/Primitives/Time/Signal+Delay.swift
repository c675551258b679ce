extension Signal {
    /// A signal that sends each of this signal's events `interval` later, on
    /// `scheduler`.
    ///
    /// Every event is sent, in the order it came, one at a time.
    ///
    /// ```swift
    /// let hideToast = toasts.delay(by: .seconds(3), on: scheduler)
    /// ```
    ///
    /// Each observation delays on its own. Disposing the observation cancels
    /// the events not yet sent; events in flight when the source's emitter
    /// goes away are still sent.
    ///
    /// - Parameters:
    ///   - interval: How long each event waits.
    ///   - scheduler: Where events are sent.
    /// - Returns: The delayed signal.
    /// - Complexity: O(1) per event: one scheduled work item; events in
    ///   flight are held until sent.
    @inlinable
    public func delay(by interval: Duration, on scheduler: some TimedScheduler) -> Signal<Value> {
        timed(.delayed(interval), schedule: TimedRelay<Value>.schedule(on: scheduler))
    }
}
