/// A disposable that runs a closure the first time it is disposed.
///
/// The closure runs at most once, on the thread that disposes first, and is
/// released right after it runs.
///
/// ```swift
/// let timer = AnyDisposable { timerSource.cancel() }
/// timer.dispose()   // runs the closure
/// timer.dispose()   // does nothing
/// ```
public final class AnyDisposable: Disposable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// Creates a disposable that runs `action` when disposed.
    ///
    /// - Parameter action: The work to run once, on the first ``dispose()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = .make(action)
    }

    /// Creates a disposable with nothing to do, that only records being disposed.
    public init() {
        self.action = .make({})
    }

    /// Whether ``dispose()`` has run.
    public var isDisposed: Bool {
        action.withLock { $0 == nil }
    }

    /// Runs the closure if this is the first call.
    public func dispose() {
        let pending = action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }
}
