import Fractal

/// A scheduler that runs work in virtual time, only when the test says so.
///
/// Nothing scheduled on it runs until the test calls ``advance(by:)``,
/// ``advance(to:)`` or ``run()``; then the due work runs on the calling
/// thread, in order of due time, and among work due at the same time in the
/// order it was scheduled. Work scheduled by running work runs in the same
/// call if it falls due before the call's end time.
///
/// Cancelling work (disposing what ``schedule(_:)`` returned) releases what
/// it captured at once. Work still queued keeps what it captured alive, and
/// that often includes presenters that refer back to the scheduler: end a
/// test with ``run()`` (as a real UI queue would eventually run everything)
/// so nothing outlives it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let presenter = Presenter<String>.UI(on: scheduler) { text in
///     label.text = text
///     return nil
/// }
/// let presentation = presenter.present("Hello")
/// // nothing bound yet
/// scheduler.advance()  // runs the bind
/// ```
///
/// - Complexity: Scheduling and running each action cost O(log *n*) in the
///   number *n* of actions queued (a heap keyed by due time, then order of
///   scheduling); cancelling costs O(1), amortised; ``pendingCount`` and
///   ``now`` are O(1). One allocation per scheduled action.
public final class TestScheduler: TimedScheduler {
    let state = Locked<TestSchedulerState>.make(TestSchedulerState())

    /// Creates a test scheduler whose clock starts at zero.
    public init() {}

    deinit {
        // Queued actions refer to this state and their work may refer to them
        // (a presentation that owns its own scheduled bind): take the work out
        // so those cycles break, and release it outside the lock.
        let released = state.withLock { state in
            ScheduledAction.takeWorkUnderLock(of: state.queue.takeAll())
        }
        _ = released
    }

    /// The virtual time elapsed since the scheduler was created.
    ///
    /// While an action runs, this is the time the action was due.
    ///
    /// - Complexity: O(1).
    public var now: Duration {
        state.withLock { $0.now }.duration
    }

    /// How many scheduled actions have neither run nor been cancelled.
    ///
    /// - Complexity: O(1).
    public var pendingCount: Int {
        state.withLock { $0.pendingCount }
    }

    /// Schedules `action` to run at the current virtual time (on the next
    /// ``advance(by:)``, ``advance(to:)`` or ``run()``), after everything
    /// already scheduled for that time.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not run yet
    ///   (and releases it); it reads as disposed once `action` has run.
    /// - Complexity: O(log *n*) in the number of queued actions.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    /// Schedules `action` to run once the virtual clock has advanced by
    /// `delay`, after everything already scheduled for that time.
    ///
    /// - Parameters:
    ///   - delay: The virtual delay; negative counts as zero.
    ///   - action: The work to run.
    /// - Returns: A disposable that cancels `action` if it has not run yet
    ///   (and releases it); it reads as disposed once `action` has run.
    /// - Complexity: O(log *n*) in the number of queued actions.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let scheduled = ScheduledAction(action, scheduler: state)
        let delay = VirtualTime(max(delay, .zero))
        state.withLock { state in
            state.queue.insert(scheduled, due: state.now + delay)
            state.pendingCount += 1
        }
        return scheduled
    }

    /// Advances the virtual clock by `duration`, running everything that falls due.
    ///
    /// - Parameter duration: How far to advance; `.zero` runs what is due now.
    /// - Complexity: O(*k* log *n*) for *k* actions run.
    public func advance(by duration: Duration = .zero) {
        let duration = VirtualTime(max(duration, .zero))
        advance(toTime: state.withLock { $0.now } + duration)
    }

    /// Advances the virtual clock to `instant` (never backwards), running
    /// everything that falls due on the way.
    ///
    /// Each action runs on the calling thread with no lock held, with ``now``
    /// at its due time; actions it schedules run in the same call if they fall
    /// due by `instant`.
    ///
    /// - Parameter instant: The virtual time to advance to.
    /// - Complexity: O(*k* log *n*) for *k* actions run.
    public func advance(to instant: Duration) {
        advance(toTime: VirtualTime(instant))
    }

    private func advance(toTime instant: VirtualTime) {
        // The last call, finding nothing due, moves the clock to `instant`.
        while let work = state.withLock({ $0.takeNext(dueBy: instant) }) {
            work.run()
        }
    }

    /// Runs everything scheduled, advancing the clock as far as needed, until
    /// nothing is left (including work scheduled by the work it runs).
    ///
    /// The clock ends at the due time of the last action run; cancelled
    /// actions do not move it.
    ///
    /// - Complexity: O(*k* log *n*) for *k* actions run.
    public func run() {
        run(atMost: .max)
    }

    /// Runs everything scheduled, advancing the clock as far as needed, but
    /// at most `limit` actions: work that reschedules itself for ever (a timer never
    /// cancelled) is left pending instead of running without end.
    ///
    /// - Parameter limit: The most actions to run.
    /// - Returns: Whether nothing is left pending.
    /// - Complexity: O(*k* log *n*) for *k* ≤ `limit` actions run.
    @discardableResult
    func run(atMost limit: Int) -> Bool {
        var ran = 0
        while ran < limit, let work = state.withLock({ $0.takeNext(dueBy: nil) }) {
            work.run()
            ran += 1
        }
        return pendingCount == 0
    }

    /// How many actions a teardown may run before the work left is taken to
    /// reschedule itself for ever.
    static let teardownActionLimit = 100_000
}
