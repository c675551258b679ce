/// What `Store.persist` returns: it saves each change of a part of a store's
/// state to a storage, at once or once changes settle, and reports failed
/// saves.
///
/// Changes arrive from the state's observation, one at a time, on the thread
/// that reduced them. Without a debounce interval each is saved right there.
/// With one, the change waits as ``State/pending`` and a timer on the
/// scheduler saves the latest pending value once no newer change came for
/// the interval; disposing saves a value still pending, on the disposing
/// thread, then stops.
///
/// A value equal to the last one saved (or, before any save, to the value
/// when persisting started) is not saved again: a burst that ends where it
/// began writes nothing, and after a failed save, a change back to what is
/// on disk writes nothing either.
///
/// Two locks: ``state`` (short: the pending value, the timer, the
/// observation) and ``writer``, held around taking the pending value and
/// saving it, so that a timer's save and the flush of `dispose` can never
/// write an older value after a newer one. `writer` is taken before `state`,
/// never the other way.
final class StatePersistence<Storage: PersistentStorage>: Disposable where Storage.Value: Equatable {
    typealias Value = Storage.Value

    /// The pending change and what to cancel on dispose.
    struct State {
        var pending: Value?
        var timer: (any Disposable)?
        var observation: (any Disposable)?
        var isDisposed = false
        /// Whether the first value (the one when persisting started) came.
        var hasStarted = false
    }

    let storage: Storage
    let debounce: (interval: Duration, scheduler: any TimedScheduler)?
    /// Sends the event of a failed save to the store.
    let report: @Sendable (StorageError) -> Void
    let state = Locked<State>.make(State())
    /// The value last saved (at first, the value when persisting started);
    /// held while a value is saved: saves one at a time, in order.
    let writer = Locked<Value?>.make(nil)

    init(
        storage: Storage,
        debounce: (interval: Duration, scheduler: any TimedScheduler)?,
        report: @escaping @Sendable (StorageError) -> Void
    ) {
        self.storage = storage
        self.debounce = debounce
        self.report = report
    }

    /// Starts observing `values`: its current value is taken as saved (it
    /// came from the storage), its changes are saved. The observation keeps
    /// this object alive until ``dispose()``, like any observation, so
    /// dropping the disposable does not stop saving.
    func start(_ values: Property<Value>) {
        let observation = values.observe { value in self.delivered(value) }
        let disposed = state.withLock { state in
            state.observation = observation
            return state.isDisposed
        }
        if disposed { observation.dispose() }
    }

    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Stops observing, cancels the timer, and saves a change still pending.
    func dispose() {
        let (observation, timer) = state.withLock { state in
            state.isDisposed = true
            defer { (state.observation, state.timer) = (nil, nil) }
            return (state.observation, state.timer)
        }
        observation?.dispose()
        timer?.dispose()
        savePending()
    }

    /// A value of the persisted part: the first is what is saved already
    /// (read in the same delivery as the changes, so none is missed); the
    /// others are changes.
    private func delivered(_ value: Value) {
        let isFirst = state.withLock { state in
            defer { state.hasStarted = true }
            return !state.hasStarted
        }
        if isFirst {
            writer.withLock { $0 = value }
        } else {
            changed(value)
        }
    }

    /// A change of the persisted part: saved now, or after the interval.
    private func changed(_ value: Value) {
        guard let debounce else {
            save(value)
            return
        }
        let previous = state.withLock { state -> (any Disposable)?? in
            guard !state.isDisposed else { return .none }
            state.pending = value
            defer { state.timer = nil }
            return .some(state.timer)
        }
        guard let previous else { return }
        previous?.dispose()
        let timer = debounce.scheduler.schedule(after: debounce.interval) { [weak self] in self?.savePending() }
        let disposed = state.withLock { state in
            if !state.isDisposed { state.timer = timer }
            return state.isDisposed
        }
        if disposed { timer.dispose() }
    }

    /// Saves the pending value, if any (a timer firing, or dispose).
    private func savePending() {
        let failure = writer.withLock { saved -> StorageError? in
            guard let value = takePending() else { return nil }
            return attempt(value, over: &saved)
        }
        if let failure { report(failure) }
    }

    /// The change waiting to be saved, taken.
    private func takePending() -> Value? {
        state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }

    /// Saves `value` now (no debounce).
    private func save(_ value: Value) {
        let isDisposed = state.withLock { $0.isDisposed }
        guard !isDisposed else { return }
        if let failure = writer.withLock({ attempt(value, over: &$0) }) { report(failure) }
    }

    /// Saves `value` unless it equals `saved`, the value last saved, which
    /// it then becomes; returns the error of a failed save.
    private func attempt(_ value: Value, over saved: inout Value?) -> StorageError? {
        guard value != saved else { return nil }
        do {
            try storage.save(value)
            saved = value
            return nil
        } catch {
            return error
        }
    }
}
