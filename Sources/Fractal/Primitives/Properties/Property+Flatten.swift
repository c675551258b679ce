extension PropertyProtocol where Value: PropertyProtocol {
    /// A property that follows the latest inner property: its value is the
    /// current inner property's value, and when this property switches to a
    /// new inner property, the flattened one takes its value and stops
    /// following the previous one.
    ///
    /// ```swift
    /// let selectedTitle = selectedRow.map(\.title).flatten()
    /// ```
    ///
    /// - Returns: The flattened property.
    @inlinable
    public func flatten() -> Property<Value.Value> {
        let derived = DerivedStorage(initialValue: value.value, sources: [self])
        let storage = derived.storage
        // Following the latest inner property is presenting inner properties
        // serially: each switch disposes the previous observation, then
        // observes the new one, through one forwarding closure made once.
        // It holds the storage strongly; the derived owner disposes the
        // serial presentation when it goes, so this makes no lasting cycle.
        let forward: @Sendable (Value.Value) -> Void = { storage.sendDerived($0) }
        derived.upstream += Presenter<Value>.returningTeardown { .disposable($0.observe(forward)) } <~ self
        return derived.property
    }
}

extension PropertyProtocol {
    /// Maps each value to a property and follows the latest one
    /// (`map(transform).flatten()`).
    ///
    /// - Parameter transform: Maps a value to the property to follow.
    /// - Returns: The flattened property.
    @inlinable
    public func flatMapLatest<Inner: PropertyProtocol>(
        _ transform: @escaping @Sendable (Value) -> Inner
    ) -> Property<Inner.Value> {
        map(transform).flatten()
    }
}
