import Dispatch
import FractalSynchronization

/// The work of ``UIScheduler`` that is enqueued on the main queue or running
/// there, counted, so that work runs at once only when the caller is on the
/// main queue and the count is zero: never ahead of work enqueued before it,
/// and never inside other work (work scheduled while some runs is enqueued
/// behind it).
///
/// Every `UIScheduler()` shares ``shared``, so the order holds across all of
/// them; a test makes a backlog of its own to know what waits.
@usableFromInline
final class MainQueueBacklog: Sendable {
    /// The count. Declared first, so it is the first word of this object's
    /// stored properties (``word``), and only ever accessed through that
    /// address, with the atomics of `FractalSynchronization`.
    private nonisolated(unsafe) var count = 0

    /// The backlog of every `UIScheduler()`.
    static let shared = MainQueueBacklog()

    /// The address of `count`: the first word of this object's stored
    /// properties, valid as long as `self` is.
    private var word: UnsafeMutablePointer<Int> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
    }

    /// Runs `action` at once if the caller is on the main queue and nothing
    /// is counted, counting it while it runs; returns whether it ran.
    @usableFromInline
    func runIfIdle(_ action: () -> Void) -> Bool {
        guard MainQueue.isCurrent, fractal_atomic_compare_exchange(word, 0, 1) else { return false }
        defer { _ = fractal_atomic_fetch_add(word, -1) }
        action()
        return true
    }

    /// Enqueues `work` on the main queue, counted from now until it has run.
    func enqueue(_ work: @escaping @Sendable () -> Void) {
        _ = fractal_atomic_fetch_add(word, 1)
        MainQueue.queue.async {
            defer { _ = fractal_atomic_fetch_add(self.word, -1) }
            work()
        }
    }

    /// Enqueues `work` on the main queue once `deadline` has passed, counted
    /// while it runs (not while it waits: work scheduled meanwhile is not
    /// held behind it).
    func enqueue(at deadline: DispatchTime, _ work: @escaping @Sendable () -> Void) {
        MainQueue.queue.asyncAfter(deadline: deadline) {
            _ = fractal_atomic_fetch_add(self.word, 1)
            defer { _ = fractal_atomic_fetch_add(self.word, -1) }
            work()
        }
    }
}
