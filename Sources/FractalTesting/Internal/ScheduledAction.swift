import Fractal

/// One action scheduled on a ``TestScheduler``, and the disposable that
/// cancels it.
///
/// - Complexity: One allocation per scheduled action. Cancelling is O(1)
///   (amortised, with the queue's compaction).
final class ScheduledAction: Disposable {
    /// The closure to run, in a struct so that returning it through the
    /// generic lock helper needs no reabstraction thunk (which would allocate).
    struct Work {
        let run: @Sendable () -> Void
    }

    /// The work, until it runs or is cancelled. Guarded by the scheduler's lock
    /// (`scheduler`): read and written only inside its `withLock`, so the
    /// runtime exclusivity check is redundant and switched off.
    @exclusivity(unchecked) private nonisolated(unsafe) var work: Work?
    private let scheduler: Locked<TestSchedulerState>

    init(_ work: @escaping @Sendable () -> Void, scheduler: Locked<TestSchedulerState>) {
        self.work = Work(run: work)
        self.scheduler = scheduler
    }

    /// Whether the action has run or been cancelled.
    var isDisposed: Bool {
        scheduler.withLock { _ in work == nil }
    }

    /// Cancels the action if it has not run yet, and releases its work.
    func dispose() {
        let cancelled = scheduler.withLock { state -> Work? in
            guard let cancelled = work.take() else { return nil }
            state.pendingCount -= 1
            state.compactIfMostlyCancelled()
            return cancelled
        }
        // Released here, outside the lock: a deinit it triggers may schedule.
        _ = cancelled
    }

    /// Whether the action is still pending. Call only under the scheduler's lock.
    var isPendingUnderLock: Bool { work != nil }

    /// Takes the work out. Call only under the scheduler's lock.
    func takeWorkUnderLock() -> Work? { work.take() }

    /// Takes the work of every action in `entries` out, so that what the work
    /// captured can be released (by the caller, outside the lock) even where
    /// the action itself is still referenced. Call only under the scheduler's lock.
    static func takeWorkUnderLock(
        of entries: ContiguousArray<ScheduledQueue<ScheduledAction>.Entry>
    ) -> [Work] {
        entries.compactMap { $0.payload.work.take() }
    }
}
