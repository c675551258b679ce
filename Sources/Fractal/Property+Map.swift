extension PropertyProtocol {
    /// A property whose value is `transform` applied to this one's.
    ///
    /// The result is a view: it stores nothing, and applies `transform` on
    /// each read and each delivery, so `transform` should be cheap and pure.
    ///
    /// ```swift
    /// let isValid = username.map { !$0.isEmpty }
    /// ```
    ///
    /// - Parameter transform: Maps a value of this property to the new one.
    /// - Returns: The mapped property.
    /// - Complexity: O(1); each delivery costs one call of `transform`.
    @inlinable
    public func map<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Property<Transformed> {
        let source = self
        return Property(
            read: { transform(source.value) },
            subscribe: { sendingCurrent, observer in
                let mapped: @Sendable (Value) -> Void = { observer(transform($0)) }
                return sendingCurrent ? source.observe(mapped) : source.observeChanges(mapped)
            }
        )
    }

    /// A property that delivers a value only when `isEquivalent` says it
    /// differs from the previous one.
    ///
    /// Each observer compares against the last value it was sent (or the
    /// value current when it started observing).
    ///
    /// - Parameter isEquivalent: Whether two consecutive values count as the same.
    /// - Returns: The filtered property; its ``PropertyProtocol/value`` is this one's.
    @inlinable
    public func skipRepeats(
        _ isEquivalent: @escaping @Sendable (Value, Value) -> Bool
    ) -> Property<Value> {
        let source = self
        return Property(
            read: { source.value },
            subscribe: { sendingCurrent, observer in
                // Seeded by the current value, which `observe` delivers first;
                // deliveries to one observer are serial, the lock only makes
                // the hand-over between delivering threads explicit.
                let last = Locked<Value?>.make(nil)
                return source.observe { value in
                    let previous = last.withLock { last in
                        defer { last = value }
                        return last
                    }
                    guard let previous else {
                        if sendingCurrent { observer(value) }
                        return
                    }
                    if !isEquivalent(previous, value) { observer(value) }
                }
            }
        )
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that delivers a value only when it differs (`!=`) from the
    /// previous one.
    ///
    /// ```swift
    /// let title = Property(user).map(\.displayName).skipRepeats()
    /// ```
    ///
    /// - Returns: The filtered property.
    @inlinable
    public func skipRepeats() -> Property<Value> {
        skipRepeats(==)
    }
}
