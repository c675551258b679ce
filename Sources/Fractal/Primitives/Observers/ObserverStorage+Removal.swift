// Removing observers: one at a time (an observation disposed), or all at
// once when the owner goes away.
extension ObserverStorage {
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
        buffer.withUnsafeMutablePointerToHeader { $0.pointee.finish(buffer) }
    }

    /// ``finish()``, specialised for `Value`; unspecialised callers (a
    /// generic owner's deinit) reach it through the header without looking
    /// up type metadata.
    @inlinable
    func finishSpecialised() {
        withAccess { access in
            let word = access.deliveryWord
            let removed = access.withLock { $0.finish(word: word) }
            // Released outside the lock: a deinit they trigger may call back in.
            withExtendedLifetime(removed) {}
        }
    }

    /// Removes `observation`'s observer. Does nothing if it was already removed.
    @inlinable
    func remove(_ observation: Observation<Value>) {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee.remove(buffer, observation, false) }
    }

    /// Disposes `observation` (``disposeSerialObservation(_:)``), through the
    /// header: callable from unspecialised code.
    @inlinable
    func dispose(_ observation: SerialObservation<Value>) {
        buffer.withUnsafeMutablePointerToHeader { $0.pointee.remove(buffer, observation, true) }
    }

    /// ``remove(_:)``, specialised for `Value`. ``Observation/dispose()`` is
    /// reached through the `Disposable` witness of a generic class, which is
    /// never specialised; it reaches this through the header, so removal runs
    /// no unspecialised generic code, which would look up type metadata at
    /// run time.
    @inlinable
    func removeSpecialised(_ observation: Observation<Value>) {
        withAccess { access in
            let word = access.deliveryWord
            let removed = access.withLock { state -> ObserverSlot<Value>? in
                let index = observation.index
                guard index >= 0 else { return nil }
                observation.index = -1
                return access.removeSlot(at: index, from: &state, word: word)
            }
            // `removed` (the observer closure and whatever it captured) is
            // released here, outside the lock: a deinit it triggers may call back in.
            withExtendedLifetime(removed) {}
        }
    }

    /// Disposes `observation` in one critical section: marks it disposed,
    /// takes its current value's presentation and removes its observer (its
    /// fields are guarded by this storage's lock); then, after the lock,
    /// releases the observer and takes the presentation back, in that order,
    /// so no value is presented after it. Does nothing if it was already
    /// disposed.
    @inlinable @inline(__always)
    func disposeSerialObservation(_ observation: SerialObservation<Value>) {
        withAccess { access in
            let word = access.deliveryWord
            let (removed, current) = access.withLock { state -> (ObserverSlot<Value>?, PresentationTeardown?) in
                if observation.disposed { return (nil, nil) }
                observation.disposed = true
                let current = observation.current.take()
                let index = observation.index
                guard index >= 0 else { return (nil, current) }
                observation.index = -1
                return (access.removeSlot(at: index, from: &state, word: word), current)
            }
            withExtendedLifetime(removed) {}
            current?.run()
        }
    }

    /// Whether `observation` is still registered. Only takes the lock in the
    /// header, so that unspecialised callers (``Observation/isDisposed``)
    /// look up no type metadata.
    @inlinable
    func contains(_ observation: Observation<Value>) -> Bool {
        withLockAlone { observation.index >= 0 }
    }

    /// Runs `body` holding the storage lock, without touching the state:
    /// unspecialised callers look up no type metadata.
    @inlinable
    func withLockAlone<Result>(_ body: () -> Result) -> Result {
        buffer.withUnsafeMutablePointerToHeader { PlatformLock.withLock($0.pointer(to: \.lock).unsafelyUnwrapped, body) }
    }

    /// Delivers queued values until none are left, then gives up the
    /// deliverer role, which the calling thread holds.
    @inlinable
    func drainPending() {
        withAccess { $0.drainPending() }
    }
}
