import Dispatch

/// The scheduler that UI work runs on: the main dispatch queue, which is the
/// main actor's executor on Apple platforms.
///
/// Work is always enqueued, never run inline, even when the caller is already
/// on the main queue: a presentation's bind runs after the code that asked for
/// it, every time, which keeps ordering the same in apps and in tests. (In
/// tests, replace it with `FractalTesting.TestScheduler`.)
///
/// ```swift
/// let presenter = Presenter<String>.UI(on: UIScheduler()) { text in
///     label.text = text
///     return nil
/// }
/// ```
public struct UIScheduler: TimedScheduler {
    /// Creates a UI scheduler.
    public init() {}

    /// Enqueues `action` on the main queue.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that keeps `action` from running if disposed first.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = AnyDisposable()
        DispatchQueue.main.async {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Enqueues `action` on the main queue once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that keeps `action` from running if disposed first.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = AnyDisposable()
        let (seconds, attoseconds) = max(delay, .zero).components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }
}
