import FractalAtomics

/// The lock-protected state of an ``ObserverStorage``.
@usableFromInline
struct ObserverState<Value: Sendable> {
    /// The current value (`nil` for event streams, which have none).
    @usableFromInline var current: Value?
    /// Observers in registration order; `nil` marks a removed one.
    @usableFromInline var slots: ContiguousArray<ObserverSlot<Value>?> = []
    /// How many slots are non-`nil`.
    @usableFromInline var liveCount = 0
    /// Whether the storage's owner is gone (``ObserverStorage/finish()``):
    /// nothing can be sent any more, so nobody is registered.
    @usableFromInline var isFinished = false
    /// The thread that last took the deliverer role (whether it still holds
    /// it is in the storage's delivery word).
    @usableFromInline var deliverer: ThreadIdentity?
    /// Values sent while a delivery was in progress, oldest first from `pendingHead`.
    @usableFromInline var pending: ContiguousArray<PendingDelivery<Value>?> = []
    @usableFromInline var pendingHead = 0

    @inlinable
    init(current: Value?) {
        self.current = current
    }

    /// Registers an observer in the next slot.
    @inlinable
    mutating func append(_ observer: @escaping @Sendable (Value) -> Void, _ observation: Observation<Value>) {
        observation.index = slots.count
        slots.append(ObserverSlot(send: observer, observation: observation))
        liveCount += 1
    }

    /// Starts delivering `value` to every observer and returns the snapshot to
    /// deliver to, or queues it (returning `nil`) when a delivery is in
    /// progress. Returns `nil` when there is nobody to deliver to.
    ///
    /// `word` is the storage's delivery word: bit 0 says a deliverer exists,
    /// the bits above count the queued deliveries. It changes under the lock,
    /// except that a deliverer with nothing queued gives up its role with one
    /// compare-and-swap, without the lock (``ObserverStorage/drainPending()``).
    @inlinable @inline(__always)
    mutating func beginBroadcast(of value: Value, word: UnsafeMutablePointer<Int>) -> ContiguousArray<ObserverSlot<Value>?>? {
        guard liveCount > 0 else { return nil }
        if enqueueIfDelivering(.broadcast(value, limit: slots.count), word: word) { return nil }
        return slots
    }

    /// Starts delivering `value` to the observer in slot `index` alone and
    /// returns it, or queues it (returning `nil`) when a delivery is in progress.
    @inlinable @inline(__always)
    mutating func beginSingleDelivery(of value: Value, toSlot index: Int, word: UnsafeMutablePointer<Int>) -> Value? {
        enqueueIfDelivering(.single(value, index: index), word: word) ? nil : value
    }

    /// Queues `delivery` if a deliverer exists and returns true; otherwise
    /// makes the calling thread the deliverer and returns false.
    @inlinable @inline(__always)
    mutating func enqueueIfDelivering(_ delivery: PendingDelivery<Value>, word: UnsafeMutablePointer<Int>) -> Bool {
        if fractal_atomic_load(word) & 1 == 0 {
            // No deliverer: only a deliverer changes the word without the
            // lock, so a plain store takes the role.
            fractal_atomic_store(word, 1)
            deliverer = .current
            // No delivery in progress: slot indices may move.
            if slots.count != liveCount { compactIfNeeded() }
            return false
        }
        return enqueue(delivery, word: word)
    }

    /// Queues `delivery` for the deliverer, or takes the role if the
    /// deliverer gave it up meanwhile (returning false).
    @inlinable
    mutating func enqueue(_ delivery: PendingDelivery<Value>, word: UnsafeMutablePointer<Int>) -> Bool {
        while true {
            let current = fractal_atomic_load(word)
            if current & 1 != 0 {
                // Count it first: the deliverer cannot leave while the count is not zero.
                if fractal_atomic_compare_exchange(word, current, current + 2) {
                    pending.append(delivery)
                    return true
                }
            } else {
                fractal_atomic_store(word, 1)
                deliverer = .current
                if slots.count != liveCount { compactIfNeeded() }
                return false
            }
        }
    }

    /// Takes the oldest queued value with the observers to deliver it to, or
    /// gives up the deliverer role when the queue is empty.
    @inlinable
    mutating func nextPendingDelivery(word: UnsafeMutablePointer<Int>) -> (PendingDelivery<Value>, ContiguousArray<ObserverSlot<Value>?>)? {
        guard pendingHead < pending.count else {
            if !pending.isEmpty {
                pending.removeAll(keepingCapacity: pending.capacity <= 64)
                pendingHead = 0
            }
            // Nothing is queued (queuing needs this lock), so the count is zero.
            fractal_atomic_store(word, 0)
            deliverer = nil
            if slots.count != liveCount { compactIfNeeded() }
            return nil
        }
        let next = pending[pendingHead].take()!
        pendingHead += 1
        _ = fractal_atomic_fetch_add(word, -2)
        return (next, slots)
    }

    /// Clears slot `index` and returns what it held.
    @inlinable
    mutating func removeSlot(at index: Int, isDelivering: Bool) -> ObserverSlot<Value>? {
        let removed = slots[index].take()
        liveCount -= 1
        if !isDelivering { compactIfNeeded() }
        return removed
    }

    /// Removes every observer and marks the state finished; returns the
    /// removed slots, for the caller to release outside the lock.
    @inlinable
    mutating func finish() -> ContiguousArray<ObserverSlot<Value>?> {
        isFinished = true
        for index in slots.indices { slots[index]?.observation.index = -1 }
        liveCount = 0
        defer { slots = [] }
        return slots
    }

    /// Drops trailing removed slots, and compacts the others once they
    /// outnumber the live ones (never while a delivery is in progress,
    /// because snapshots and queued deliveries refer to slot indices; a
    /// delivery cannot start while the lock is held).
    ///
    /// - Complexity: Amortised O(1) per removal: a trailing slot is dropped
    ///   once, and a compaction, O(*n*), follows at least *n*/2 removals.
    @inlinable
    mutating func compactIfNeeded() {
        while let last = slots.indices.last, slots[last] == nil {
            slots.removeLast()
        }
        if slots.isEmpty {
            // A property that once had many observers gives their memory back.
            if slots.capacity > 64 { slots = [] }
            return
        }
        let holes = slots.count - liveCount
        guard holes > 16, holes > liveCount else { return }
        var compacted = ContiguousArray<ObserverSlot<Value>?>()
        compacted.reserveCapacity(liveCount)
        for case let slot? in slots {
            slot.observation.index = compacted.count
            compacted.append(slot)
        }
        slots = compacted
    }
}
