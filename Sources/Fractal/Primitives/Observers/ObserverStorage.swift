import FractalSynchronization

/// The engine behind every ``MutableProperty``, ``Emitter`` and derived
/// property: an optional current value, the observers, and the values
/// waiting to be delivered to them, behind one lock.
///
/// ## Where things are
///
/// A storage is one ``ObserverBuffer`` object. Its header
/// (``ObserverStorageHeader``) holds the storage lock, the delivery word and
/// the deliverer's count of its own removals; its one element,
/// ``ObserverState``, holds everything the lock guards. The code reaches
/// both through ``withAccess(_:)``, and uses the ``Access`` it is given only
/// inside that call, where the buffer's addresses are valid. Each observer
/// has a slot (an ``ObserverSlot``: its closure, and its ``Observation``,
/// the handle that removes it).
///
/// ## Sending a value: the deliverer
///
/// `send` stores the value under the lock and, still under it, either makes
/// the calling thread the *deliverer* or queues the value for the thread that
/// is. The *delivery word* (``DeliveryWord``) says which: whether a deliverer
/// exists, whether it has retired slots to release, and how many values wait
/// for it. A sender that finds no deliverer takes the role. One that finds
/// one (a reentrant send from inside an observer, or a send from another
/// thread) counts its value in the word, queues it and returns at once.
///
/// The deliverer calls the observers outside every lock, in slot order, then
/// takes the queued values one at a time and delivers each the same way
/// (``Access/drainPending()``). It gives up the role with one
/// compare-and-swap on the word when nothing was queued or retired, and
/// under the lock otherwise; a sender counts its value in the word before it
/// queues it, so the deliverer never leaves with work outstanding. So:
/// - calls to one observer never overlap and arrive in the order the values
///   were set, and the last value an observer sees is the current one;
/// - a value sent while a delivery is in progress is delivered after the
///   value in hand has reached every observer;
/// - a queued value goes to the observers registered when it was sent, minus
///   any removed since: it carries the slot count at that moment, and slots
///   are appended in order and never move while a delivery is in progress.
///
/// ## The slots: inline, lent, retired
///
/// - **The inline first slot.** The first observer is kept in the state
///   itself (``ObserverState/inlineSlot``): a storage with one observer, the
///   usual case, allocates nothing for its slots. A second observer moves
///   the slots to an ``ObserverSlots``; they move back inline once it is
///   empty and no delivery is in progress.
/// - **The lent slots.** Under the lock, the deliverer is lent the slots
///   (``ObserverState/lendSlots(inlineSlot:)``) and reads them after the
///   lock, without holding a reference to them. An ``ObserverSlots`` keeps
///   its slots in memory it allocates itself, valid until its deinit, so the
///   pointer stays valid for as long as the object lives; the inline slot's
///   address is used inside the ``withAccess(_:)`` call it came from.
/// - **Retirement.** While the slots are lent, nothing writes to them: a
///   change to the slots (a registration, a removal, a compaction,
///   finishing) first retires them
///   (``ObserverState/prepareSlotsForMutation(word:)``) and works on a copy.
///   A retired ``ObserverSlots`` is kept alive in the state's
///   ``ObserverQueues``, and a retired inline slot is left where it is
///   (``ObserverState/inlineIsRetired``), with the word's retired bit set, so
///   the deliverer cannot leave without coming back under the lock. There it
///   takes them (``ObserverState/nextPendingDelivery(word:inlineSlot:retired:)``)
///   and releases them after the lock, outside it.
///
/// ## Removing an observer
///
/// Removal is O(1): an ``Observation`` knows its slot index, and removal
/// clears that slot under the lock; what the slot held (the closure and what
/// it captured) is released after the lock. Holes are compacted (amortised
/// O(1)) when no delivery is in progress and they outnumber the live
/// observers. A removal from inside an observer takes effect at once: the
/// deliverer counts removals made on its own thread
/// (``Access/reentrantRemovals``), and once that count moves, it checks each
/// remaining slot under the lock before calling it. A removal from another
/// thread takes effect from the next value; a call already under way on the
/// delivering thread may finish.
///
/// A ``SerialObservation`` (what `presenter <~ property` makes for a
/// ``MutableProperty``) is its own observation, and this lock also guards its
/// presentation: disposing it marks it disposed, takes its presentation and
/// clears its slot in one critical section, then, after the lock, releases
/// the slot and takes the presentation back
/// (``disposeSerialObservation(_:)``).
///
/// The owner's deinit *finishes* the storage (``finish()``): every observer is
/// removed and released, and later registrations get the current value (if
/// any) and register nothing, since nothing can be sent any more. This
/// breaks the storage → slot → observation → storage cycle of observations
/// nobody disposed.
///
/// ## Locks
///
/// - **The storage lock** (in the header) guards the ``ObserverState``: the
///   current value, the slots and their bookkeeping, whether the storage is
///   finished, the deliverer's thread, the queues of retired slots and
///   queued values; and outside the state, each ``Observation/index`` and a
///   ``SerialObservation``'s presentation and disposed flag. The delivery
///   word changes under it too, except for the deliverer's lock-free release
///   of its role. The deliverer's count of its own removals needs no lock:
///   only the thread holding the role touches it, and the role is handed
///   over through the delivery word with acquire-release atomics.
/// - It is a ``PlatformLock``, like every lock of the library: not
///   recursive; on Linux a futex word locked with one compare-and-swap and
///   unlocked with one exchange, inlined (`FractalSynchronization`).
/// - Elsewhere, ``Locked`` is a lock with its own state in one object, and
///   ``StripedLocks`` are a fixed table of locks that small objects (the
///   disposables, ``SerialPresentation``, ``UIPresentation``) share by
///   address; their critical sections only move a field in or out, never call
///   out and never take a second lock.
///
/// ## Done outside every lock, on purpose
///
/// Calling observers, and *releasing* removed slots, retired slots and a
/// finished storage's slots, since a deinit a release triggers may call back
/// in; likewise the presentations built on this storage take a previous
/// presentation or teardown out under their lock and run it after. So user
/// code may set the property, observe it or dispose an observation from
/// inside an observer, and none of this can deadlock on a lock, which is not
/// recursive, or take locks in different orders on different threads. No
/// user code runs under the storage lock: the body of
/// ``MutableProperty/modify(_:)`` changes a copy of the value under the
/// writers' lock (``ObserverStorageHeader/writerLock``) alone, so it may
/// read and observe the property it modifies but not write it again, which
/// stops the program with a message
/// (``Access/withWriterLockRunningCallerCode(_:)``). A replaced value is
/// released after every lock, so a `deinit` it triggers may use the
/// property too.
///
/// ## Derived properties
///
/// `map` and `skipRepeats` store nothing: they wrap the observer, so the
/// transform runs on each read and once per observer per delivery.
/// `stored()`, `combineLatest` and `flatten` own a ``DerivedStorage``, whose
/// storage their sources' observers set with ``sendDerived(_:)`` and
/// ``modifyDerived(_:)``; from there a value takes the same path again. Those
/// deliveries nest inside their source's, so past 32 nested levels
/// ``DerivedTrampoline`` defers them to keep the stack bounded.
@usableFromInline
struct ObserverStorage<Value: Sendable> {
    /// The storage's object: the lock, the two words and the entry points for
    /// unspecialised callers as its header, the state as its element.
    @usableFromInline let buffer: ObserverBuffer<Value>

