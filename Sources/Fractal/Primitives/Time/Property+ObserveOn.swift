extension PropertyProtocol {
    /// A property that takes each of this property's changes on `scheduler`:
    /// changes made on any thread are delivered where `scheduler` runs work.
    ///
    /// Every change is delivered, in the order it was made, one at a time.
    /// Use it to move the changes of a model updated in the background to the
    /// thread that consumes them:
    ///
    /// ```swift
    /// let status = downloads.status.observe(on: UIScheduler())
    /// ```
    ///
    /// The new property starts with this property's current value and
    /// delivers it at once to each new observer, on the observing thread,
    /// like any property (a property always has a value); only the later
    /// changes hop. Its ``PropertyProtocol/value`` is the last value it
    /// delivered. Releasing it (after disposing its observations) cancels the
    /// deliveries not yet run.
    ///
    /// - Parameter scheduler: Where changes are delivered.
    /// - Returns: The property delivering on `scheduler`.
    /// - Complexity: O(1) per change: one scheduled work item.
    @inlinable
    public func observe(on scheduler: some Scheduler) -> Property<Value> {
        DerivedStorage.timed(Property(self), .immediately, schedule: TimedRelay<Value>.scheduleImmediately(on: scheduler)).timedProperty
    }
}
