extension Signal {
    /// A signal that sends each of this signal's events on `scheduler`:
    /// events sent on any thread arrive where `scheduler` runs work.
    ///
    /// Every event is sent, in the order it came, one at a time.
    ///
    /// ```swift
    /// let results = searchResults.observe(on: UIScheduler())
    /// ```
    ///
    /// Each observation hops on its own. Disposing the observation cancels
    /// the events not yet sent.
    ///
    /// - Parameter scheduler: Where events are sent.
    /// - Returns: The signal sending on `scheduler`.
    /// - Complexity: O(1) per event: one scheduled work item.
    @inlinable
    public func observe(on scheduler: some Scheduler) -> Signal<Value> {
        timed(.immediately, schedule: TimedRelay<Value>.scheduleImmediately(on: scheduler))
    }
}