    @inlinable
    init(current: Value?) {
        buffer = ObserverBuffer.make(current: current)
    }

    @inlinable
    init(buffer: ObserverBuffer<Value>) {
        self.buffer = buffer
    }

    /// Runs `body` with the addresses of the buffer's header and state, which
    /// are valid for the duration of the call (the buffer is kept alive and
    /// its memory does not move).
    @inlinable
    func withAccess<Result, Failure: Error>(_ body: (Access) throws(Failure) -> Result) throws(Failure) -> Result {
        try buffer.withUnsafeMutablePointers { (header, state) throws(Failure) -> Result in
            try body(Access(header: header, state: state))
        }
    }

    /// Runs `body` holding the storage lock, with the state.
    @inlinable
    func withLock<Result>(_ body: (inout ObserverState<Value>) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { header, state in
            try PlatformLock.withLock(header.pointer(to: \.lock).unsafelyUnwrapped) { try body(&state.pointee) }
        }
    }

    /// The current value. Only storages created with a current value have one.
    @inlinable
    var current: Value {
        withLock { state in
            guard let current = state.current else {
                preconditionFailure("Fractal internal error: a value-less storage was read")
            }
            return current
        }
    }

    /// Sends `value` to every observer, storing it as the current value first
    /// when `replacingCurrent` is true. The value it replaces, and whatever
    /// only that value held, is released after every lock, once the
    /// observers have been called.
    @inlinable
    func send(_ value: Value, replacingCurrent: Bool) {
        withAccess { access in
            let word = access.deliveryWord
            let inlineSlot = access.inlineSlot
            var replaced: Value? = nil
            let slots: UnsafeBufferPointer<ObserverSlot<Value>?>?
            if replacingCurrent {
                slots = access.withWriterLock {
                    access.withLock { state -> UnsafeBufferPointer<ObserverSlot<Value>?>? in
                        replaced = state.current.take()
                        state.current = value
                        return state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot)
                    }
                }
            } else {
                slots = access.withLock { state in state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot) }
            }
            if let slots {
                access.deliver(value, to: slots, below: slots.count)
                access.drainPending()
            }
            withExtendedLifetime(replaced) {}
        }
    }

    /// Changes a copy of the current value with `body`, holding the writers'
    /// lock but not the storage lock, then stores it and sends it. If `body`
    /// throws, what it changed is kept and sent all the same, and then the
    /// error is thrown.
    ///
    /// While `body` runs, the storage can be read (it holds the value from
    /// before the change), observed and stopped observing, from any thread,
    /// `body`'s own included: a child made in `body` may observe the value
    /// it is made from. Only another write waits, and a write from `body`'s
    /// own thread stops the program with a message. The value replaced, and
    /// whatever `body` dropped from it (a child's `deinit`), is released
    /// after every lock, once the observers have been called.
    ///
    /// - Complexity: O(1) beyond `body`, plus a copy of what `body` changes
    ///   in a buffer the stored value shares (an array element changed in
    ///   place copies the array, as any change to a copy of it would).
    @inlinable
    func modify<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome = withAccess { access -> Swift.Result<Result, Failure> in
            let word = access.deliveryWord
            let inlineSlot = access.inlineSlot
            var replaced: Value? = nil
            let (outcome, value, slots) = access.withWriterLockRunningCallerCode {
                () -> (Swift.Result<Result, Failure>, Value?, UnsafeBufferPointer<ObserverSlot<Value>?>?) in
                guard var value = access.withLock({ state in state.current }) else {
                    preconditionFailure("Fractal internal error: a value-less storage was modified")
                }
                let outcome: Swift.Result<Result, Failure>
                do throws(Failure) {
                    outcome = .success(try body(&value))
                } catch {
                    outcome = .failure(error)
                }
                return access.withLock { state in
                    replaced = state.current.take()
                    state.current = value
                    // Unobserved, the new value is not copied out of the lock.
                    guard state.liveCount > 0 else { return (outcome, nil, nil) }
                    return (outcome, value, state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot))
                }
            }
            if let slots, let value {
                access.deliver(value, to: slots, below: slots.count)
                access.drainPending()
            }
            withExtendedLifetime(replaced) {}
            return outcome
        }
        return try outcome.get()
    }

    /// Changes the current value in place under the writers' lock and the
    /// storage lock together, then sends it: for the library's own bodies,
    /// which call no user code and must be atomic with registrations (a new
    /// observer sees the value from before the change, then the change;
    /// nothing in between). Unlike ``modify(_:)``, no copy is made.
    ///
    /// - Parameter body: Changes the value in place; it runs under both locks.
    @inlinable
    func modifyInPlace(_ body: (inout Value) -> Void) {
        withAccess { access in
            let word = access.deliveryWord
            let inlineSlot = access.inlineSlot
            let (value, slots) = access.withWriterLock {
                access.withLock { state -> (Value?, UnsafeBufferPointer<ObserverSlot<Value>?>?) in
                    precondition(state.current != nil, "Fractal internal error: a value-less storage was modified")
                    body(&state.current!)
                    guard state.liveCount > 0 else { return (nil, nil) }
                    let value = state.current!
                    return (value, state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot))
                }
            }
            if let slots, let value {
                access.deliver(value, to: slots, below: slots.count)
                access.drainPending()
            }
        }
    }

    /// Registers `observer`; when `sendingCurrent` is true (and there is a
    /// current value) it is delivered first, before any later value.
    @inlinable
    func observe(
        sendingCurrent: Bool,
        retaining owner: (any AnyObject & Sendable)? = nil,
        _ observer: @escaping @Sendable (Value) -> Void
    ) -> Observation<Value> {
        let observation = Observation.make(storage: self, retaining: owner)
        register(observation, sendingCurrent: sendingCurrent, observer)
        return observation
    }

    /// Registers `observer` with `observation` (an observation of this
    /// storage, not registered yet) as its handle; see
    /// ``observe(sendingCurrent:retaining:_:)``.
    @inlinable
    func register(
        _ observation: Observation<Value>, sendingCurrent: Bool, _ observer: @escaping @Sendable (Value) -> Void
    ) {
        let (initial, isRegistered) = beginRegistration(observation, sendingCurrent: sendingCurrent) { observer }
        if let initial {
            observer(initial)
            // A finished storage has no deliverer to hand the role back to.
            if isRegistered { drainPending() }
        }
    }

    /// Registers `observer` for `observation` and returns the current value
    /// if this thread must deliver it now (it became the deliverer: no other
    /// delivery to `observation` runs until it calls ``drainPending()``),
    /// and whether it was registered (a finished storage registers nothing,
    /// and then has no deliverer role to hand back). When another thread is
    /// delivering, the current value is queued for it and reaches
    /// `observer`; the result is then `nil`.
    ///
    /// The observer is made by `makeObserver` under the lock and moved
    /// straight into its slot, so the slot holds the only reference to it.
    @inlinable @inline(__always)
    func beginRegistration(
        _ observation: Observation<Value>,
        sendingCurrent: Bool,
        observer makeObserver: () -> @Sendable (Value) -> Void
    ) -> (initial: Value?, isRegistered: Bool) {
        withAccess { access in
            let word = access.deliveryWord
            return access.withLock { state -> (Value?, Bool) in
                guard !state.isFinished else { return (sendingCurrent ? state.current : nil, false) }
                let index = state.append(makeObserver(), observation, word: word)
                guard sendingCurrent, let current = state.current else { return (nil, true) }
                return (state.beginSingleDelivery(of: current, toSlot: index, word: word), true)
            }
        }
    }

    /// Registers `observer` for changes and returns the current value, read
    /// under the same lock as the registration: no change falls between them.
    @inlinable
    func observeChangesReturningCurrent(
        retaining owner: (any AnyObject & Sendable)? = nil,
        _ observer: @escaping @Sendable (Value) -> Void
    ) -> (Value, Observation<Value>) {
        let observation = Observation.make(storage: self, retaining: owner)
        let current = withAccess { access in
            let word = access.deliveryWord
            return access.withLock { state -> Value? in
                if !state.isFinished { state.append(observer, observation, word: word) }
                return state.current
            }
        }
        guard let current else {
            preconditionFailure("Fractal internal error: a value-less storage was read")
        }
        return (current, observation)
    }
}

// Safe because all mutable state is read and changed under the lock in the
// buffer's header (`withLock`), except the delivery word (only changed with
// atomics), `reentrantRemovals` (confined to the thread holding the
// deliverer role, handed over with acquire-release atomics) and the lent
// slots, which nobody changes while the deliverer reads them.
extension ObserverStorage: @unchecked Sendable {}
