import FractalSynchronization

/// A scheduler that runs work at once, on the calling thread: a scheduler on
/// which no time passes.
///
/// Use it where a presenter must bind synchronously, for example in a
/// command-line tool that has no UI thread, or in a test that checks what is
/// presented rather than when.
///
/// ```swift
/// let ran = MutableProperty(false)
/// ImmediateScheduler().schedule { ran.value = true }  // ran.value is true here
/// ```
///
/// It is a ``TimedScheduler``, so a context that holds one scheduler for
/// binds and timed work can hold it: work scheduled after a delay also runs
/// at once, as if every delay were zero. So `debounce`, `throttle` and
/// `delay` on it deliver every change at once, before the change returns
/// (each change's quiet interval is over before the next change can come),
/// and `sleep(for:)` returns at once:
///
/// ```swift
/// let query = MutableProperty("")
/// let searched = query.debounce(for: .milliseconds(300), on: ImmediateScheduler())
/// query.value = "fractal"  // searched.value is "fractal" here
/// ```
///
/// To test the timing itself (that a debounce waits, and drops what comes
/// meanwhile), use `FractalTesting.TestScheduler`.
///
/// Delayed work that schedules delayed work runs it at once too, inside
/// itself. A timer that re-arms itself on every tick, such as
/// `Effect.send(_:every:id:)`, would so tick without end on a scheduler where
/// no time passes: when delayed work nests more than 32 levels deep on one
/// thread, the program stops
/// with a message saying so, instead of hanging or overflowing its stack.
/// Run repeating work on a `TestScheduler` or a ``UIScheduler``.
public struct ImmediateScheduler: TimedScheduler {
    /// How deep delayed work may nest on one thread (delayed work run at once
    /// that schedules delayed work, run at once inside it) before the program
    /// stops: far more than a chain of debounces and throttles feeding each
    /// other needs, far less than a thread's stack holds.
    static let maximumDelayedNesting = 32

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

    /// Runs `action` now, whatever `delay` is: no time passes on this scheduler.
    ///
    /// The program stops with a message if delayed work is already nested 32
    /// levels deep on this thread: work that keeps
    /// scheduling itself, a repeating timer, would never end.
    ///
    /// - Parameters:
    ///   - delay: Ignored: the work runs at once.
    ///   - action: The work to run.
    /// - Returns: An already-disposed disposable: there is nothing left to cancel.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        // This thread's nesting: thread-local memory, touched only by this thread.
        let depth = fractal_immediate_delayed_depth()!
        let outer = depth.pointee
        guard outer < Self.maximumDelayedNesting else {
            fatalError(
                """
                ImmediateScheduler: delayed work scheduled delayed work \(Self.maximumDelayedNesting) times over, \
                each run at once: work that re-arms itself, such as a timer (Effect.send(_:every:id:)), never \
                ends on a scheduler where no time passes. Run it on a TestScheduler or a UIScheduler.
                """)
        }
        depth.pointee = outer + 1
        defer { depth.pointee = outer }
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
