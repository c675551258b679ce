/// Something that runs work: on the UI (``UIScheduler``), right away
/// (``ImmediateScheduler``), or in virtual time in tests
/// (`FractalTesting.TestScheduler`).
///
/// Presenters bind through a scheduler rather than a UI framework, which is
/// what lets the same view models run under UIKit, in a terminal, on a
/// server, or in a unit test.
public protocol Scheduler: Sendable {
    /// Runs `action` on this scheduler.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not started yet.
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable
}

/// A scheduler that can also run work after a delay: ``UIScheduler`` in real
/// time, `FractalTesting.TestScheduler` in virtual time, and
/// ``ImmediateScheduler``, on which no time passes (delayed work runs at once).
///
/// The time operators (`debounce`, `throttle`, `delay`) and `sleep(for:)`
/// need one. A view model's context that holds `any TimedScheduler` can give
/// the same scheduler to its presenters and to its timed work, whichever of
/// the three the app or the test chose.
public protocol TimedScheduler: Scheduler {
    /// Runs `action` on this scheduler once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait; zero or negative means as soon as possible.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not started yet.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable
}
