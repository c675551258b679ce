/// What `PropertyProtocol.persist(to:failed:)` returns: it saves each change
/// of a value to a storage, and reports failed saves.
///
/// Changes arrive from the value's observation, one at a time, on the thread
/// that made them, and each is saved right there.
///
/// A value equal to the last one saved (or, before any save, to the value
/// when persisting started) is not saved again: after a failed save, a
/// change back to what is on disk writes nothing.
///
/// Two locks: ``state`` (short: the observation) and ``writer``, held around
/// a save, so that saves from two threads are made one at a time and each
/// compared with the one before. `writer` is never taken inside `state`.
final class StatePersistence<Storage: PersistentStorage>: Disposable where Storage.Value: Equatable {
    typealias Value = Storage.Value

    /// What to cancel on dispose.
    struct State {
        var observation: (any Disposable)?
        var isDisposed = false
        /// Whether the first value (the one when persisting started) came.
        var hasStarted = false
    }

    let storage: Storage
    /// Hands a failed save to the app.
    let report: @Sendable (StorageError) -> Void
    let state = Locked<State>.make(State())
    /// The value last saved (at first, the value when persisting started);
    /// held while a value is saved: saves one at a time, in order.
    let writer = Locked<Value?>.make(nil)

    init(storage: Storage, report: @escaping @Sendable (StorageError) -> Void) {
        self.storage = storage
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

    /// Stops observing.
    func dispose() {
        let observation = state.withLock { state in
            state.isDisposed = true
            defer { state.observation = nil }
            return state.observation
        }
        observation?.dispose()
    }

    /// A value of the persisted part: the first is what is saved already
    /// (read in the same delivery as the changes, so none is missed); the
    /// others are changes, saved now.
    private func delivered(_ value: Value) {
        let isFirst = state.withLock { state in
            defer { state.hasStarted = true }
            return !state.hasStarted
        }
        if isFirst {
            writer.withLock { $0 = value }
        } else {
            save(value)
        }
    }

    /// Saves `value` now, unless persisting was stopped.
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
