/// A disposable that runs a closure the first time it is disposed.
///
/// The closure runs at most once, on the thread that disposes first, and is
/// released right after it runs.
///
/// ```swift
/// let timer = AnyDisposable { timerSource.cancel() }
/// timer.dispose()  // runs the closure
/// timer.dispose()  // does nothing
/// ```
///
/// - Complexity: One allocation (plus the closure's captures).
public final class AnyDisposable: Disposable {
    /// The closure, in a struct so that passing it through the generic lock
    /// helper needs no reabstraction thunk (which would allocate).
    private struct Action {
        let run: @Sendable () -> Void
    }

    /// The closure to run, or `nil` once disposed. Guarded by this object's
    /// striped lock (``StripedLocks``), so the runtime exclusivity check is
    /// redundant and switched off.
    @exclusivity(unchecked) private nonisolated(unsafe) var action: Action?

    /// Creates a disposable that runs `action` when disposed.
    ///
    /// - Parameter action: The work to run once, on the first ``dispose()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = Action(run: action)
    }

    /// Creates a disposable with nothing to do, that only records being disposed.
    public init() {
        self.action = Action(run: {})
    }

    /// Whether ``dispose()`` has run.
    public var isDisposed: Bool {
        StripedLocks.withLock(for: self) { action == nil }
    }

    /// Runs the closure if this is the first call.
    public func dispose() {
        let pending = StripedLocks.withLock(for: self) { () -> Action? in
            action.take()
        }
        pending?.run()
    }
}
