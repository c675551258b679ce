/// Work that ``MainQueueBacklog`` queues for the main queue: an object that
/// runs itself there, and is its own cancellation (a ``QueuedPresentation``
/// whose bind waits, a ``ScheduledAction``), so queueing it allocates
/// nothing around it.
@usableFromInline
protocol MainQueueWork: AnyObject, Sendable {
    /// Runs the work, on the main queue; does nothing if it was cancelled.
    func runOnMainQueue()
}

/// An action ``UIScheduler`` enqueued, and the disposable that cancels it:
/// one object, queued in the backlog as it is.
///
/// Its one field is guarded by its striped lock (``StripedLocks``); the
/// action runs, and a cancelled action is released, after the lock.
final class ScheduledAction: MainQueueWork, Disposable {
    /// The action, until it runs or is cancelled.
    @exclusivity(unchecked) private nonisolated(unsafe) var action: (@Sendable () -> Void)?

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    func runOnMainQueue() {
        let action = StripedLocks.withLock(for: self) { self.action.take() }
        action?()
    }

    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { action == nil }
    }

    func dispose() {
        let action = StripedLocks.withLock(for: self) { self.action.take() }
        // Released here, outside the lock.
        withExtendedLifetime(action) {}
    }
}
