import FractalSynchronization

// The delivery side of ``ObserverState``: broadcasting, lending the slots to
// the deliverer, queuing deliveries, handing the deliverer role back.
extension ObserverState {
    /// Starts delivering `value` to every observer and returns the slots to
    /// deliver to (lent, see ``lendSlots(inlineSlot:)``), or queues it (returning `nil`)
    /// when a delivery is in progress. Returns `nil` when there is nobody to
    /// deliver to.
    ///
    /// `word` is the storage's delivery word: bit 0 says a deliverer exists,
    /// bit 1 that it must come back under the lock to release retired slot
    /// buffers, and the bits above count the queued deliveries (in units of
    /// ``DeliveryWord/queuedUnit``). It changes under the lock, except that a
    /// deliverer with nothing to do under the lock gives up its role with one
    /// compare-and-swap, without the lock (``ObserverStorage/drainPending()``).
    @inlinable @inline(__always)
    mutating func beginBroadcast(
        of value: Value, word: UnsafeMutablePointer<Int>, inlineSlot: UnsafeMutablePointer<ObserverSlot<Value>?>
    ) -> UnsafeBufferPointer<ObserverSlot<Value>?>? {
        guard liveCount > 0 else { return nil }
        if enqueueIfDelivering(.broadcast(value, limit: slotCount), word: word) { return nil }
        return lendSlots(inlineSlot: inlineSlot)
    }

    /// Lends the slots' buffer to the deliverer, which reads it without the
    /// lock: no retain and release of a snapshot on every delivery. The buffer
    /// stays valid because, while it is lent, a change to `slots` first
    /// retires it (``prepareSlotsForMutation(word:)``) and so copies instead
    /// of writing in place, and retired buffers live until the deliverer is
    /// back under the lock. `inlineSlot` is the address of ``inlineSlot``
    /// (``ObserverStorage/inlineSlotAddress``).
    @inlinable @inline(__always)
    mutating func lendSlots(inlineSlot address: UnsafeMutablePointer<ObserverSlot<Value>?>) -> UnsafeBufferPointer<ObserverSlot<Value>?> {
        slotsAreLent = true
        if slotsAreInline { return UnsafeBufferPointer(start: address, count: inlineCount) }
        return slots.withUnsafeBufferPointer { $0 }
    }

    /// Called before every change to `slots`: if the deliverer may be reading
    /// the buffer, keeps it alive in the queues' `retired` (so the change copies it) and
    /// flags the word so the deliverer comes back under the lock to release it.
    @inlinable @inline(__always)
    mutating func prepareSlotsForMutation(word: UnsafeMutablePointer<Int>) {
        guard slotsAreLent else { return }
        slotsAreLent = false
        retireLentSlots(word: word)
    }

    @inlinable
    mutating func retireLentSlots(word: UnsafeMutablePointer<Int>) {
        while true {
            let current = fractal_atomic_load(word)
            // The deliverer left: nobody reads the buffer any more.
            if current & DeliveryWord.deliverer == 0 { return }
            if fractal_atomic_compare_exchange(word, current, current | DeliveryWord.retired) {
                if slotsAreInline {
                    // The inline slot stays until the deliverer is back; changes go to `slots`.
                    inlineIsRetired = true
                    if inlineCount == 1 { moveInlineSlotToArray() } else { slotsAreInline = false }
                } else {
                    madeQueues().retired.append(slots)
                }
                return
            }
        }
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
        if fractal_atomic_load(word) & DeliveryWord.deliverer == 0 {
            takeDelivererRole(word: word)
            return false
        }
        return enqueue(delivery, word: word)
    }

    /// Makes the calling thread the deliverer. There is none: only a
    /// deliverer changes the word without the lock, so a plain store does it.
    @inlinable @inline(__always)
    mutating func takeDelivererRole(word: UnsafeMutablePointer<Int>) {
        fractal_atomic_store(word, DeliveryWord.deliverer)
        deliverer = .current
        // No delivery in progress: slot indices may move.
        if slotCount != liveCount { compactIfNeeded(word: word) }
    }

    /// Queues `delivery` for the deliverer, or takes the role if the
    /// deliverer gave it up meanwhile (returning false).
    @inlinable
    mutating func enqueue(_ delivery: PendingDelivery<Value>, word: UnsafeMutablePointer<Int>) -> Bool {
        while true {
            let current = fractal_atomic_load(word)
            if current & DeliveryWord.deliverer == 0 {
                takeDelivererRole(word: word)
                return false
            }
            // Count it first: the deliverer cannot leave while the count is not zero.
            if fractal_atomic_compare_exchange(word, current, current + DeliveryWord.queuedUnit) {
                madeQueues().pending.append(delivery)
                return true
            }
        }
    }

