import Dispatch
import FractalSynchronization

#if canImport(CDispatch)
import CDispatch
#endif

/// The work of ``UIScheduler`` that is queued for the main queue or running
/// there, counted, so that work runs at once only when the caller is on the
/// main queue and the count is zero: never ahead of work queued before it,
/// and never inside other work (work scheduled while some runs is queued
/// behind it).
///
/// Queued work waits in this backlog's own queue, first in, first out, and
/// one block on the main queue runs it: the first work queued enqueues that
/// block, and work queued before the block starts joins it, so a burst of
/// presentations from a background thread costs one block, not one each.
/// The block runs the work queued when it starts, in order; work queued
/// while it runs waits for the next block, behind whatever the main queue
/// received meanwhile.
///
/// Every `UIScheduler()` shares ``shared``, so the order holds across all of
/// them; a test makes a backlog of its own to know what waits.
@usableFromInline
final class MainQueueBacklog: Sendable {
    /// The count. Declared first, so it is the first word of this object's
    /// stored properties (``word``), and only ever accessed through that
    /// address, with the atomics of `FractalSynchronization`.
    private nonisolated(unsafe) var count = 0

    /// The work waiting for the main queue, and whether a block to run it
    /// is enqueued there.
    private let queue = Locked<Queue>.make(Queue())

    /// What marks the main queue (``MainQueue/marker``), kept so that
    /// ``runIfIdle(_:)`` reads no global.
    @usableFromInline let mainQueueMarker = MainQueue.marker

    /// Whether this backlog lives as long as the process (``shared``), so
    /// that its block on the main queue need not keep it.
    private let isShared: Bool

    /// The backlog of every `UIScheduler()`.
    static let shared = MainQueueBacklog(isShared: true)

    /// A backlog of its own, for a test that must know what waits.
    convenience init() {
        self.init(isShared: false)
    }

    private init(isShared: Bool) {
        self.isShared = isShared
    }

    /// The address of `count`: the first word of this object's stored
    /// properties, valid as long as `self` is.
    @inlinable
    var word: UnsafeMutablePointer<Int> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
    }

    /// Runs `action` at once if the caller is on the main queue and nothing
    /// is counted, counting it while it runs; returns whether it ran.
    @inlinable
    func runIfIdle(_ action: () -> Void) -> Bool {
        guard MainQueue.isCurrent(mainQueueMarker), fractal_atomic_compare_exchange(word, 0, 1) else { return false }
        defer { _ = fractal_atomic_fetch_add(word, -1) }
        action()
        return true
    }

    /// Whether work scheduled now would run at once: the caller is on the
    /// main queue and nothing is counted.
    @inlinable
    var wouldRunAtOnce: Bool {
        fractal_atomic_load(word) == 0 && MainQueue.isCurrent(mainQueueMarker)
    }

    /// Queues `work` for the main queue, counted from now until it has run.
    @usableFromInline
    func enqueue(_ work: any MainQueueWork) {
        _ = fractal_atomic_fetch_add(word, 1)
        let startsBlock = queue.withLock { queue -> Bool in
            if queue.first == nil {
                queue.first = work
            } else {
                queue.waiting.append(work)
            }
            if queue.blockIsEnqueued { return false }
            queue.blockIsEnqueued = true
            return true
        }
        if startsBlock { enqueueBlock() }
    }

    /// Enqueues on the main queue the block that runs the queued work,
    /// which keeps this backlog until it has run (``shared`` is never
    /// released, so it is not retained for it).
    private func enqueueBlock() {
        #if canImport(CDispatch)
        // Where the C library is visible (Linux), a C function with this
        // backlog as its context: no closure and no block are made.
        let context = isShared ? Unmanaged.passUnretained(self) : Unmanaged.passRetained(self)
        CDispatch.dispatch_async_f(CDispatch.dispatch_get_main_queue(), context.toOpaque()) {
            let backlog = Unmanaged<MainQueueBacklog>.fromOpaque($0!)
            let isShared = backlog._withUnsafeGuaranteedRef { backlog in
                backlog.runQueuedWork()
                return backlog.isShared
            }
            if !isShared { backlog.release() }
        }
        #else
        MainQueue.queue.async { self.runQueuedWork() }
        #endif
    }

    /// Runs the work queued when it is called, in order, each counted until
    /// it has run; the block that ``enqueue(_:)`` enqueued.
    private func runQueuedWork() {
        var batch: [any MainQueueWork] = []
        let first = queue.withLock { queue -> (any MainQueueWork)? in
            queue.blockIsEnqueued = false
            // The usual batch, one work, moves no array.
            if !queue.waiting.isEmpty {
                batch = queue.waiting
                queue.waiting = queue.spare
                queue.spare = []
            }
            return queue.first.take()
        }
        if let first {
            first.runOnMainQueue()
            _ = fractal_atomic_fetch_add(word, -1)
        }
        guard !batch.isEmpty else { return }
        for work in batch {
            work.runOnMainQueue()
            _ = fractal_atomic_fetch_add(word, -1)
        }
        // The work is released here, outside the lock, last first; its array
        // is kept for the next batch. (Removing the elements one by one
        // keeps the capacity without `removeAll(keepingCapacity:)`'s
        // general path.)
        while batch.popLast() != nil {}
        queue.withLock { queue in
            if queue.spare.capacity < batch.capacity { swap(&queue.spare, &batch) }
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

    /// The work waiting for the main queue.
    private struct Queue: Sendable {
        /// The first work queued, before `waiting`: a batch of one needs no
        /// array.
        var first: (any MainQueueWork)?
        /// The work queued after `first`, in the order it was queued.
        var waiting: [any MainQueueWork] = []
        /// An empty array that keeps its capacity for the next batch.
        var spare: [any MainQueueWork] = []
        /// Whether a block that runs the queued work is enqueued on the main queue
        /// and has not started.
        var blockIsEnqueued = false
    }
}
