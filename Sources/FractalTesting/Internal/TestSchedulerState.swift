/// What a ``TestScheduler`` keeps behind its lock: the clock, the queue, and
/// how many queued actions are still pending.
///
/// Cancelled actions stay in the queue (lazy deletion) until they reach its
/// front or a compaction removes them, so ``pendingCount`` is counted apart.
struct TestSchedulerState {
    /// The virtual time.
    var now = VirtualTime.zero
    /// Every action not yet run, by due time then order of scheduling,
    /// including cancelled ones not yet dropped.
    var queue = ScheduledQueue<ScheduledAction>()
    /// How many queued actions have neither run nor been cancelled.
    var pendingCount = 0

    /// Below this many queued entries, cancelled ones are never compacted away.
    private static let compactionThreshold = 64

    /// Removes the earliest pending action due by `limit` (any, if `nil`),
    /// moves the clock to its due time, and returns its work; when nothing
    /// pending is due by `limit`, moves the clock to `limit` instead.
    ///
    /// Cancelled entries met at the front are dropped on the way, without
    /// moving the clock.
    ///
    /// - Parameter limit: The latest due time to take.
    /// - Returns: The work to run (outside the lock), or `nil` if nothing
    ///   pending is due by `limit`.
    /// - Complexity: O(log *n*), amortised over the cancelled entries dropped.
    mutating func takeNext(dueBy limit: VirtualTime?) -> ScheduledAction.Work? {
        while let key = queue.minKey {
            if let limit, key.due > limit { break }
            // Moved out of the queue, not copied; released (under the lock, but
            // its work is gone by then, so nothing runs) when it goes out of scope.
            let action = queue.popMin()!.payload
            guard let work = action.takeWorkUnderLock() else { continue }  // cancelled
            now = max(now, key.due)
            pendingCount -= 1
            return work
        }
        if let limit { now = max(now, limit) }
        return nil
    }

    /// Drops the cancelled entries once they outnumber the pending ones, so a
    /// test that cancels much more than it runs keeps the queue small.
    ///
    /// - Complexity: O(*n*) when it compacts, which is at most once per *n*/2
    ///   cancellations: amortised O(1) per cancellation.
    mutating func compactIfMostlyCancelled() {
        guard queue.count >= Self.compactionThreshold, queue.count > 2 * pendingCount else { return }
        // Releases only actions whose work is already gone: nothing runs here.
        queue.removeAll { !$0.isPendingUnderLock }
    }
}
