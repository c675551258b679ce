import FractalSynchronization

extension ObserverStorage {
    /// The addresses of a storage's header and state, made by
    /// ``ObserverStorage/withAccess(_:)`` and valid only inside that call,
    /// and the operations that need them. Never stored or captured by an
    /// escaping closure: work that runs later calls `withAccess` again.
    ///
    /// Callers take ``deliveryWord`` and ``inlineSlot`` before ``withLock(_:)``
    /// and let the critical section capture the pointers: the compiler then
    /// inlines the critical section into its caller, which it does not when
    /// the section computes them itself.
    @usableFromInline
    struct Access {
        @usableFromInline let header: UnsafeMutablePointer<ObserverStorageHeader>
        @usableFromInline let state: UnsafeMutablePointer<ObserverState<Value>>

        @inlinable
        init(header: UnsafeMutablePointer<ObserverStorageHeader>, state: UnsafeMutablePointer<ObserverState<Value>>) {
            self.header = header
            self.state = state
        }

        /// The storage lock: it guards the state.
        @inlinable var lock: UnsafeMutablePointer<PlatformLock> { header.pointer(to: \.lock).unsafelyUnwrapped }

        /// The delivery word (``DeliveryWord``).
        @inlinable var deliveryWord: UnsafeMutablePointer<Int> { header.pointer(to: \.deliveryWord).unsafelyUnwrapped }

        /// How many observers the delivering thread removed while it
        /// delivers. Only the thread holding the deliverer role reads or
        /// writes it, and the role is handed over through the delivery word
        /// with acquire-release atomics, so it needs no lock.
        @inlinable var reentrantRemovals: UnsafeMutablePointer<Int32> {
            header.pointer(to: \.reentrantRemovals).unsafelyUnwrapped
        }

        /// Runs `body` holding the storage lock, with the state.
        @inlinable
        func withLock<Result>(_ body: (inout ObserverState<Value>) throws -> Result) rethrows -> Result {
            try PlatformLock.withLock(lock) { try body(&state.pointee) }
        }

        /// The writers' lock (``ObserverStorageHeader/writerLock``).
        @inlinable var writerLock: UnsafeMutablePointer<PlatformLock> {
            header.pointer(to: \.writerLock).unsafelyUnwrapped
        }

        /// Runs `body`, a write that replaces the value, holding the writers'
        /// lock, so that it cannot fall between a ``ObserverStorage/modify(_:)``'s
        /// copy and its commit.
        @inlinable
        func withWriterLock<Result>(_ body: () -> Result) -> Result {
            PlatformLock.withLock(writerLock, body)
        }

        /// Runs `body`, which calls code the library was given (the body of
        /// ``MutableProperty/modify(_:)``), holding the writers' lock but not
        /// the storage lock: if that code writes this storage again, the
        /// program stops with a message instead of hanging; it may read,
        /// observe and stop observing it.
        @inlinable
        func withWriterLockRunningCallerCode<Result>(_ body: () -> Result) -> Result {
            PlatformLock.withLockRunningCallerCode(writerLock, body)
        }

        /// The address of the state's ``ObserverState/inlineSlot``, lent to
        /// the deliverer while the slots are inline.
        @inlinable var inlineSlot: UnsafeMutablePointer<ObserverSlot<Value>?> {
            state.pointer(to: \.inlineSlot).unsafelyUnwrapped
        }

        /// Calls the observers in `slots[..<limit]` (lent to this thread, which
        /// holds the deliverer role), skipping removed ones.
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

        /// Delivers queued values until none are left, then gives up the
        /// deliverer role.
        @inlinable @inline(__always)
        func drainPending() {
            // Nothing queued and nothing retired (the word is exactly "a
            // deliverer"): leave without the lock.
            if fractal_atomic_compare_exchange(deliveryWord, DeliveryWord.deliverer, 0) { return }
            drainPendingUnderLock()
        }

        /// The slow path of ``drainPending()``: deliver queued values and
        /// release retired slots, under the lock, until the queue is empty.
        @inlinable
        func drainPendingUnderLock() {
            let word = deliveryWord
            let address = inlineSlot
            while true {
                var retired = RetiredSlots<Value>()
                let next = withLock { $0.nextPendingDelivery(word: word, inlineSlot: address, retired: &retired) }
                // Released outside the lock: a deinit they trigger may call back in.
                retired = RetiredSlots()
                guard let (delivery, slots) = next else { return }
                switch delivery {
                case .broadcast(let value, let limit):
                    deliver(value, to: slots, below: limit)
                case .single(let value, let index):
                    slots[index]?.send(value)
                }
            }
        }

        /// Clears slot `index` (under the lock) and returns what it held, for
        /// the caller to release after the lock. A removal by the deliverer's
        /// own thread is counted in ``reentrantRemovals``.
        @inlinable @inline(__always)
        func removeSlot(at index: Int, from state: inout ObserverState<Value>, word: UnsafeMutablePointer<Int>) -> ObserverSlot<Value>? {
            let isDelivering = fractal_atomic_load(word) & DeliveryWord.deliverer != 0
            if isDelivering, state.deliverer == .current {
                reentrantRemovals.pointee &+= 1
            }
            return state.removeSlot(at: index, isDelivering: isDelivering, word: word)
        }
    }
}
