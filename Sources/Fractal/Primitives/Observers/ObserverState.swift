import FractalSynchronization

/// What the lock of an ``ObserverStorage`` guards: the current value, the
/// observers' slots, and the bookkeeping of the delivery in progress.
///
/// Every field is read and written under the storage lock. The one read made
/// without it is the deliverer's read of the slots it was lent
/// (``lendSlots(inlineSlot:)``): the inline slot, or the memory of an
/// ``ObserverSlots``. While they are lent, nothing writes to them.
///
/// The rarely used parts (retired slots and queued values) sit behind one
/// box made when first needed (``queues``), so that a quiet storage's state
/// stays small.
@usableFromInline
struct ObserverState<Value: Sendable> {
    /// The current value (`nil` for event streams, which have none).
    @usableFromInline var current: Value?
    /// Slot 0 while ``slotsAreInline``: a storage with one observer, the
    /// usual case, has no ``ObserverSlots``. While ``inlineIsRetired``, a
    /// slot the deliverer may still be reading, left in place until it is
    /// back under the lock.
    @usableFromInline var inlineSlot: ObserverSlot<Value>?
    /// The slots, in registration order, while ``slotsAreInline`` is false;
    /// `nil` in a slot marks a removed observer. Never `nil` while
    /// ``slotsAreInline`` is false (the reads of the delivery path rely on
    /// it); `nil` until a second observer arrives. Never the retired storage
    /// the deliverer may be reading: a change while the slots are lent
    /// retires this object and puts a copy here
    /// (``prepareSlotsForMutation(word:)``).
    @usableFromInline var slots: ObserverSlots<Value>?
    /// The thread that last took the deliverer role (whether it still holds
    /// it is in the storage's delivery word).
    @usableFromInline var deliverer: ThreadIdentity?
    // The flags are declared after `deliverer`, whose padding they fill.
    /// Whether the slots are ``inlineSlot`` (``inlineCount``, 0 or 1, of
    /// them) rather than ``slots``. A second observer moves them to
    /// ``slots``; they come back inline once ``slots`` is empty again.
    @usableFromInline var slotsAreInline = true
    /// Whether ``inlineSlot`` counts as slot 0 (``inlineCount``).
    @usableFromInline var inlineIsUsed = false
    /// Whether ``inlineSlot`` was retired while lent: the slots moved to
    /// ``slots``, and the deliverer may still read the inline slot, which
    /// stays as it is until the deliverer is back under the lock.
    @usableFromInline var inlineIsRetired = false
    /// Whether the storage's owner is gone (``ObserverStorage/finish()``):
    /// nothing can be sent any more, so nobody is registered.
    @usableFromInline var isFinished = false
    /// Whether the deliverer may be reading the slots without the lock (they
    /// were lent by ``lendSlots(inlineSlot:)``). While it may, the slots are
    /// never changed in place: see ``prepareSlotsForMutation(word:)``. It may
    /// be stale once the deliverer has left; the delivery word says whether a
    /// deliverer exists.
    @usableFromInline var slotsAreLent = false
    /// How many slots are non-`nil`.
    @usableFromInline var liveCount = 0
    /// The retired slots and the queued deliveries, made the first time
    /// either is needed (a delivery overlapped by a change or a send).
    @usableFromInline var queues: ObserverQueues<Value>?

    /// 0 or 1: whether ``inlineSlot`` counts as slot 0.
    @inlinable var inlineCount: Int {
        get { inlineIsUsed ? 1 : 0 }
        set { inlineIsUsed = newValue != 0 }
    }

    /// The queues' box, made if there is none yet.
    @inlinable
    mutating func madeQueues() -> ObserverQueues<Value> {
        if let queues { return queues }
        let made = ObserverQueues<Value>()
        queues = made
        return made
    }

    @inlinable
    init(current: Value?) {
        self.current = current
    }

    /// How many slots there are, removed ones included.
    @inlinable var slotCount: Int { slotsAreInline ? inlineCount : slots.unsafelyUnwrapped.count }

    /// Whether slot `index` exists and holds an observer.
    @inlinable
    func isLiveSlot(_ index: Int) -> Bool {
        if slotsAreInline { return index < inlineCount && inlineSlot != nil }
        let slots = slots.unsafelyUnwrapped
        return index < slots.count && slots.base[index] != nil
    }

    /// Registers an observer in the next slot, and returns the slot's index.
    /// Both references are moved into the slot: taken owned, they are not
    /// retained again.
    @inlinable @discardableResult
    mutating func append(
        _ observer: consuming @escaping @Sendable (Value) -> Void,
        _ observation: consuming Observation<Value>,
        word: UnsafeMutablePointer<Int>
    ) -> Int {
        prepareSlotsForMutation(word: word)
        liveCount += 1
        if slotsAreInline {
            if inlineCount == 0 {
                observation.index = 0
                inlineSlot = ObserverSlot(send: observer, observation: observation)
                inlineCount = 1
                return 0
            }
            moveInlineSlotToArray()
        }
        let slots = slotsWithRoomForOne()
        let index = slots.count
        observation.index = index
        slots.append(ObserverSlot(send: observer, observation: observation))
        return index
    }

    /// Moves the inline slot (there is one) to ``slots``. A retired inline
    /// slot is copied, not moved: the deliverer may still be reading it.
    @inlinable
    mutating func moveInlineSlotToArray() {
        slotsWithRoomForOne().append(inlineIsRetired ? inlineSlot : inlineSlot.take())
        slotsAreInline = false
        inlineCount = 0
    }

