extension Signal {
    /// A property that starts as `initial` and folds every event of this
    /// signal into its value with `reduce`: MVI's reducer, turning a stream
    /// of events into a view-model property.
    ///
    /// ```swift
    /// let viewModel: Property<PhotosViewModel> = events.scan(PhotosViewModel()) { viewModel, event in
    ///     viewModel.reduce(event)
    /// }
    /// ```
    ///
    /// The fold runs as long as the returned property is referenced; once it
    /// is released, the signal's observation is disposed. Observing it does
    /// not keep it alive (no observation keeps its property alive), so keep
    /// the property itself, as a view model's stored property for example:
    /// `events.scan(…).observe(render)` alone stops folding at once.
    ///
    /// - Parameters:
    ///   - initial: The value before any event.
    ///   - reduce: Changes the value for an event, in place.
    /// - Returns: The folded property.
    /// - Complexity: O(1) per event plus `reduce`, and the delivery of the
    ///   new value to the property's observers.
    public func scan<State: Sendable>(
        _ initial: State,
        _ reduce: @escaping @Sendable (inout State, Value) -> Void
    ) -> Property<State> {
        Property(ScannedProperty(initial: initial, events: self, reduce: reduce))
    }
}

/// What ``Signal/scan(_:_:)`` returns: a mutable property folded from a
/// signal, observing it for as long as this object lives.
final class ScannedProperty<State: Sendable>: PropertyProtocol {
    private let state: MutableProperty<State>
    private let observation = SerialDisposable()

    init<Event>(
        initial: State,
        events: Signal<Event>,
        reduce: @escaping @Sendable (inout State, Event) -> Void
    ) {
        let state = MutableProperty(initial)
        self.state = state
        // The observer holds only the mutable property, not this object, so
        // releasing the folded property ends the fold.
        observation.inner = events.observe { event in state.modify { reduce(&$0, event) } }
    }

    deinit {
        observation.dispose()
    }

    var value: State { state.value }

    func observe(_ observer: @escaping @Sendable (State) -> Void) -> any Disposable {
        state.observe(observer)
    }

    func observeChanges(_ observer: @escaping @Sendable (State) -> Void) -> any Disposable {
        state.observeChanges(observer)
    }
}
