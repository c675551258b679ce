/// A registered observer's handle: disposing it removes the observer.
///
/// It holds its storage strongly, not weakly, so that neither an observation
/// nor its storage needs a weak-reference side table. The cycle this makes
/// while the observer is registered (storage → slot → observation → storage)
/// is broken by removal, or by ``ObserverStorage/finish()``, which the owner
/// of the storage (``MutableProperty``, ``Emitter``) calls from its deinit:
/// an observation never keeps a property's observers alive after the
/// property is gone.
///
/// Disposing it removes its slot under the storage lock and releases what
/// the slot held (the observer closure and its captures) after the lock. It
/// reaches the removal through the storage's header
/// (``ObserverStorageHeader/remove``), compiled for the value's type, since
/// `dispose()` itself is reached through the `Disposable` witness of a
/// generic class and runs unspecialised.
///
/// A derived property's observations also retain the derived property's
/// owner, so that it keeps updating while observed (``OwningObservation``;
/// the owner is not a field here, so that the observations that have none,
/// such as every serial presentation, do not carry it).
///
/// Not final: an object that observes one storage for its whole life (a
/// serial presentation of a ``MutableProperty``, ``SerialObservation``) is
/// its own observation, so that it and its observation are one object.
///
/// `@unchecked Sendable` because a non-final class cannot be checked: its
/// one mutable field, `index`, is read and written only under the storage's
/// lock, the others are immutable. ``OwningObservation``'s field is
/// immutable; ``SerialObservation`` guards its fields with its storage's
/// lock, except the first write of `current`, made before any other thread
/// can reach the object (see `presentFirst`).
@usableFromInline
class Observation<Value: Sendable>: Disposable, @unchecked Sendable {
    @usableFromInline final let storage: ObserverStorage<Value>

    /// The observer's slot in its storage, or -1 once removed. Guarded by the
    /// storage's lock.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var index = -1

    @inlinable
    init(storage: ObserverStorage<Value>) {
        self.storage = storage
    }

    /// An observation of `storage`, retaining `owner` (if any) for as long
    /// as it lives.
    @inlinable
    static func make(storage: ObserverStorage<Value>, retaining owner: (any AnyObject & Sendable)?) -> Observation<Value> {
        guard let owner else { return Observation(storage: storage) }
        return OwningObservation(storage: storage, owner: owner)
    }

    /// Whether the observer was removed (or its storage finished).
    @usableFromInline
    var isDisposed: Bool {
        !storage.contains(self)
    }

    /// Removes the observer. Does nothing if it was already removed.
    @usableFromInline
    func dispose() {
        storage.remove(self)
    }
}

/// One registered observer: its closure and its observation, which learns
/// its new index when slots are compacted.
@usableFromInline
struct ObserverSlot<Value: Sendable> {
    @usableFromInline let send: @Sendable (Value) -> Void
    @usableFromInline let observation: Observation<Value>

    @inlinable
    init(send: @escaping @Sendable (Value) -> Void, observation: Observation<Value>) {
        self.send = send
        self.observation = observation
    }
}

/// A value waiting for the deliverer.
@usableFromInline
enum PendingDelivery<Value: Sendable> {
    /// To every observer whose slot index is below `limit`.
    case broadcast(Value, limit: Int)
    /// To the one observer in slot `index` (its current value on registration).
    case single(Value, index: Int)
}

/// An observation that keeps an object alive while it lives: a derived
/// property's observations retain the derived property, so that it keeps
/// updating while observed.
///
/// `@unchecked Sendable` (restated from ``Observation``): its own field is
/// immutable.
@usableFromInline
final class OwningObservation<Value: Sendable>: Observation<Value>, @unchecked Sendable {
    /// Held only to keep it alive; never read.
    @usableFromInline let owner: any AnyObject & Sendable

    @inlinable
    init(storage: ObserverStorage<Value>, owner: any AnyObject & Sendable) {
        self.owner = owner
        super.init(storage: storage)
    }
}
