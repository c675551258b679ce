import FractalSynchronization

/// The header of an ``ObserverBuffer``: the storage lock, the two words the
/// deliverer uses without it, and the operations that unspecialised code
/// reaches (a generic class's deinit, the `Disposable` witness of
/// ``Observation``), as closures compiled where the storage was made.
///
/// It is not generic, so its fields sit at fixed offsets: reaching them
/// from unspecialised code looks up no type metadata (a lookup costs
/// hundreds of instructions; a generic deinit that destroyed the state would
/// make one for every field's type).
///
/// Kept small, like the state: a `MutableProperty<String>`'s buffer is 160
/// bytes. (One closure taking an operation code instead of three made it 120,
/// within glibc's fast bins, but cost more than it saved: a tree of 10,000
/// rows frees arrays over 64 KiB, which consolidate the fast bins anyway.)
@usableFromInline
struct ObserverStorageHeader {
    /// The storage lock, guarding the state (the buffer's element).
    @usableFromInline var lock: PlatformLock
    /// Removals made by the delivering thread while it delivers (see
    /// ``ObserverStorage/reentrantRemovals``). Only compared for change, so
    /// 32 bits (wrapping) do; it shares a word with the lock.
    @usableFromInline var reentrantRemovals: Int32 = 0
    /// See ``ObserverState/beginBroadcast(of:word:inlineSlot:)``.
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
        self.remove = remove
        self.finish = finish
        self.destroyState = destroyState
    }
}

/// The one allocation behind an ``ObserverStorage``: its header (lock,
/// words, entry points) and its state, the one element.
@usableFromInline
final class ObserverBuffer<Value: Sendable>: ManagedBuffer<ObserverStorageHeader, ObserverState<Value>> {
    /// A buffer whose state holds `current`, unlocked, with both words zero.
    /// (The state is made in place: made outside and passed in, it was
    /// copied and destroyed through its value witnesses.)
    @inlinable
    static func make(current: Value?) -> ObserverBuffer<Value> {
        // None of the closures captures anything: no allocation.
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
        // header is reached by its address (it sits at a fixed offset: no
        // metadata), not through `header`, whose accessor makes a dynamic
        // exclusivity check (`swift_beginAccess`) on every row's teardown.
        withUnsafeMutablePointerToHeader { $0 }.pointee.destroyState(self)
    }
}
