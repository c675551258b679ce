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
/// current.inner = present(second)   // disposes the presentation of `first`
/// current.dispose()                 // disposes the presentation of `second`
/// ```
public final class SerialDisposable: Disposable {
    private struct State {
        var inner: (any Disposable)?
        var isDisposed = false
    }

    private let state: Locked<State>

    /// Creates a serial disposable, optionally owning `inner`.
    ///
    /// - Parameter inner: The first disposable to own.
    public init(_ inner: (any Disposable)? = nil) {
        state = .make(State(inner: inner))
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The disposable currently owned.
    ///
    /// Setting it disposes the one it replaces (outside the lock); after the
    /// serial disposable is disposed, setting it disposes the new value and
    /// leaves the property `nil`.
    public var inner: (any Disposable)? {
        get { state.withLock { $0.inner } }
        set { replaceInner(with: newValue)?.dispose() }
    }

    /// Disposes the inner disposable and every one assigned afterwards.
    public func dispose() {
        let inner = state.withLock { state -> (any Disposable)? in
            state.isDisposed = true
            defer { state.inner = nil }
            return state.inner
        }
        inner?.dispose()
    }

    /// Stores `newInner` and returns what must be disposed: the previous inner
    /// disposable, or `newInner` itself when this one is already disposed.
    private func replaceInner(with newInner: (any Disposable)?) -> (any Disposable)? {
        state.withLock { state in
            if state.isDisposed { return newInner }
            defer { state.inner = newInner }
            return state.inner === newInner ? nil : state.inner
        }
    }
}
