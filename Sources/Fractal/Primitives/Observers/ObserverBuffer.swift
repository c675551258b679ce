import FractalSynchronization

/// The header of an ``ObserverBuffer``: the storage lock, the two words the
/// deliverer uses without it, and the operations that unspecialised code
/// reaches (a generic class's deinit, the `Disposable` witness of
/// ``Observation``), as closures compiled where the storage was made.
///
/// It is not generic, so its fields sit at fixed offsets: code that does not
/// know the value's type reaches them without looking up type metadata at
/// run time, and destroying the state goes through ``destroyState``, compiled
/// for the value's type, rather than through a generic deinit.
///
/// Its addresses are used only inside a `withUnsafe…` call on the buffer
/// (``ObserverStorage/withAccess(_:)``), where they are valid.
@usableFromInline
struct ObserverStorageHeader {
    /// The storage lock. It guards the state (the buffer's element), each
    /// ``Observation/index`` of this storage, and a ``SerialObservation``'s
    /// presentation and disposed flag; see ``ObserverStorage``'s "Locks".
    @usableFromInline var lock: PlatformLock
    /// Removals made by the delivering thread while it delivers (see
    /// ``ObserverStorage/Access/reentrantRemovals``). Only compared for
    /// change, so 32 bits (wrapping) do; it shares a word with the lock.
    @usableFromInline var reentrantRemovals: Int32 = 0
    /// The writers' lock: held by ``ObserverStorage/modify(_:)`` from its
    /// copy of the value to its commit, and by a replacing send, so that no
    /// write falls between a body's read and its write. Taken before the
    /// storage lock, never after it; nothing but writers takes it.
    @usableFromInline var writerLock: PlatformLock
    /// The delivery word (``DeliveryWord``).
    @usableFromInline var deliveryWord = 0
    /// ``ObserverStorage/removeSpecialised(_:)`` for this buffer and an
    /// observation of it; when the flag is set, the observation is a
    /// ``SerialObservation`` being disposed
    /// (``ObserverStorage/disposeSerialObservation(_:)``).
    @usableFromInline let remove: (AnyObject, AnyObject, Bool) -> Void
    /// ``ObserverStorage/finishSpecialised()`` for this buffer.
    @usableFromInline let finish: (AnyObject) -> Void
    /// Destroys this buffer's state (its element).
    @usableFromInline let destroyState: (AnyObject) -> Void

    @inlinable
    init(
        remove: @escaping (AnyObject, AnyObject, Bool) -> Void,
        finish: @escaping (AnyObject) -> Void,
        destroyState: @escaping (AnyObject) -> Void
    ) {
        lock = PlatformLock()
        writerLock = PlatformLock()
        self.remove = remove
        self.finish = finish
        self.destroyState = destroyState
    }
}

/// The object behind an ``ObserverStorage``: its header (lock, words, entry
/// points) and its state, the one element.
@usableFromInline
final class ObserverBuffer<Value: Sendable>: ManagedBuffer<ObserverStorageHeader, ObserverState<Value>> {
    /// A buffer whose state holds `current`, unlocked, with both words zero.
    /// The state is initialised in place, in code specialised for `Value`.
    @inlinable
    static func make(current: Value?) -> ObserverBuffer<Value> {
        // None of the closures captures anything: they need no context.
        let made = create(minimumCapacity: 1) { _ in
            ObserverStorageHeader(
                remove: { buffer, observation, disposingSerially in
                    // A storage made in each branch, as a temporary: a local
                    // one would retain the buffer.
                    if disposingSerially {
                        ObserverStorage(buffer: unsafeDowncast(buffer, to: ObserverBuffer<Value>.self))
                            .disposeSerialObservation(unsafeDowncast(observation, to: SerialObservation<Value>.self))
                    } else {
                        ObserverStorage(buffer: unsafeDowncast(buffer, to: ObserverBuffer<Value>.self))
                            .removeSpecialised(unsafeDowncast(observation, to: Observation<Value>.self))
                    }
                },
                finish: { buffer in
                    ObserverStorage(buffer: unsafeDowncast(buffer, to: ObserverBuffer<Value>.self)).finishSpecialised()
                },
                destroyState: { buffer in
                    unsafeDowncast(buffer, to: ObserverBuffer<Value>.self)
                        .withUnsafeMutablePointerToElements { _ = $0.deinitialize(count: 1) }
                }
            )
        }
        let buffer = unsafeDowncast(made, to: ObserverBuffer<Value>.self)
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: ObserverState(current: current)) }
        return buffer
    }

    deinit {
        // Destroyed by code specialised for `Value` (see the header). The
        // header is reached by its address, at a fixed offset, not through the
        // `header` property, whose accessor makes a dynamic exclusivity check.
        withUnsafeMutablePointerToHeader { $0.pointee.destroyState(self) }
    }
}
