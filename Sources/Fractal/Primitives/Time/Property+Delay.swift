extension PropertyProtocol {
    /// A property that takes each of this property's changes `interval`
    /// later, on `scheduler`.
    ///
    /// Every change is delivered, in the order it was made, one at a time.
    ///
    /// ```swift
    /// let hintIsVisible = isIdle.delay(by: .seconds(2), on: scheduler)
    /// ```
    ///
    /// The delayed property starts with this property's current value and
    /// delivers it at once, like any property; only the later changes wait.
    /// Its ``PropertyProtocol/value`` is the last value it delivered.
    /// Releasing the delayed property (after disposing its observations)
    /// cancels the pending deliveries.
    ///
    /// - Parameters:
    ///   - interval: How long each change waits.
    ///   - scheduler: Where changes are delivered.
    /// - Returns: The delayed property.
    /// - Complexity: O(1) per change: one scheduled work item; changes in
    ///   flight are held until delivered.
    @inlinable
    public func delay(by interval: Duration, on scheduler: some TimedScheduler) -> Property<Value> {
        DerivedStorage.timed(Property(self), .delayed(interval), schedule: TimedRelay<Value>.schedule(on: scheduler)).timedProperty
    }
}
