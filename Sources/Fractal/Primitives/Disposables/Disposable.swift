/// Something that can be disposed: a presentation to tear down, an observation
/// to stop, work to cancel.
///
/// Disposing is idempotent and thread-safe: the first call to ``dispose()``
/// does the work, later calls (from any thread) do nothing. Disposables are
/// reference types, so storing one never copies its state.
///
/// Disposables compose: a view model's presentation returns one disposable
/// that owns the disposables of everything it presented, so disposing the
/// root of an app's tree tears down every presentation below it.
///
/// ```swift
/// let observation = name.observe { print("name is", $0) }
/// observation.dispose()  // no more calls
/// ```
public protocol Disposable: AnyObject, Sendable {
    /// Whether ``dispose()`` has run (or the thing it disposes is already gone).
    var isDisposed: Bool { get }

    /// Disposes the resource. Calling it again does nothing.
    func dispose()
}

extension Disposable {
    /// Wraps this disposable in a ``ScopedDisposable`` that disposes it when the
    /// wrapper is deinitialised.
    ///
    /// - Returns: A scoped owner of this disposable.
    public func scoped() -> ScopedDisposable {
        ScopedDisposable(self)
    }
}
