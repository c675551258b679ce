import Fractal

/// The stand-ups demo's clock when nobody is at a terminal (`--script`,
/// piped input): virtual time, which moves only when ``advance(by:)`` moves
/// it (the `wait SECONDS` command). The recorder's timer then ticks at
/// exact, repeatable moments, a script prints the same screens on every
/// run, and a test that waits out a whole meeting never sleeps. The views
/// bind on it too (the demo runs it on the main actor), so the binds a
/// command caused run when the demo advances it by zero.
///
/// Work runs on the thread that advances the clock, in the order it is
/// due (in the order it was scheduled when due at the same moment); work
/// that running work schedules within the interval runs in the same
/// advance.
final class VirtualScheduler: TimedScheduler {
    private struct Work {
        let due: Duration
        let order: Int
        let action: @Sendable () -> Void
        let cancellation: AnyDisposable
    }

    private struct State {
        var now = Duration.zero
        var queue: [Work] = []
        var nextOrder = 0
    }

    private let state = Locked<State>.make(State())

    /// How much virtual time has passed since the scheduler was made.
    var now: Duration { state.withLock { $0.now } }

    /// Runs `action` at the current virtual moment, on the next advance
    /// (an advance by zero runs it).
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    /// Runs `action` once the clock has advanced by `delay`.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = AnyDisposable()
        state.withLock { state in
            state.queue.append(Work(due: state.now + max(delay, .zero), order: state.nextOrder, action: action, cancellation: cancellation))
            state.nextOrder += 1
        }
        return cancellation
    }

    /// Moves the clock on by `duration`, running each piece of work that
    /// falls due on the way, at its moment.
    func advance(by duration: Duration) {
        let target = state.withLock { $0.now + max(duration, .zero) }
        while let work = nextWork(dueBy: target) {
            if !work.cancellation.isDisposed { work.action() }
        }
        state.withLock { $0.now = target }
    }

    /// Takes the earliest work due by `target` off the queue and moves the
    /// clock to its moment; `nil` when none is due.
    private func nextWork(dueBy target: Duration) -> Work? {
        state.withLock { state in
            state.queue.removeAll { $0.cancellation.isDisposed }
            guard let index = state.queue.indices.min(by: { (state.queue[$0].due, state.queue[$0].order) < (state.queue[$1].due, state.queue[$1].order) }),
                state.queue[index].due <= target
            else { return nil }
            let work = state.queue.remove(at: index)
            state.now = work.due
            return work
        }
    }
}
