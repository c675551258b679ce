/// The sending side of a ``Signal``.
///
/// A view model keeps the emitter private and exposes ``signal``:
///
/// ```swift
/// final class SearchViewModel: Sendable {
///     let queries: Signal<String>
///     private let queryEmitter = Emitter<String>()
///
///     init() { queries = queryEmitter.signal }
///
///     func search(_ text: String) { queryEmitter.send(text) }
/// }
/// ```
///
/// - Complexity: Sending is O(*n*) in the number of observers with no
///   allocation in steady state; observing and disposing are amortised O(1).
public final class Emitter<Value: Sendable>: Sendable {
    @usableFromInline let storage: ObserverStorage<Value>

    /// Creates an emitter with no observers.
    @inlinable
    public init() {
        storage = ObserverStorage(current: nil)
    }

    deinit {
        // Nothing can be sent any more: release the observers now, even those
        // whose observations were never disposed.
        storage.finish()
    }

    /// Sends `value` to every observer of ``signal``.
    ///
    /// - Parameter value: The event.
    @inlinable
    public func send(_ value: Value) {
        storage.send(value, replacingCurrent: false)
    }

    /// The signal this emitter sends into.
    @inlinable
    public var signal: Signal<Value> {
        let storage = storage
        return Signal { observer in storage.observe(sendingCurrent: false, observer) }
    }

    /// Calls `observer` with every event sent from now on.
    ///
    /// - Parameter observer: Called with each event.
    /// - Returns: The observation; dispose it to stop.
    @inlinable
    public func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        storage.observe(sendingCurrent: false, observer)
    }
}

extension Emitter where Value == Void {
    /// Sends an event to every observer.
    @inlinable
    public func send() {
        send(())
    }
}
