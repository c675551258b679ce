import FractalAtomics

/// The lock-protected state of an ``ObserverStorage``.
@usableFromInline
struct ObserverState<Value: Sendable> {
    /// The current value (`nil` for event streams, which have none).
    @usableFromInline var current: Value?
    /// Observers in registration order; `nil` marks a removed one.
    @usableFromInline var slots: ContiguousArray<ObserverSlot<Value>?> = []
    /// The observation of each slot (same indices), for compaction.
    @usableFromInline var observations: ContiguousArray<Observation<Value>?> = []
    /// How many slots are non-`nil`.
    @usableFromInline var liveCount = 0
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
        slots.append(ObserverSlot(send: observer))
        observations.append(observation)
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
    @inlinable
    mutating func beginBroadcast(of value: Value, word: UnsafeMutablePointer<Int>) -> ContiguousArray<ObserverSlot<Value>?>? {
        guard liveCount > 0 else { return nil }
        if enqueueIfDelivering(.broadcast(value, limit: slots.count), word: word) { return nil }
        return slots
    }

    /// Starts delivering `value` to the observer in slot `index` alone and
    /// returns it, or queues it (returning `nil`) when a delivery is in progress.
    @inlinable
    mutating func beginSingleDelivery(of value: Value, toSlot index: Int, word: UnsafeMutablePointer<Int>) -> Value? {
        enqueueIfDelivering(.single(value, index: index), word: word) ? nil : value
    }

    /// Queues `delivery` if a deliverer exists and returns true; otherwise
    /// makes the calling thread the deliverer and returns false.
    @inlinable
    mutating func enqueueIfDelivering(_ delivery: PendingDelivery<Value>, word: UnsafeMutablePointer<Int>) -> Bool {
        while true {
            let current = fractal_atomic_load(word)
            if current & 1 != 0 {
                // Count it first: the deliverer cannot leave while the count is not zero.
                if fractal_atomic_compare_exchange(word, current, current + 2) {
                    pending.append(delivery)
                    return true
                }
            } else if fractal_atomic_compare_exchange(word, 0, 1) {
                deliverer = .current
                // No delivery in progress: slot indices may still move.
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
        observations[index] = nil
        liveCount -= 1
        if !isDelivering { compactIfNeeded() }
        return removed
    }

    /// Drops removed slots once they outnumber the live ones (never while a
    /// delivery is in progress, because snapshots and queued deliveries refer
    /// to slot indices; a delivery cannot start while the lock is held).
    ///
    /// - Complexity: O(*n*) when it compacts, which happens after at least
    ///   *n*/2 removals since the last time: amortised O(1) per removal.
    @inlinable
    mutating func compactIfNeeded() {
        if liveCount == 0 {
            if !slots.isEmpty {
                slots.removeAll(keepingCapacity: slots.count <= 16)
                observations.removeAll(keepingCapacity: observations.count <= 16)
            }
            return
        }
        while let last = slots.last, last == nil {
            slots.removeLast()
            observations.removeLast()
        }
        let holes = slots.count - liveCount
        guard holes > 16, holes > liveCount else { return }
        var compactedSlots = ContiguousArray<ObserverSlot<Value>?>()
        var compactedObservations = ContiguousArray<Observation<Value>?>()
        compactedSlots.reserveCapacity(liveCount)
        compactedObservations.reserveCapacity(liveCount)
        for index in slots.indices {
            guard let slot = slots[index], let observation = observations[index] else { continue }
            observation.index = compactedSlots.count
            compactedSlots.append(slot)
            compactedObservations.append(observation)
        }
        slots = compactedSlots
        observations = compactedObservations
    }
}

/// A registered observer's handle: disposing it removes the observer.
///
/// It refers to its storage weakly (an observation does not keep a
/// ``MutableProperty`` alive), except that a derived property's observations
/// retain the derived property's owner so it keeps updating while observed.
@usableFromInline
final class Observation<Value: Sendable>: Disposable {
    @usableFromInline weak let storage: ObserverStorage<Value>?
    @usableFromInline let owner: (any AnyObject & Sendable)?

    /// The observer's slot in its storage, or -1 once removed. Guarded by the
    /// storage's lock.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var index = -1

    @inlinable
    init(storage: ObserverStorage<Value>, retaining owner: (any AnyObject & Sendable)?) {
        self.storage = storage
        self.owner = owner
    }

    /// Whether the observer was removed (or its storage is gone).
    @usableFromInline
    var isDisposed: Bool {
        guard let storage else { return true }
        return !storage.contains(self)
    }

    /// Removes the observer. Does nothing if it was already removed.
    @usableFromInline
    func dispose() {
        guard let storage else { return }
        storage.remover(storage, self)
    }
}
