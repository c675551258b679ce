import FractalSynchronization

/// The lock-protected state of an ``ObserverStorage``.
///
/// Kept small (the flags fill the deliverer's padding, the rarely used queues
/// sit behind one lazily made box): it costs less to destroy.
@usableFromInline
struct ObserverState<Value: Sendable> {
    /// The current value (`nil` for event streams, which have none).
    @usableFromInline var current: Value?
    /// Slot 0 while ``slotsAreInline``; while ``inlineIsRetired``, a slot the
    /// deliverer may still read, cleared when it is back under the lock. Its
    /// address, which never moves (the state is its buffer's element), is
    /// ``ObserverStorage/inlineSlotAddress``.
    @usableFromInline var inlineSlot: ObserverSlot<Value>?
    /// Observers in registration order; `nil` marks a removed one. Unused
    /// while ``slotsAreInline``.
    @usableFromInline var slots: ContiguousArray<ObserverSlot<Value>?> = []
    /// The thread that last took the deliverer role (whether it still holds
    /// it is in the storage's delivery word).
    @usableFromInline var deliverer: ThreadIdentity?
    // The flags are declared after `deliverer`, whose padding they fill.
    /// Whether the slots are ``inlineSlot`` (``inlineCount``, 0 or 1, of
    /// them) rather than ``slots``: one observer, the usual case, allocates no
    /// array. A second moves them to ``slots``, until ``slots`` is empty.
    @usableFromInline var slotsAreInline = true
    /// Whether ``inlineSlot`` counts as slot 0 (``inlineCount``).
    @usableFromInline var inlineIsUsed = false
    /// See ``inlineSlot``.
    @usableFromInline var inlineIsRetired = false
    /// Whether the storage's owner is gone (``ObserverStorage/finish()``):
    /// nothing can be sent any more, so nobody is registered.
    @usableFromInline var isFinished = false
    /// Whether the deliverer may be reading `slots`' buffer without the lock
    /// (it was lent by ``lendSlots(inlineSlot:)``). While it is, `slots` is
    /// never changed in place: see ``prepareSlotsForMutation(word:)``.
    @usableFromInline var slotsAreLent = false
    /// How many slots are non-`nil`.
    @usableFromInline var liveCount = 0
    /// The retired slot buffers and the queued deliveries, made the first
    /// time either is needed (a delivery overlapped by a change or a send).
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
    @inlinable var slotCount: Int { slotsAreInline ? inlineCount : slots.count }

    /// Whether slot `index` exists and holds an observer.
    @inlinable
    func isLiveSlot(_ index: Int) -> Bool {
        if slotsAreInline { return index < inlineCount && inlineSlot != nil }
        return index < slots.count && slots[index] != nil
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
        let index = slots.count
        observation.index = index
        slots.append(ObserverSlot(send: observer, observation: observation))
        return index
    }

    /// Moves the inline slot (there is one) to ``slots``.
    @inlinable
    mutating func moveInlineSlotToArray() {
        slots.reserveCapacity(4)
        slots.append(inlineIsRetired ? inlineSlot : inlineSlot.take())
        slotsAreInline = false
        inlineCount = 0
    }
}

/// The bits of an ``ObserverStorage``'s delivery word.
@usableFromInline
enum DeliveryWord {
    /// A thread holds the deliverer role.
    @usableFromInline static let deliverer = 1
    /// Slot buffers were retired while lent: the deliverer must come back
    /// under the lock to release them.
    @usableFromInline static let retired = 2
    /// One queued delivery.
    @usableFromInline static let queuedUnit = 4
}

/// The rarely used queues of an ``ObserverState``, in a box of their own
/// made the first time one is needed. Guarded by the storage's lock, like
/// the state that holds it.
@usableFromInline
final class ObserverQueues<Value: Sendable> {
    /// Slot buffers replaced while the deliverer was reading them, kept alive
    /// until the deliverer is back under the lock.
    @usableFromInline @exclusivity(unchecked) var retired: ContiguousArray<ContiguousArray<ObserverSlot<Value>?>> = []
    /// Values sent while a delivery was in progress, oldest first from `pendingHead`.
    @usableFromInline @exclusivity(unchecked) var pending: ContiguousArray<PendingDelivery<Value>?> = []
    @usableFromInline @exclusivity(unchecked) var pendingHead = 0

    @inlinable
    init() {}
}
