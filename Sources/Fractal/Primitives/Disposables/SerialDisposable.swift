/// A disposable that owns at most one inner disposable at a time: replacing
/// the inner one disposes the previous.
///
/// This is what ``Presenter/serial()`` uses to dispose the presentation of
/// the previous value before presenting the next. Once the serial disposable
/// is disposed, any inner disposable assigned to it is disposed at once.
///
/// ```swift
/// let current = SerialDisposable()
/// current.inner = present(first)
/// current.inner = present(second)  // disposes the presentation of `first`
/// current.dispose()  // disposes the presentation of `second`
/// ```
public final class SerialDisposable: Disposable {
    // Both guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) private nonisolated(unsafe) var current: (any Disposable)?
    @exclusivity(unchecked) private nonisolated(unsafe) var disposed = false

    /// Creates a serial disposable, optionally owning `inner`.
    ///
    /// - Parameter inner: The first disposable to own.
    public init(_ inner: (any Disposable)? = nil) {
        current = inner
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    /// The disposable currently owned.
    ///
    /// Setting it disposes the one it replaces (outside the lock); after the
    /// serial disposable is disposed, setting it disposes the new value and
    /// leaves the property `nil`.
    public var inner: (any Disposable)? {
        get { StripedLocks.withLock(for: self) { current } }
        set { replaceInner(with: newValue)?.dispose() }
    }

    /// Disposes the inner disposable and every one assigned afterwards.
    public func dispose() {
        let inner = StripedLocks.withLock(for: self) { () -> (any Disposable)? in
            disposed = true
            return current.take()
        }
        inner?.dispose()
    }

    /// Stores `newInner` and returns what must be disposed: the previous inner
    /// disposable, or `newInner` itself when this one is already disposed.
    private func replaceInner(with newInner: (any Disposable)?) -> (any Disposable)? {
        StripedLocks.withLock(for: self) {
            if disposed { return newInner }
            let previous = current.take()
            current = newInner
            return previous === newInner ? nil : previous
        }
    }
}
