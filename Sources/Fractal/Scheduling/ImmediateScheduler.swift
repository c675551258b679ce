/// A scheduler that runs work at once, on the calling thread.
///
/// Use it where a presenter must bind synchronously, for example in a
/// command-line tool that has no UI thread.
///
/// ```swift
/// let ran = MutableProperty(false)
/// ImmediateScheduler().schedule { ran.value = true }  // ran.value is true here
/// ```
public struct ImmediateScheduler: Scheduler {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` now.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: An already-disposed disposable: there is nothing left to cancel.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        action()
        return Self.done
    }

    /// What every immediate schedule returns: the work already ran.
    private static let done: AnyDisposable = {
        let done = AnyDisposable()
        done.dispose()
        return done
    }()
}
