extension PropertyProtocol where Value: Equatable {
    /// Saves the value to `storage` each time it changes, and calls `failed`
    /// with the error of any failed save.
    ///
    /// This is how state that several view models share is kept on disk: the
    /// value lives in one ``MutableProperty`` that they are given (and bind
    /// with ``ViewModel/bind(_:to:)``); the view model that owns it persists
    /// it while presented, and shows a failed save in its own state; its
    /// ``ViewModel/whilePresented()`` returns:
    ///
    /// ```swift
    /// CompositeDisposable([
    ///     bind(\.items, to: items),
    ///     items.persist(to: storage) { [weak self] error in self?.modify { $0.storageError = error } },
    /// ])
    /// ```
    ///
    /// Only changes are saved: not the value at the time of the call (it
    /// came from the storage), and not a value equal to the one last saved.
    /// Each save runs on the thread that made the change, inside the
    /// delivery of the new value, and blocks it until the storage is done.
    /// A failed save is never lost: the next change saves the whole value
    /// again (after a ``StorageError/conflict(reason:)``, once the app has
    /// loaded the storage again or overwritten it).
    ///
    /// - Parameters:
    ///   - storage: Where the value is saved.
    ///   - failed: Called with the error of each failed save.
    /// - Returns: What stops saving; dropping it does not stop it.
    public func persist<Storage: PersistentStorage>(
        to storage: Storage,
        failed: @escaping @Sendable (StorageError) -> Void
    ) -> any Disposable where Storage.Value == Value {
        let persistence = StatePersistence(storage: storage, report: failed)
        persistence.start(Property(self).skipRepeats())
        return persistence
    }
}
