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
        let source = Property(self)
        return Property(
            read: { transform(source.value) },
            subscribe: { sendingCurrent, observer in
                source.subscribe(sendingCurrent) { observer(transform($0)) }
            },
            subscribeReturningCurrent: { observer in
                let (current, observation) = source.subscribeReturningCurrent { observer(transform($0)) }
                return (transform(current), observation)
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
        skippingRepeats(RepeatTestByClosure(isEquivalent: isEquivalent))
    }

    /// ``skipRepeats(_:)`` with the comparison as a type, so that `==` is
    /// called directly in code specialised for `Value`, not through a
    /// closure.
    @inlinable
    func skippingRepeats<Test: RepeatTest<Value>>(_ test: Test) -> Property<Value> {
        let source = Property(self)
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
                    if !test.isRepeat(previous, value) { observer(value) }
                }
            },
            subscribeReturningCurrent: { observer in
                let last = Locked<Value?>.make(nil)
                let (current, observation) = source.subscribeReturningCurrent { value in
                    let previous = last.withLock { last in
                        defer { last = value }
                        return last
                    }
                    // `nil` only if a change raced ahead of seeding below: deliver it.
                    if let previous, test.isRepeat(previous, value) { return }
                    observer(value)
                }
                last.withLock { last in if last == nil { last = current } }
                return (current, observation)
            }
        )
    }
}

/// How ``PropertyProtocol/skipRepeats(_:)`` tells a repeat from a change.
@usableFromInline
protocol RepeatTest<Value>: Sendable {
    associatedtype Value
    /// Whether `value` counts as the same as `previous`.
    func isRepeat(_ previous: Value, _ value: Value) -> Bool
}

/// A repeat is an equal value (`==`).
@usableFromInline
struct RepeatTestByEquality<Value: Equatable>: RepeatTest {
    @inlinable
    init() {}

    @inlinable
    func isRepeat(_ previous: Value, _ value: Value) -> Bool { previous == value }
}

/// A repeat is what a closure says is one.
@usableFromInline
struct RepeatTestByClosure<Value>: RepeatTest {
    @usableFromInline let isEquivalent: @Sendable (Value, Value) -> Bool

    @inlinable
    init(isEquivalent: @escaping @Sendable (Value, Value) -> Bool) {
        self.isEquivalent = isEquivalent
    }

    @inlinable
    func isRepeat(_ previous: Value, _ value: Value) -> Bool { isEquivalent(previous, value) }
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
        skippingRepeats(RepeatTestByEquality())
    }
}

extension PropertyProtocol {
    /// A property that stores this property's value, so that a view such as
    /// ``map(_:)`` is computed once per change instead of once per read and
    /// per observer.
    ///
    /// Use it where computing the value has identity or cost, for example
    /// when a parent view model creates a child view model for each state:
    ///
    /// ```swift
    /// child = auth.state.skipRepeats()
    ///     .map { state in Child(state, dependencies) }
    ///     .stored()
    /// ```
    ///
    /// The stored property retains this one and stays alive while it is
    /// referenced or observed.
    ///
    /// - Returns: A property holding this property's latest value.
    /// - Complexity: O(1) per change, plus the cost of computing the value once.
    @inlinable
    public func stored() -> Property<Value> {
        DerivedStorage.storing(Property(self)).property
    }
}
