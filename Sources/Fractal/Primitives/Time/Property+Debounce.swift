extension PropertyProtocol {
    /// A property that takes this property's changes once they settle: a
    /// change is delivered on `scheduler` when `interval` has passed with no
    /// newer change, and the changes in between are dropped.
    ///
    /// Use it for work that should wait until the user pauses, such as a
    /// search as they type:
    ///
    /// ```swift
    /// let results = query.debounce(for: .milliseconds(300), on: scheduler).map(search)
    /// ```
    ///
    /// The debounced property starts with this property's current value and
    /// delivers it at once, like any property (a property always has a
    /// value); only the later changes wait. Its ``PropertyProtocol/value`` is
    /// the last value it delivered. Changes are taken from any thread;
    /// deliveries run on `scheduler`, in order, one at a time.
    ///
    /// The debounced property keeps its own value and retains this property;
    /// it stays alive while it is referenced or observed. Releasing it (after
    /// disposing its observations) stops it and cancels the pending delivery.
    ///
    /// - Parameters:
    ///   - interval: How long a change must stand before it is delivered.
    ///   - scheduler: Where changes are delivered.
    /// - Returns: The debounced property.
    /// - Complexity: O(1) per change: one scheduled work item, and the
    ///   cancellation of the one it supersedes.
    @inlinable
    public func debounce(for interval: Duration, on scheduler: some TimedScheduler) -> Property<Value> {
        DerivedStorage.timed(Property(self), .debounced(interval), schedule: TimedRelay<Value>.schedule(on: scheduler)).timedProperty
    }
}
