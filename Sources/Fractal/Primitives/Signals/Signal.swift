/// A stream of events with no current value: an ``Action``'s values and
/// errors, a user's intents, a coordinator's outcomes.
///
/// A signal is the read-only side; an ``Emitter`` sends into it. Observers
/// follow the same delivery rules as properties (see ``PropertyProtocol``):
/// serial, ordered, outside any lock, stopped by disposing the observation.
///
/// ```swift
/// let taps = Emitter<Void>()
/// let observation = taps.signal.observe { print("tapped") }
/// taps.send()
/// ```
public struct Signal<Value: Sendable>: Sendable {
    @usableFromInline let subscribe: @Sendable (_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable

    @inlinable
    init(subscribe: @escaping @Sendable (_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable) {
        self.subscribe = subscribe
    }

    /// Calls `observer` with every event from now on, until the returned
    /// disposable is disposed.
    ///
    /// - Parameter observer: Called with each event.
    /// - Returns: The observation; dispose it to stop.
    @inlinable
    public func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        subscribe(observer)
    }

    /// A signal of `transform` applied to each event.
    ///
    /// - Parameter transform: Maps each event.
    /// - Returns: The mapped signal.
    @inlinable
    public func map<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Signal<Transformed> {
        let source = self
        return Signal<Transformed> { observer in source.observe { observer(transform($0)) } }
    }

    /// A signal of the events for which `isIncluded` returns true.
    ///
    /// - Parameter isIncluded: Decides which events pass.
    /// - Returns: The filtered signal.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal<Value> {
        let source = self
        return Signal { observer in source.observe { if isIncluded($0) { observer($0) } } }
    }

    /// A signal of the non-`nil` results of `transform`.
    ///
    /// - Parameter transform: Maps each event, or drops it by returning `nil`.
    /// - Returns: The mapped signal.
    @inlinable
    public func compactMap<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Transformed?
    ) -> Signal<Transformed> {
        let source = self
        return Signal<Transformed> { observer in
            source.observe { if let transformed = transform($0) { observer(transformed) } }
        }
    }

    /// A signal that never sends anything.
    public static var never: Signal<Value> {
        Signal { _ in AnyDisposable() }
    }
}

extension PropertyProtocol {
    /// The property's changes as a signal (each new value, not the current one).
    public var changes: Signal<Value> {
        let source = self
        return Signal { observer in source.observeChanges(observer) }
    }
}