    /// Called by the deliverer, back under the lock: hands over the retired
    /// slot buffers (in `retiredBuffers`, for the caller to release outside
    /// the lock), then takes the oldest queued value with the slots to
    /// deliver it to, or gives up the deliverer role when the queue is empty.
    @inlinable
    mutating func nextPendingDelivery(
        word: UnsafeMutablePointer<Int>,
        inlineSlot address: UnsafeMutablePointer<ObserverSlot<Value>?>,
        retiredBuffers: inout ContiguousArray<ContiguousArray<ObserverSlot<Value>?>>
    ) -> (PendingDelivery<Value>, UnsafeBufferPointer<ObserverSlot<Value>?>)? {
        // The deliverer reads no buffer now. It is also the only one that
        // changes the word without the lock, so plain stores are enough here.
        let queues = self.queues
        if let queues, !queues.retired.isEmpty { swap(&queues.retired, &retiredBuffers) }
        if inlineIsRetired {
            // Rare (the slots changed while an inline slot was delivered to):
            // released by the caller, outside the lock, like retired buffers.
            retiredBuffers.append([inlineSlot.take()])
            inlineIsRetired = false
        }
        slotsAreLent = false
        guard let queues, queues.pendingHead < queues.pending.count else {
            if let queues, !queues.pending.isEmpty {
                queues.pending.removeAll(keepingCapacity: queues.pending.capacity <= 64)
                queues.pendingHead = 0
            }
            // Nothing is queued (queuing needs this lock), so the count is zero.
            fractal_atomic_store(word, 0)
            deliverer = nil
            if slotCount != liveCount { compactIfNeeded(word: word) }
            return nil
        }
        let next = queues.pending[queues.pendingHead].take()!
        queues.pendingHead += 1
        let current = fractal_atomic_load(word) & ~DeliveryWord.retired
        fractal_atomic_store(word, current - DeliveryWord.queuedUnit)
        return (next, lendSlots(inlineSlot: address))
    }

    /// Clears slot `index` and returns what it held.
    @inlinable
    mutating func removeSlot(at index: Int, isDelivering: Bool, word: UnsafeMutablePointer<Int>) -> ObserverSlot<Value>? {
        prepareSlotsForMutation(word: word)
        let removed = slotsAreInline ? inlineSlot.take() : slots[index].take()
        liveCount -= 1
        if !isDelivering { compactIfNeeded(word: word) }
        return removed
    }

    /// Removes every observer and marks the state finished; returns the
    /// removed slots, for the caller to release outside the lock.
    @inlinable
    mutating func finish(word: UnsafeMutablePointer<Int>) -> (ContiguousArray<ObserverSlot<Value>?>, ObserverSlot<Value>?) {
        prepareSlotsForMutation(word: word)
        isFinished = true
        liveCount = 0
        if slotsAreInline {
            inlineSlot?.observation.index = -1
            inlineCount = 0
            return ([], inlineSlot.take())
        }
        for index in slots.indices { slots[index]?.observation.index = -1 }
        defer { slots = [] }
        return (slots, nil)
    }

    /// Drops trailing removed slots, and compacts the others once they
    /// outnumber the live ones (never while a delivery is in progress,
    /// because the lent buffer and queued deliveries refer to slot indices;
    /// a delivery cannot start while the lock is held).
    ///
    /// - Complexity: Amortised O(1) per removal: a trailing slot is dropped
    ///   once, and a compaction, O(*n*), follows at least *n*/2 removals.
    @inlinable
    mutating func compactIfNeeded(word: UnsafeMutablePointer<Int>) {
        prepareSlotsForMutation(word: word)
        if slotsAreInline {
            if inlineSlot == nil { inlineCount = 0 }
            return
        }
        while let last = slots.indices.last, slots[last] == nil {
            slots.removeLast()
        }
        if slots.isEmpty {
            // A property that once had many observers gives their memory back.
            if slots.capacity > 64 { slots = [] }
            // No deliverer reads the inline slot now (it was released when the
            // deliverer came back under the lock): the next observer goes there.
            if !inlineIsRetired { slotsAreInline = true }
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
