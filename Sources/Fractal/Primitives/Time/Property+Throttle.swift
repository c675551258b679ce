extension PropertyProtocol {
    /// A property that takes this property's changes at most once per
    /// `interval`: the first change at once, then, at the end of each
    /// interval, the latest change made during it.
    ///
    /// A change that comes when no interval is running is delivered on
    /// `scheduler` as soon as it runs, and starts an interval. Changes during
    /// the interval are held back, and only the latest is delivered when the
    /// interval ends, which starts the next one; an interval with no change
    /// ends the throttling until the next change. So a steady stream of
    /// changes is delivered once per `interval`, and the last change is never
    /// lost.
    ///
    /// ```swift
    /// let progressText = progress.throttle(for: .milliseconds(100), on: scheduler)
    ///     .map { "\(Int($0 * 100)) %" }
    /// ```
    ///
    /// The throttled property starts with this property's current value and
    /// delivers it at once, like any property; only the later changes are
    /// throttled. Its ``PropertyProtocol/value`` is the last value it
    /// delivered. Deliveries run on `scheduler`, in order, one at a time.
    /// Releasing the throttled property (after disposing its observations)
    /// cancels the pending deliveries.
    ///
    /// - Parameters:
    ///   - interval: The shortest time between two deliveries.
    ///   - scheduler: Where changes are delivered.
    /// - Returns: The throttled property.
    /// - Complexity: O(1) per change.
    @inlinable
    public func throttle(for interval: Duration, on scheduler: some TimedScheduler) -> Property<Value> {
        DerivedStorage.timed(Property(self), .throttled(interval), schedule: TimedRelay<Value>.schedule(on: scheduler)).timedProperty
    }
}
