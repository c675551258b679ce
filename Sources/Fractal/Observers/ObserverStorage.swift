import FractalSynchronization

/// The shared core of ``MutableProperty``, ``Emitter`` and the derived
/// properties: an optional current value, the observers, and the delivery
/// queue, behind one lock.
///
/// Rules it keeps:
/// - **Delivery happens outside the lock**, to the observers' buffer, lent
///   to the deliverer without a retain: while it is lent, a change to the
///   observers copies the buffer and keeps the old one alive until the
///   deliverer is back under the lock (``ObserverState/lendSlots(inlineSlot:)``).
/// - **Deliveries are serial and ordered.** One thread at a time is the
///   *deliverer*. A value sent while a delivery is in progress (reentrantly
///   from an observer, or from another thread) is queued under the lock and
///   delivered by the current deliverer after the value in hand has reached
///   every observer. So every observer sees the values in the order they were
///   set, never two calls at once, and the last value it sees is the current one.
/// - **A queued value goes to the observers registered when it was sent**,
///   minus any removed since: slots are appended in order and never move while
///   a delivery is in progress, so "registered when sent" is "index below the
///   slot count at that moment".
/// - **Removal is O(1)**: an ``Observation`` knows its slot index; removal
///   clears the slot. Holes are compacted (amortised O(1)) when no delivery
///   is in progress and they outnumber the live observers.
/// - **The owner's deinit finishes the storage** (``finish()``): observers
///   are removed and released, and later registrations deliver the current
///   value (if any) and register nothing, since nothing can be sent any more.
/// - **Removal from inside an observer takes effect at once**: the deliverer
///   counts removals made on its own thread (``reentrantRemovals``), and once
///   that count moves it checks each remaining observer under the lock before
///   calling it. A removal from another thread takes effect from the next
///   value on; a call already in flight on the delivering thread may finish.
@usableFromInline
struct ObserverStorage<Value: Sendable> {
    /// The one allocation: the lock, the two words and the entry points for
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

    /// The header: lock and words, at addresses that never move.
    @inlinable var header: UnsafeMutablePointer<ObserverStorageHeader> {
        buffer.withUnsafeMutablePointerToHeader { $0 }
    }

    /// Removals made by the delivering thread while it delivers; only the
    /// thread that holds the deliverer role writes or reads it, and the role
    /// is handed over through the delivery word with acquire-release atomics,
    /// so it needs no lock.
    @inlinable var reentrantRemovals: UnsafeMutablePointer<Int32> { header.pointer(to: \.reentrantRemovals).unsafelyUnwrapped }

    /// See ``ObserverState/beginBroadcast(of:word:inlineSlot:)``.
    @inlinable var deliveryWord: UnsafeMutablePointer<Int> { header.pointer(to: \.deliveryWord).unsafelyUnwrapped }

    /// The address of the state's ``ObserverState/inlineSlot``, which the
    /// deliverer reads without the lock (``ObserverState/lendSlots(inlineSlot:)``).
    @inlinable var inlineSlotAddress: UnsafeMutablePointer<ObserverSlot<Value>?> {
        buffer.withUnsafeMutablePointerToElements { $0.pointer(to: \.inlineSlot).unsafelyUnwrapped }
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
    /// when `replacingCurrent` is true.
    @inlinable
    func send(_ value: Value, replacingCurrent: Bool) {
        let word = deliveryWord
        let inlineSlot = inlineSlotAddress
        let slots = withLock { state -> UnsafeBufferPointer<ObserverSlot<Value>?>? in
            if replacingCurrent { state.current = value }
            return state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot)
        }
        guard let slots else { return }
        deliver(value, to: slots, below: slots.count)
        drainPending()
    }

