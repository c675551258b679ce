/// Sends for the storages of derived properties (``DerivedStorage``), whose
/// deliveries nest inside the delivery of their source: they go through
/// ``DerivedTrampoline``, so a long chain of derived properties does not
/// grow the stack with its length.
extension ObserverStorage {
    /// Stores `value` as the current value and sends it to every observer,
    /// as `send(value, replacingCurrent: true)` does, except that the calls
    /// to the observers are deferred when derived deliveries are nested too
    /// deep on this thread (``DerivedTrampoline``).
    ///
    /// - Parameter value: The derived property's new value.
    @inlinable
    func sendDerived(_ value: Value) {
        withAccess { access in
            let word = access.deliveryWord
            let inlineSlot = access.inlineSlot
            var replaced: Value? = nil
            let slots = access.withLock { state -> UnsafeBufferPointer<ObserverSlot<Value>?>? in
                replaced = state.current.take()
                state.current = value
                return state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot)
            }
            // The value replaced is released after the lock.
            withExtendedLifetime(replaced) {}
            guard let slots else { return }
            deliverDerived(value, to: slots, with: access)
        }
    }

    /// Changes the current value in place under the lock, then sends the new
    /// value as ``sendDerived(_:)`` does. In place: what `body` replaces is
    /// released in `body`, under the lock (the derived value's parts are the
    /// sources' values, which the sources still hold).
    ///
    /// - Parameter body: Changes the value; it runs under the storage lock.
    @inlinable
    func modifyDerived(_ body: (inout Value) -> Void) {
        withAccess { access in
            let word = access.deliveryWord
            let inlineSlot = access.inlineSlot
            let (value, slots) = access.withLock { state -> (Value, UnsafeBufferPointer<ObserverSlot<Value>?>?) in
                precondition(state.current != nil, "Fractal internal error: a value-less storage was modified")
                body(&state.current!)
                let value = state.current!
                return (value, state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot))
            }
            guard let slots else { return }
            deliverDerived(value, to: slots, with: access)
        }
    }

    /// Delivers `value` to `slots` (lent to this thread, which holds the
    /// deliverer role), then drains what was queued meanwhile: at once, or
    /// later on this thread if derived deliveries are nested too deep. Until
    /// then the role stays with this thread: the lent slots stay valid and
    /// other senders queue behind this value.
    ///
    /// Deferred work runs after `access`'s call has returned, so it reaches
    /// the storage through a new ``ObserverStorage/withAccess(_:)`` call and
    /// takes the inline slot's address from it, rather than using the one
    /// `slots` holds; an ``ObserverSlots``' memory stays valid by itself.
    @inlinable
    func deliverDerived(_ value: Value, to slots: UnsafeBufferPointer<ObserverSlot<Value>?>, with access: Access) {
        DerivedTrampoline.perform {
            access.deliver(value, to: slots, below: slots.count)
            access.drainPending()
        } deferring: {
            let isInline = slots.baseAddress == UnsafePointer(access.inlineSlot)
            let count = slots.count
            return {
                withAccess { access in
                    let slots = isInline ? UnsafeBufferPointer(start: access.inlineSlot, count: count) : slots
                    access.deliver(value, to: slots, below: count)
                    access.drainPending()
                }
            }
        }
    }
}
