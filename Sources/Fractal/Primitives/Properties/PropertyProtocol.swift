/// A value that changes over time and can be observed: the common interface
/// of ``MutableProperty`` and ``Property``.
///
/// MVVM-C and classic MVVM bind views with an `Observable<T>` / `Dynamic<T>` that
/// offers `bind` (changes only) and `bindAndFire` (current value, then
/// changes). Fractal covers both with one protocol:
/// ``observeChanges(_:)`` is `bind`, ``observe(_:)`` is `bindAndFire`. Unlike
/// those types a property has any number of observers, each removed by
/// disposing what it returned.
///
/// ## Delivery
/// Observers are called on the thread that changed the value, outside any
/// lock. Calls to one observer are never concurrent and always arrive in the
/// order the values were set; the last value an observer receives is the
/// property's current value. A value set while a delivery is in progress
/// (from inside an observer, or from another thread) is delivered after the
/// value in hand reaches every observer, by the thread already delivering.
/// Disposing an observation from inside an observer stops it at once, even
/// for the value being delivered; disposing it from another thread stops it
/// from the next value on.
///
/// ## Lifetime
/// An observation does not keep a ``MutableProperty`` alive. When the
/// property goes away its observers are released at once, even those whose
/// observations were never disposed (those then report
/// ``Disposable/isDisposed``); a read-only ``Property`` view that outlives it
/// still reads the last value, and observing it delivers that value and
/// registers nothing, since nothing can change it any more. The same holds
/// for an ``Emitter`` and its ``Signal``.
public protocol PropertyProtocol<Value>: Sendable {
    /// The type of the property's value.
    associatedtype Value: Sendable

    /// The current value.
    var value: Value { get }

    /// Calls `observer` with the current value, then with every change, until
    /// the returned disposable is disposed (MVVM-C's `Observable<T>.bindAndFire`).
    ///
    /// The current value is delivered before `observe` returns, unless a
    /// delivery is already in progress on this property; then it is delivered
    /// right after that one, still before any later value.
    ///
    /// - Parameter observer: Called with each value.
    /// - Returns: The observation; dispose it to stop.
    func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable

    /// Calls `observer` with every change from now on, until the returned
    /// disposable is disposed (MVVM-C's `Observable<T>.bind`).
    ///
    /// - Parameter observer: Called with each new value.
    /// - Returns: The observation; dispose it to stop.
    func observeChanges(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable
}