    /// Changes the current value in place under the lock, then sends the new
    /// value. If `body` throws, what it changed is kept and sent all the same,
    /// and then the error is thrown.
    @inlinable
    func modify<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        let word = deliveryWord
        let inlineSlot = inlineSlotAddress
        let (outcome, value, slots) = withLockRunningCallerCode { state in
            precondition(state.current != nil, "Fractal internal error: a value-less storage was modified")
            let outcome: Swift.Result<Result, Failure>
            do throws(Failure) {
                outcome = .success(try body(&state.current!))
            } catch {
                outcome = .failure(error)
            }
            let value = state.current!
            return (outcome, value, state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot))
        }
        if let slots {
            deliver(value, to: slots, below: slots.count)
            drainPending()
        }
        return try outcome.get()
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
    /// The observer is made by `makeObserver` under the lock, where it is
    /// moved into its slot: a closure made by the caller and passed in would
    /// be copied into the slot, and the caller's released (a retain and a
    /// release of its context per registration).
    @inlinable @inline(__always)
    func beginRegistration(
        _ observation: Observation<Value>,
        sendingCurrent: Bool,
        observer makeObserver: () -> @Sendable (Value) -> Void
    ) -> (initial: Value?, isRegistered: Bool) {
        let word = deliveryWord
        return withLock { state -> (Value?, Bool) in
            guard !state.isFinished else { return (sendingCurrent ? state.current : nil, false) }
            let index = state.append(makeObserver(), observation, word: word)
            guard sendingCurrent, let current = state.current else { return (nil, true) }
            return (state.beginSingleDelivery(of: current, toSlot: index, word: word), true)
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
        let word = deliveryWord
        let current = withLock { state -> Value? in
            if !state.isFinished { state.append(observer, observation, word: word) }
            return state.current
        }
        guard let current else {
            preconditionFailure("Fractal internal error: a value-less storage was read")
        }
        return (current, observation)
    }

    /// Removes every observer and stops accepting new ones: the owner that
    /// could send values is gone. Called from the owner's deinit; breaks the
    /// storage ↔ observation cycles of observations nobody disposed.
    @inlinable
    func finish() {
        Self.finish(buffer)
    }

    /// ``finish()`` for the storage whose buffer is `buffer`, borrowed.
    @inlinable
    static func finish(_ buffer: ObserverBuffer<Value>) {
        buffer.withUnsafeMutablePointerToHeader { $0 }.pointee.finish(buffer)
    }

    /// ``finish()``, specialised for `Value`; unspecialised callers (a
    /// generic owner's deinit) reach it through the header without looking
    /// up type metadata.
    @inlinable
    func finishSpecialised() {
        let word = deliveryWord
        let removed = withLock { $0.finish(word: word) }
        // Released outside the lock: a deinit they trigger may call back in.
        withExtendedLifetime(removed) {}
    }

    /// Removes `observation`'s observer. Does nothing if it was already removed.
    @inlinable
    func remove(_ observation: Observation<Value>) {
        header.pointee.remove(buffer, observation, false)
    }

    /// Disposes `observation` (``disposeSerialObservation(_:)``), through the
    /// header: callable from unspecialised code.
    @inlinable
    func dispose(_ observation: SerialObservation<Value>) {
        header.pointee.remove(buffer, observation, true)
    }

    /// ``remove(_:)``, specialised for `Value`. ``Observation/dispose()`` is
    /// reached through the `Disposable` witness of a generic class, which is
    /// never specialised; it reaches this through the header, so removal
    /// runs no unspecialised generic code (runtime metadata lookups cost
    /// ~10,000 instructions).
    @inlinable
    func removeSpecialised(_ observation: Observation<Value>) {
        let word = deliveryWord
        let removed = withLock { state -> ObserverSlot<Value>? in
            let index = observation.index
            guard index >= 0 else { return nil }
            observation.index = -1
            return removeSlot(at: index, from: &state, word: word)
        }
        // `removed` (the observer closure and whatever it captured) is
        // released here, outside the lock: a deinit it triggers may call back in.
        withExtendedLifetime(removed) {}
    }

    /// Disposes `observation` in one critical section: marks it disposed,
    /// takes its current value's presentation and removes its observer (its
    /// fields are guarded by this storage's lock); then, after the lock,
    /// takes the presentation back. Does nothing if it was already disposed.
    @inlinable @inline(__always)
    func disposeSerialObservation(_ observation: SerialObservation<Value>) {
        let word = deliveryWord
        let (removed, current) = withLock { state -> (ObserverSlot<Value>?, PresentationTeardown?) in
            if observation.disposed { return (nil, nil) }
            observation.disposed = true
            let current = observation.current.take()
            let index = observation.index
            guard index >= 0 else { return (nil, current) }
            observation.index = -1
            return (removeSlot(at: index, from: &state, word: word), current)
        }
        // Released outside the lock, before the presentation is taken back:
        // no new value is presented after it.
        withExtendedLifetime(removed) {}
        current?.run()
    }

    /// Clears slot `index` (under the lock) and returns what it held, for
    /// the caller to release after the lock.
    @inlinable @inline(__always)
    func removeSlot(at index: Int, from state: inout ObserverState<Value>, word: UnsafeMutablePointer<Int>) -> ObserverSlot<Value>? {
        let isDelivering = fractal_atomic_load(word) & DeliveryWord.deliverer != 0
        if isDelivering, state.deliverer == .current {
            reentrantRemovals.pointee &+= 1
        }
        return state.removeSlot(at: index, isDelivering: isDelivering, word: word)
    }

    /// Whether `observation` is still registered. Only takes the lock in the
    /// header, so that unspecialised callers (``Observation/isDisposed``)
    /// look up no type metadata.
    @inlinable
    func contains(_ observation: Observation<Value>) -> Bool {
        withLockAlone { observation.index >= 0 }
    }

    /// Runs `body`, which calls code the library was given (the body of
    /// ``MutableProperty/modify(_:)``), holding the storage lock: if that
    /// code waits for this lock, the program stops with a message instead of
    /// hanging.
    @inlinable
    func withLockRunningCallerCode<Result>(_ body: (inout ObserverState<Value>) -> Result) -> Result {
        buffer.withUnsafeMutablePointers { header, state in
            PlatformLock.withLockRunningCallerCode(header.pointer(to: \.lock).unsafelyUnwrapped) {
                body(&state.pointee)
            }
        }
    }

    /// Runs `body` holding the storage lock, without touching the state:
    /// unspecialised callers look up no type metadata.
    @inlinable
    func withLockAlone<Result>(_ body: () -> Result) -> Result {
        PlatformLock.withLock(header.pointer(to: \.lock).unsafelyUnwrapped, body)
    }

    /// Calls the observers in `slots[..<limit]`, skipping removed ones.
    @inlinable
    func deliver(_ value: Value, to slots: UnsafeBufferPointer<ObserverSlot<Value>?>, below limit: Int) {
        let removalsBefore = reentrantRemovals.pointee
        var index = 0
        while index < limit {
            slots[index]?.send(value)
            index += 1
            if reentrantRemovals.pointee != removalsBefore {
                deliverCheckingRemovals(value, to: slots, from: index, below: limit)
                return
            }
        }
    }

    /// The slow path of ``deliver(_:to:below:)`` once an observer removed
    /// observers: check each remaining one under the lock before calling it.
    @usableFromInline
    func deliverCheckingRemovals(
        _ value: Value, to slots: UnsafeBufferPointer<ObserverSlot<Value>?>, from start: Int, below limit: Int
    ) {
        for index in start..<limit {
            guard let slot = slots[index] else { continue }
            // Slots do not move while a delivery is in progress.
            let isLive = withLock { $0.isLiveSlot(index) }
            if isLive { slot.send(value) }
        }
    }

    /// Delivers queued values until none are left, then gives up the deliverer role.
    @inlinable @inline(__always)
    func drainPending() {
        // Nothing queued and nothing retired (the word is exactly "a
        // deliverer"): leave without the lock.
        if fractal_atomic_compare_exchange(deliveryWord, DeliveryWord.deliverer, 0) { return }
        drainPendingUnderLock()
    }

    /// The slow path of ``drainPending()``: deliver queued values and release
    /// retired slot buffers, under the lock, until the queue is empty.
    @inlinable
    func drainPendingUnderLock() {
        let word = deliveryWord
        let inlineSlot = inlineSlotAddress
        while true {
            var retiredBuffers = ContiguousArray<ContiguousArray<ObserverSlot<Value>?>>()
            let next = withLock { $0.nextPendingDelivery(word: word, inlineSlot: inlineSlot, retiredBuffers: &retiredBuffers) }
            // Released outside the lock: a deinit they trigger may call back in.
            retiredBuffers = []
            guard let (delivery, slots) = next else { return }
            switch delivery {
            case .broadcast(let value, let limit):
                deliver(value, to: slots, below: limit)
            case .single(let value, let index):
                slots[index]?.send(value)
            }
        }
    }
}

// Safe because all mutable state is read and changed under the lock in the
// buffer's header (`withLock`), except the delivery word (only changed with
// atomics) and `reentrantRemovals` (confined to the thread holding the
// deliverer role, handed over with acquire-release atomics).
extension ObserverStorage: @unchecked Sendable {}