    /// ``slots``, made or grown so that one more slot fits. Only called once
    /// the slots are not lent (``prepareSlotsForMutation(word:)``), so growing
    /// moves the slots to the new storage.
    @inlinable
    mutating func slotsWithRoomForOne() -> ObserverSlots<Value> {
        if let slots, slots.count < slots.capacity { return slots }
        let grown = ObserverSlots<Value>(capacity: Swift.max(4, (slots?.capacity ?? 0) * 2))
        if let slots { grown.moveSlots(from: slots) }
        slots = grown
        return grown
    }
}

/// The slots of an ``ObserverState`` past the inline one, in memory this
/// object allocates itself and frees in its deinit.
///
/// The deliverer reads these slots without the lock, through ``base``
/// (``ObserverState/lendSlots(inlineSlot:)``). That read is sound because
/// the memory comes from `UnsafeMutablePointer.allocate(capacity:)`: it
/// stays valid until `deallocate()`, which only this object's deinit calls,
/// whatever scope the pointer was taken in. So the pointer is valid for as long as this
/// object lives, and the storage keeps the object alive for as long as a
/// deliverer may read it: as its ``ObserverState/slots``, then, once
/// retired, in ``ObserverQueues/retired`` until the deliverer is back under
/// the lock. (A `ContiguousArray`'s or `ManagedBuffer`'s element pointer is
/// only valid inside the `withUnsafe…` call that provides it.)
///
/// Slots `0..<count` are initialised; the rest of `capacity` is not. The
/// object is changed only under the storage lock, and only while the
/// deliverer is not reading it: once retired it never changes again.
@usableFromInline
final class ObserverSlots<Value: Sendable> {
    /// The first slot; valid for this object's whole lifetime.
    @usableFromInline let base: UnsafeMutablePointer<ObserverSlot<Value>?>
    /// How many slots fit.
    @usableFromInline let capacity: Int
    /// How many slots, from the first, are initialised.
    @usableFromInline @exclusivity(unchecked) var count = 0

    @inlinable
    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends `slot`; there is room for it.
    @inlinable
    func append(_ slot: consuming ObserverSlot<Value>?) {
        (base + count).initialize(to: slot)
        count += 1
    }

    /// Moves every slot of `other` (which then holds none) to this empty
    /// storage, which has room for them.
    @inlinable
    func moveSlots(from other: ObserverSlots<Value>) {
        base.moveInitialize(from: other.base, count: other.count)
        count = other.count
        other.count = 0
    }

    /// A new storage holding the same slots, with room for at least one
    /// more.
    @inlinable
    func copy() -> ObserverSlots<Value> {
        let copy = ObserverSlots(capacity: count < capacity ? capacity : capacity * 2)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Drops the trailing removed slots.
    @inlinable
    func dropTrailingRemoved() {
        while count > 0, base[count - 1] == nil {
            count -= 1
            (base + count).deinitialize(count: 1)
        }
    }

    /// A new storage holding only the live slots, in order, each
    /// observation told its new index; this one is left empty.
    ///
    /// - Parameter liveCount: How many slots are live.
    /// - Returns: The compacted storage.
    @inlinable
    func compacted(liveCount: Int) -> ObserverSlots<Value> {
        let compacted = ObserverSlots(capacity: Swift.max(4, liveCount))
        for index in 0..<count {
            guard let slot = (base + index).move() else { continue }
            slot.observation.index = compacted.count
            compacted.append(slot)
        }
        count = 0
        return compacted
    }
}

/// The bits of an ``ObserverStorage``'s delivery word.
///
/// The word says whether a thread holds the deliverer role (bit 0,
/// ``deliverer``), whether that deliverer has retired slots to release
/// (bit 1, ``retired``), and how many values are queued for it (the bits
/// above, in units of ``queuedUnit``). It is changed under the storage lock, except by the deliverer
/// giving up its role when nothing is queued or retired: one
/// compare-and-swap from ``deliverer`` to 0, without the lock
/// (``ObserverStorage/Access/drainPending()``). Because a sender counts a
/// value in the word before it queues it, and a change to lent slots sets
/// ``retired`` before it retires them, that swap fails whenever the
/// deliverer has work left, and it carries on under the lock. The role, and
/// with it everything the deliverer touches without the lock, is handed
/// over through this word with acquire-release atomics.
@usableFromInline
enum DeliveryWord {
    /// A thread holds the deliverer role.
    @usableFromInline static let deliverer = 1
    /// Slots were retired while lent: the deliverer must come back under the
    /// lock to release them.
    @usableFromInline static let retired = 2
    /// One queued delivery.
    @usableFromInline static let queuedUnit = 4
}

/// The rarely used queues of an ``ObserverState``, in a box of their own
/// made the first time one is needed. Guarded by the storage's lock, like
/// the state that holds it.
@usableFromInline
final class ObserverQueues<Value: Sendable> {
    /// Slot storage replaced while the deliverer was reading it, kept alive
    /// until the deliverer is back under the lock.
    @usableFromInline @exclusivity(unchecked) var retired: ContiguousArray<ObserverSlots<Value>> = []
    /// Values sent while a delivery was in progress, oldest first from `pendingHead`.
    @usableFromInline @exclusivity(unchecked) var pending: ContiguousArray<PendingDelivery<Value>?> = []
    @usableFromInline @exclusivity(unchecked) var pendingHead = 0

    @inlinable
    init() {}
}

/// What the deliverer takes from the state when it is back under the lock
/// and releases after it, outside the lock (a deinit the release triggers
/// may call back in): the retired slot storage, and a retired inline slot.
@usableFromInline
struct RetiredSlots<Value: Sendable> {
    @usableFromInline var storages: ContiguousArray<ObserverSlots<Value>> = []
    @usableFromInline var inlineSlot: ObserverSlot<Value>?

    @inlinable
    init() {}
}
