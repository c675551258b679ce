/// A read-only view of a changing value: what view models expose.
///
/// A `Property` is a value type that reads and observes a source it cannot
/// change: a ``MutableProperty``, a constant, or a composition of other
/// properties (``PropertyProtocol/map(_:)``, ``PropertyProtocol/combineLatest(with:)``,
/// ``PropertyProtocol/flatten()`` …).
///
/// ```swift
/// let name = MutableProperty("Ada")
/// let greeting: Property<String> = Property(name).map { "Hello, \($0)" }
/// let observation = greeting.observe { print($0) }  // "Hello, Ada"
/// name.value = "Grace"  // "Hello, Grace"
/// observation.dispose()
/// ```
///
/// Mapped and filtered properties are views: they store nothing and apply
/// their transform on each read and each delivery, so the transform should be
/// cheap and free of side effects. Properties that combine several sources
/// keep their own value and stay alive while observed.
public struct Property<Value: Sendable>: PropertyProtocol {
    @usableFromInline let read: @Sendable () -> Value
    @usableFromInline let subscribe: @Sendable (_ sendingCurrent: Bool, _ observer: @escaping @Sendable (Value) -> Void) -> any Disposable
    /// Registers for changes and returns the current value atomically with the registration.
    @usableFromInline let subscribeReturningCurrent: @Sendable (_ observer: @escaping @Sendable (Value) -> Void) -> (Value, any Disposable)

    @inlinable
    init(
        read: @escaping @Sendable () -> Value,
        subscribe: @escaping @Sendable (_ sendingCurrent: Bool, _ observer: @escaping @Sendable (Value) -> Void) -> any Disposable,
        subscribeReturningCurrent: @escaping @Sendable (_ observer: @escaping @Sendable (Value) -> Void) -> (Value, any Disposable)
    ) {
        self.read = read
        self.subscribe = subscribe
        self.subscribeReturningCurrent = subscribeReturningCurrent
    }

    /// Creates a read-only view of `property`.
    ///
    /// - Parameter property: The mutable property to read and observe.
    @inlinable
    public init(_ property: MutableProperty<Value>) {
        let storage = property.storage
        self.init(
            read: { storage.current },
            subscribe: { sendingCurrent, observer in storage.observe(sendingCurrent: sendingCurrent, observer) },
            subscribeReturningCurrent: { observer in storage.observeChangesReturningCurrent(observer) }
        )
    }

    /// Creates a read-only view of any property.
    ///
    /// - Parameter property: The property to read and observe.
    @inlinable
    public init<Source: PropertyProtocol>(_ property: Source) where Source.Value == Value {
        if let property = property as? Property<Value> {
            self = property
        } else if let property = property as? MutableProperty<Value> {
            self.init(property)
        } else {
            self.init(
                read: { property.value },
                subscribe: { sendingCurrent, observer in
                    sendingCurrent ? property.observe(observer) : property.observeChanges(observer)
                },
                // A conformer outside Fractal offers no atomic form: a change
                // between the read and the registration is seen as the value.
                subscribeReturningCurrent: { observer in
                    let observation = property.observeChanges(observer)
                    return (property.value, observation)
                }
            )
        }
    }

    /// Creates a property that always holds `value`.
    ///
    /// Observing it delivers `value` once; it never changes.
    ///
    /// - Parameter value: The constant value.
    @inlinable
    public init(value: Value) {
        self.init(
            read: { value },
            subscribe: { sendingCurrent, observer in
                if sendingCurrent { observer(value) }
                return AnyDisposable()
            },
            subscribeReturningCurrent: { _ in (value, AnyDisposable()) }
        )
    }

    /// The current value.
    @inlinable
    public var value: Value { read() }

    /// Calls `observer` with the current value, then with every change.
    ///
    /// - Parameter observer: Called with each value.
    /// - Returns: The observation; dispose it to stop.
    @inlinable
    public func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        subscribe(true, observer)
    }

    /// Calls `observer` with every change from now on.
    ///
    /// - Parameter observer: Called with each new value.
    /// - Returns: The observation; dispose it to stop.
    @inlinable
    public func observeChanges(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        subscribe(false, observer)
    }
}
