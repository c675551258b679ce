extension Signal {
    /// A signal that sends this signal's events once they settle: an event
    /// is sent on `scheduler` when `interval` has passed with no newer event,
    /// and the events in between are dropped.
    ///
    /// ```swift
    /// let searches = queryEdits.debounce(for: .milliseconds(300), on: scheduler)
    /// ```
    ///
    /// Each observation times its events on its own. Events are taken from
    /// any thread; they are sent on `scheduler`, in order, one at a time.
    /// Disposing the observation cancels the pending event. An event pending
    /// when the source's emitter goes away is still sent.
    ///
    /// - Parameters:
    ///   - interval: How long an event must stand before it is sent.
    ///   - scheduler: Where events are sent.
    /// - Returns: The debounced signal.
    /// - Complexity: O(1) per event: one scheduled work item, and the
    ///   cancellation of the one it supersedes.
    @inlinable
    public func debounce(for interval: Duration, on scheduler: some TimedScheduler) -> Signal<Value> {
        timed(.debounced(interval), schedule: TimedRelay<Value>.schedule(on: scheduler))
    }
}
