/// What ``SerialPresenter`` returns: the observation of a changing value and
/// the presentation of its latest value, in one object.
///
/// Each new value takes the previous presentation back first, then presents
/// the value. Deliveries to one observer never overlap, so `present(_:)` only
/// races with `dispose()`, which the striped lock orders: a presentation made
/// after disposal is taken back at once.
@usableFromInline
final class SerialPresentation<Value: Sendable>: Disposable {
    @usableFromInline let presenter: Presenter<Value>
    // The three guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var current: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var observation: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false

    @inlinable
    init(presenter: Presenter<Value>) {
        self.presenter = presenter
    }

    /// Starts observing with `observe`, presenting each value.
    @inlinable
    func start(observingWith observe: (@escaping @Sendable (Value) -> Void) -> any Disposable) {
        // The observer holds this object until the observation is disposed
        // (by `dispose()`) or its source goes away.
        let observation = observe { [self] value in self.present(value) }
        let disposeNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            self.observation = observation
            return false
        }
        if disposeNow { observation.dispose() }
    }

    /// Takes the previous value's presentation back, then presents `value`.
    @inlinable
    func present(_ value: Value) {
        let previous = StripedLocks.withLock(for: self) { () -> (any Disposable)? in
            return current.take()
        }
        previous?.dispose()
        guard let next = presenter.present(value) else { return }
        let tearDownNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            current = next
            return false
        }
        if tearDownNow { next.dispose() }
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let (observation, current) = StripedLocks.withLock(for: self) { () -> ((any Disposable)?, (any Disposable)?) in
            if disposed { return (nil, nil) }
            disposed = true
            return (self.observation.take(), self.current.take())
        }
        // Stop observing first, so no new value is presented after the last one is taken back.
        observation?.dispose()
        current?.dispose()
    }
}
