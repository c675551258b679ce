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
        let word = deliveryWord
        let inlineSlot = inlineSlotAddress
        let slots = withLock { state -> UnsafeBufferPointer<ObserverSlot<Value>?>? in
            state.current = value
            return state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot)
        }
        guard let slots else { return }
        deliverDerived(value, to: slots)
    }

    /// Changes the current value in place under the lock, then sends the new
    /// value as ``sendDerived(_:)`` does.
    ///
    /// - Parameter body: Changes the value; it runs under the storage lock.
    @inlinable
    func modifyDerived(_ body: (inout Value) -> Void) {
        let word = deliveryWord
        let inlineSlot = inlineSlotAddress
        let (value, slots) = withLock { state -> (Value, UnsafeBufferPointer<ObserverSlot<Value>?>?) in
            precondition(state.current != nil, "Fractal internal error: a value-less storage was modified")
            body(&state.current!)
            let value = state.current!
            return (value, state.beginBroadcast(of: value, word: word, inlineSlot: inlineSlot))
        }
        guard let slots else { return }
        deliverDerived(value, to: slots)
    }

    /// Delivers `value` to `slots` (lent to this thread, which holds the
    /// deliverer role), then drains what was queued meanwhile: at once, or
    /// later on this thread if derived deliveries are nested too deep. The
    /// role held meanwhile keeps the lent buffer alive and makes other
    /// senders queue behind this value.
    @inlinable
    func deliverDerived(_ value: Value, to slots: UnsafeBufferPointer<ObserverSlot<Value>?>) {
        DerivedTrampoline.perform {
            deliver(value, to: slots, below: slots.count)
            drainPending()
        } deferring: {
            {
                deliver(value, to: slots, below: slots.count)
                drainPending()
            }
        }
    }
}
