import FractalSynchronization

/// Keeps deliveries through chains of derived properties, and their
/// teardown, from growing the stack with the length of the chain.
///
/// A value set on a property reaches a derived property (``DerivedStorage``:
/// `stored()`, `combineLatest`, `flatten`) through an observer, which sends
/// it on to the derived property's observers, and so on down the chain: each
/// level nests a few calls inside the previous level's delivery. Releasing
/// the end of such a chain nests the same way, each derived property's
/// deinit releasing the one before. Unbounded, a chain of a few thousand
/// levels would overflow a secondary thread's 512 KiB stack.
///
/// Each thread counts how many derived deliveries and teardowns are nested
/// on its stack (a C `_Thread_local` in `FractalSynchronization`). Up to
/// ``inlineDepth`` of them run inline. Deeper, the work is deferred: a
/// delivery has already stored the value and taken the deliverer role (so
/// reads see the new value and other senders queue behind it); only the
/// calls to its observers wait, and a teardown's disposal and release of its
/// sources. The outermost derived delivery or teardown on the thread runs the
/// deferred work before it returns, each piece again with up to
/// ``inlineDepth`` levels inline, in the order an inline run would have
/// reached them (each piece's own deferred work before its next sibling's).
/// So the stack stays within ``inlineDepth`` levels, and by the time a set
/// returns, every level has delivered.
///
/// What changes past ``inlineDepth`` nested levels: a derived property's
/// observers are called after the delivery that caused the change returns,
/// not inside it. No rule of the delivery contract depends on that (calls to
/// one observer stay serial and ordered, and the last value is the current
/// one).
///
/// `map` and `skipRepeats` views are not counted: a view is a closure around
/// its source, so a chain of *n* views nests *n* frames on every read,
/// observation and delivery. A very long chain of views needs a `stored()`
/// every few hundred levels.
@usableFromInline
enum DerivedTrampoline {
    /// How many derived deliveries or teardowns nest inline on one thread
    /// before the next is deferred: deeper than any ordinary tree of derived
    /// properties, and a small part of a secondary thread's stack.
    @usableFromInline static let inlineDepth = 32

    /// Runs `body` inline when fewer than ``inlineDepth`` derived levels are
    /// nested on this thread, else defers what `deferred` returns until the
    /// outermost level returns.
    ///
    /// - Parameters:
    ///   - body: The work, run at once.
    ///   - deferred: Makes the same work as a closure to run later, on this
    ///     thread, before the outermost derived level returns.
    @inlinable @inline(__always)
    static func perform(_ body: () -> Void, deferring deferred: () -> () -> Void) {
        // This thread's state: thread-local memory, valid for the thread's
        // lifetime and touched only by it.
        let state = fractal_trampoline()!
        let depth = state.pointee.depth
        if depth >= inlineDepth {
            enqueue(deferred(), in: state)
            return
        }
        state.pointee.depth = depth + 1
        body()
        state.pointee.depth = depth
        if depth == 0, state.pointee.deferred != nil { drain(state) }
    }

    /// Queues `work` for the outermost level on this thread.
    @usableFromInline
    static func enqueue(_ work: @escaping () -> Void, in state: UnsafeMutablePointer<fractal_trampoline_state>) {
        if let deferred = state.pointee.deferred {
            Unmanaged<DeferredWork>.fromOpaque(deferred).takeUnretainedValue().jobs.append(work)
        } else {
            let queue = DeferredWork()
            queue.jobs.append(work)
            state.pointee.deferred = Unmanaged.passRetained(queue).toOpaque()
        }
    }

    /// Runs the deferred work, and what it defers in turn, until none is
    /// left; called by the outermost level, at depth 0.
    @usableFromInline
    static func drain(_ state: UnsafeMutablePointer<fractal_trampoline_state>) {
        let retained = Unmanaged<DeferredWork>.fromOpaque(state.pointee.deferred!)
        let queue = retained.takeUnretainedValue()
        // Counted as one level: each job nests up to `inlineDepth - 1` more.
        state.pointee.depth = 1
        while let job = queue.jobs.popLast() {
            let mark = queue.jobs.count
            job()
            // What `job` deferred runs next, first deferred first: the order
            // of an inline run, depth first.
            queue.jobs[mark...].reverse()
        }
        state.pointee.depth = 0
        state.pointee.deferred = nil
        retained.release()
    }
}

/// The work a thread deferred (``DerivedTrampoline``), as a stack: only its
/// own thread touches it, through the thread's trampoline state.
@usableFromInline
final class DeferredWork {
    @usableFromInline var jobs: [() -> Void] = []

    @usableFromInline
    init() {}
}
