import Fractal

/// A scheduler that runs work in virtual time, only when the test says so.
///
/// Nothing scheduled on it runs until the test calls ``advance(by:)``,
/// ``advance(to:)`` or ``run()``; then the due work runs on the calling
/// thread, in order of due time, and among work due at the same time in the
/// order it was scheduled. Work scheduled by running work runs in the same
/// call if it falls due before the call's end time.
///
/// Work still queued keeps what it captured alive, and that often includes
/// presenters that refer back to the scheduler: end a test with ``run()`` (as
/// a real UI queue would eventually run everything) so nothing outlives it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let presenter = Presenter<String>.UI(on: scheduler) { ... }
/// let presentation = presenter.present("Hello")
/// // nothing bound yet
/// scheduler.advance()   // runs the bind
/// ```
public final class TestScheduler: TimedScheduler {
    private struct Item {
        let due: Duration
        let sequence: Int
        let action: @Sendable () -> Void
        let cancellation: AnyDisposable
    }

    private struct State {
        var now: Duration = .zero
        var sequence = 0
        var queue: [Item] = []
    }

    private let state = Locked<State>.make(State())

    /// Creates a test scheduler whose clock starts at zero.
    public init() {}

    /// The virtual time elapsed since the scheduler was created.
    public var now: Duration {
        state.withLock { $0.now }
    }

    /// How many scheduled actions have neither run nor been cancelled.
    public var pendingCount: Int {
        state.withLock { $0.queue.lazy.filter { !$0.cancellation.isDisposed }.count }
    }

    /// Schedules `action` to run at the current virtual time (on the next
    /// ``advance(by:)``, ``advance(to:)`` or ``run()``).
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not run yet.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    /// Schedules `action` to run once the virtual clock has advanced by `delay`.
    ///
    /// - Parameters:
    ///   - delay: The virtual delay; negative counts as zero.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not run yet.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = AnyDisposable()
        state.withLock { state in
            state.sequence += 1
            let item = Item(
                due: state.now + max(delay, .zero), sequence: state.sequence,
                action: action, cancellation: cancellation)
            state.queue.append(item)
        }
        return cancellation
    }

    /// Advances the virtual clock by `duration`, running everything that falls due.
    ///
    /// - Parameter duration: How far to advance; `.zero` runs what is due now.
    public func advance(by duration: Duration = .zero) {
        advance(to: now + max(duration, .zero))
    }

    /// Advances the virtual clock to `instant` (never backwards), running
    /// everything that falls due on the way.
    ///
    /// - Parameter instant: The virtual time to advance to.
    public func advance(to instant: Duration) {
        while let item = nextItem(dueBy: instant) {
            if !item.cancellation.isDisposed {
                item.cancellation.dispose()
                item.action()
            }
        }
        state.withLock { state in state.now = max(state.now, instant) }
    }

    /// Runs everything scheduled, advancing the clock as far as needed, until
    /// nothing is left (including work scheduled by the work it runs).
    public func run() {
        while let item = nextItem(dueBy: nil) {
            if !item.cancellation.isDisposed {
                item.cancellation.dispose()
                item.action()
            }
        }
    }

    /// Removes and returns the earliest item due by `limit` (any, if `nil`),
    /// moving the clock to its due time.
    private func nextItem(dueBy limit: Duration?) -> Item? {
        state.withLock { state in
            guard
                let index = state.queue.indices.min(by: { lhs, rhs in
                    let (a, b) = (state.queue[lhs], state.queue[rhs])
                    return (a.due, a.sequence) < (b.due, b.sequence)
                })
            else { return nil }
            let item = state.queue[index]
            if let limit, item.due > limit { return nil }
            state.queue.remove(at: index)
            state.now = max(state.now, item.due)
            return item
        }
    }
}
