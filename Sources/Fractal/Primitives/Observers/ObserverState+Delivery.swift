import FractalSynchronization

// The delivery side of ``ObserverState``: broadcasting, lending the slots to
// the deliverer, queuing deliveries, handing the deliverer role back. Every
// method runs under the storage lock; `word` is the storage's delivery word
// (``DeliveryWord``).
extension ObserverState {
    /// Starts delivering `value` to every observer and returns the slots to
    /// deliver to (lent, see ``lendSlots(inlineSlot:)``), or queues it
    /// (returning `nil`) when a delivery is in progress. Returns `nil` when
    /// there is nobody to deliver to.
    @inlinable @inline(__always)
    mutating func beginBroadcast(
        of value: Value, word: UnsafeMutablePointer<Int>, inlineSlot address: UnsafeMutablePointer<ObserverSlot<Value>?>
    ) -> UnsafeBufferPointer<ObserverSlot<Value>?>? {
        guard liveCount > 0 else { return nil }
        if enqueueIfDelivering(.broadcast(value, limit: slotCount), word: word) { return nil }
        return lendSlots(inlineSlot: address)
    }

    /// Lends the slots to the deliverer, which reads them after the lock,
    /// without holding a reference to them. `address` is the address of
    /// ``inlineSlot``, from ``ObserverStorage/Access/inlineSlot``.
    ///
    /// What the pointer addresses stays valid and unchanged until the
    /// deliverer is back under the lock: while the slots are lent, a change
    /// to them first retires them (``prepareSlotsForMutation(word:)``) and
    /// works on a copy, and retired slots are released only by the deliverer,
    /// after its next visit to the lock, outside it. The pointer itself is
    /// valid for as long as what it addresses lives: an ``ObserverSlots``'
    /// memory is its own allocation, and the inline slot's address is valid
    /// inside the ``ObserverStorage/withAccess(_:)`` call it came from, which
    /// is where the deliverer uses it (work deferred past that call takes
    /// the address again: ``ObserverStorage/deliverDerived(_:to:with:)``).
    /// Slot indices never move while a delivery is in progress, so an index
    /// means the same observer in the lent slots and in the current ones.
    @inlinable @inline(__always)
    mutating func lendSlots(inlineSlot address: UnsafeMutablePointer<ObserverSlot<Value>?>) -> UnsafeBufferPointer<ObserverSlot<Value>?> {
        slotsAreLent = true
        if slotsAreInline { return UnsafeBufferPointer(start: address, count: inlineCount) }
        let slots = slots.unsafelyUnwrapped
        return UnsafeBufferPointer(start: slots.base, count: slots.count)
    }

    /// Called before every change to the slots: if the deliverer may be
    /// reading them, retires them (``retireLentSlots(word:)``), so that the
    /// change is made to a copy.
    @inlinable @inline(__always)
    mutating func prepareSlotsForMutation(word: UnsafeMutablePointer<Int>) {
        guard slotsAreLent else { return }
        slotsAreLent = false
        retireLentSlots(word: word)
    }

    /// Retires the lent slots if a deliverer still exists: flags the word so
    /// that it comes back under the lock, then keeps the lent
    /// ``ObserverSlots`` alive in the queues' `retired` and puts a copy in
    /// its place, or, for the inline slot, leaves it where it is
    /// (``inlineIsRetired``) and moves the slots to ``slots``.
    @inlinable
    mutating func retireLentSlots(word: UnsafeMutablePointer<Int>) {
        while true {
            let current = fractal_atomic_load(word)
            // The deliverer left: nobody reads the slots any more.
            if current & DeliveryWord.deliverer == 0 { return }
            if fractal_atomic_compare_exchange(word, current, current | DeliveryWord.retired) {
                if slotsAreInline {
                    // An empty inline slot was lent: the deliverer reads nothing.
                    guard inlineCount == 1 else { return }
                    inlineIsRetired = true
                    moveInlineSlotToArray()
                } else {
                    let slots = slots.unsafelyUnwrapped
                    madeQueues().retired.append(slots)
                    self.slots = slots.copy()
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
    /// slots (in `retired`, for the caller to release outside the lock),
    /// then takes the oldest queued value with the slots to deliver it to,
    /// or gives up the deliverer role when the queue is empty.
    @inlinable
    mutating func nextPendingDelivery(
        word: UnsafeMutablePointer<Int>,
        inlineSlot address: UnsafeMutablePointer<ObserverSlot<Value>?>,
        retired: inout RetiredSlots<Value>
    ) -> (PendingDelivery<Value>, UnsafeBufferPointer<ObserverSlot<Value>?>)? {
        // The deliverer reads no slots now. It is also the only one that
        // changes the word without the lock, so plain stores are enough here.
        let queues = self.queues
        if let queues, !queues.retired.isEmpty { swap(&queues.retired, &retired.storages) }
        if inlineIsRetired {
            retired.inlineSlot = inlineSlot.take()
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
        let removed = slotsAreInline ? inlineSlot.take() : slots.unsafelyUnwrapped.base[index].take()
        liveCount -= 1
        if !isDelivering { compactIfNeeded(word: word) }
        return removed
    }

    /// Removes every observer and marks the state finished; returns the
    /// removed slots, for the caller to release outside the lock.
    @inlinable
    mutating func finish(word: UnsafeMutablePointer<Int>) -> (ObserverSlots<Value>?, ObserverSlot<Value>?) {
        prepareSlotsForMutation(word: word)
        isFinished = true
        liveCount = 0
        if slotsAreInline {
            inlineSlot?.observation.index = -1
            inlineCount = 0
            return (nil, inlineSlot.take())
        }
        let slots = slots.unsafelyUnwrapped
        for index in 0..<slots.count { slots.base[index]?.observation.index = -1 }
        self.slots = nil
        slotsAreInline = true
        return (slots, nil)
    }

    /// Drops trailing removed slots, and compacts the others once they
    /// outnumber the live ones (never while a delivery is in progress,
    /// because the lent slots and queued deliveries refer to slot indices;
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
        let slots = slots.unsafelyUnwrapped
        slots.dropTrailingRemoved()
        // Back inline once empty, unless the deliverer may still read a retired
        // inline slot (released when it comes back under the lock).
        if slots.count == 0, !inlineIsRetired {
            slotsAreInline = true
            // Storage for many observers is given back; a small one is kept for the next.
            if slots.capacity > 64 { self.slots = nil }
            return
        }
        let holes = slots.count - liveCount
        guard holes > 16, holes > liveCount else { return }
        self.slots = slots.compacted(liveCount: liveCount)
    }
}
