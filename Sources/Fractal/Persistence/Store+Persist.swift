extension Store {
    /// Saves a part of the state to `storage` each time it changes, and
    /// sends the event `failed` makes of any failed save.
    ///
    /// The state the app shares lives in the store; this keeps a copy of one
    /// part of it on disk. Load it at launch with
    /// `PersistentStorage.load(orDefault:)`, start the store with it, then
    /// persist:
    ///
    /// ```swift
    /// let (standups, loadError) = storage.load(orDefault: [])
    /// let store = Store(initial: AppState(standups: standups, loadError: loadError), reduce: AppState.reduce)
    /// let persistence = store.persist(\.standups, to: storage, failed: AppEvent.saveFailed)
    /// ```
    ///
    /// Only changes are saved: not the value at the time of the call (it
    /// came from the storage), and not a value equal to the one last saved
    /// (an event that changed another part, or an edit undone). A failed
    /// save is never lost: its error becomes an event reduced like any other
    /// (show it, offer to retry); the next change saves the whole value
    /// again. After a ``StorageError/conflict(reason:)`` every save is one
    /// until the app resolves it: it loads the storage again and sets the
    /// state from it, or overwrites (``JSONFileStorage/overwrite(with:)``).
    ///
    /// **Where the write runs.** Each save runs on the thread that reduced
    /// the change (usually the main thread, where views send), inside the
    /// delivery of the new state, and blocks it until the storage is done:
    /// a slow disk slows every event. For a file of a few kilobytes that is a
    /// fraction of a millisecond; for larger values, or bursts of edits, use
    /// `persist(_:to:debounce:on:failed:)`, which writes once the edits
    /// settle, on a scheduler you choose.
    ///
    /// Keeps saving until the returned disposable is disposed (dropping it
    /// does not stop it). Failed saves are sent to this store while it is
    /// alive: persist on a store you keep, such as the root, rather than on a
    /// temporary scope. The storage's `save` must not dispose the persistence.
    ///
    /// - Parameters:
    ///   - value: Reads the part to persist from the state (a key path such
    ///     as `\.standups`).
    ///   - storage: Where the part is saved.
    ///   - failed: Makes the event sent to this store when a save fails.
    /// - Returns: The persistence; dispose it to stop saving.
    /// - Complexity: Each reduced event costs one read of `value` and one
    ///   comparison; each change, one save.
    public func persist<Storage: PersistentStorage>(
        _ value: @escaping @Sendable (State) -> Storage.Value,
        to storage: Storage,
        failed: @escaping @Sendable (StorageError) -> Event
    ) -> any Disposable where Storage.Value: Equatable {
        persisting(value, to: storage, debounce: nil, failed: failed)
    }

    /// Saves a part of the state to `storage` once its changes settle: when
    /// `interval` has passed on `scheduler` with no newer change, and sends
    /// the event `failed` makes of any failed save.
    ///
    /// A burst of edits (typing a title, dragging to reorder) is then one
    /// write of the last value. In tests, a `TestScheduler` (a store tester's
    /// own) moves the write in virtual time:
    ///
    /// ```swift
    /// let persistence = tester.store.persist(\.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: AppEvent.saveFailed)
    /// tester.send(.add("Design")) { $0.standups = ["Design"] }
    /// tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
    /// tester.advance(by: .seconds(1))
    /// #expect(storage.takeSaves() == [["Design", "Review"]])
    /// ```
    ///
    /// **Where the write runs:** on `scheduler`, in the work it runs when the
    /// interval has passed, blocking it until the storage is done. On
    /// `UIScheduler` that is the main thread; pass a scheduler of a
    /// background queue to keep the disk off it. Disposing the persistence
    /// saves a change still waiting, at once, on the disposing thread, so
    /// the last edit is not lost when the app tears its store down.
    ///
    /// Otherwise as `persist(_:to:failed:)`: only changes are saved, a failed
    /// save becomes an event, and it keeps saving until disposed.
    ///
    /// - Parameters:
    ///   - value: Reads the part to persist from the state.
    ///   - storage: Where the part is saved.
    ///   - interval: How long a change must stand before it is saved.
    ///   - scheduler: Where the interval is timed and the save runs.
    ///   - failed: Makes the event sent to this store when a save fails.
    /// - Returns: The persistence; dispose it to stop saving (after saving
    ///   a change still waiting).
    /// - Complexity: Each reduced event costs one read of `value` and one
    ///   comparison; each change, one scheduled timer and the cancellation of
    ///   the one it replaces; each settled burst, one save.
    public func persist<Storage: PersistentStorage>(
        _ value: @escaping @Sendable (State) -> Storage.Value,
        to storage: Storage,
        debounce interval: Duration,
        on scheduler: some TimedScheduler,
        failed: @escaping @Sendable (StorageError) -> Event
    ) -> any Disposable where Storage.Value: Equatable {
        persisting(value, to: storage, debounce: (interval, scheduler), failed: failed)
    }

    /// Starts a ``StatePersistence`` of the part `value` reads, reporting to
    /// this store, held weakly: persisting never keeps a store alive.
    private func persisting<Storage: PersistentStorage>(
        _ value: @escaping @Sendable (State) -> Storage.Value,
        to storage: Storage,
        debounce: (interval: Duration, scheduler: any TimedScheduler)?,
        failed: @escaping @Sendable (StorageError) -> Event
    ) -> any Disposable where Storage.Value: Equatable {
        let persistence = StatePersistence(storage: storage, debounce: debounce) { [weak self] error in
            self?.send(failed(error))
        }
        persistence.start(states.map(value).skipRepeats())
        return persistence
    }
}
