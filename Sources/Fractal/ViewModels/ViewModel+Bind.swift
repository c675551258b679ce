extension ViewModel where States == MutableProperty<State> {
    /// Keeps `part` of the state equal to `property`'s value: set now, and
    /// again on every change, until the returned disposable is disposed.
    ///
    /// This is how several view models share one value (the items a list and
    /// an item's screen both show, say): the value lives in one
    /// ``MutableProperty``, each view model binds the part of its state that
    /// shows it while presented, and writes go to the property, never to the
    /// bound part, so every view model sees them.
    ///
    /// ```swift
    /// func whilePresented() -> (any Disposable)? {
    ///     bind(\.item, to: items.map { [id] in $0[id] })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - part: Where in the state the value goes.
    ///   - property: The value to follow.
    /// - Returns: What stops following; the view model is not kept by it.
    public func bind<Source: PropertyProtocol>(
        _ part: WritableKeyPath<State, Source.Value> & Sendable,
        to property: Source
    ) -> any Disposable {
        property.observe { [weak self] value in
            self?.modify { $0[keyPath: part] = value }
        }
    }
}
