extension Signal {
    /// A signal that sends this signal's events at most once per `interval`:
    /// the first event at once, then, at the end of each interval, the
    /// latest event of that interval.
    ///
    /// An event that comes when no interval is running is sent on `scheduler`
    /// as soon as it runs, and starts an interval. Events during the interval
    /// are held back, and only the latest is sent when the interval ends,
    /// which starts the next one; an interval with no event ends the
    /// throttling until the next event. The last event is never lost.
    ///
    /// ```swift
    /// let scrollPositions = scrolls.throttle(for: .milliseconds(100), on: scheduler)
    /// ```
    ///
    /// Each observation throttles on its own; events are sent in order, one
    /// at a time. Disposing the observation cancels the pending events.
    ///
    /// - Parameters:
    ///   - interval: The shortest time between two events sent.
    ///   - scheduler: Where events are sent.
    /// - Returns: The throttled signal.
    /// - Complexity: O(1) per event.
    @inlinable
    public func throttle(for interval: Duration, on scheduler: some TimedScheduler) -> Signal<Value> {
        timed(.throttled(interval), schedule: TimedRelay<Value>.schedule(on: scheduler))
    }
}
