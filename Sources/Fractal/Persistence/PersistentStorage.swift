/// Where one value is kept between launches of an app: a JSON file
/// (``JSONFileStorage``), memory in tests and previews (``MemoryStorage``),
/// or anything else that can load and save a value.
///
/// A property keeps the value while the app runs; a storage only loads it
/// at launch and saves it when it changes. Connect the two with
/// ``PropertyProtocol/persist(to:failed:)``.
///
/// Loading and saving are synchronous and may be called from any thread;
/// they return or throw when the storage is done.
public protocol PersistentStorage<Value>: Sendable {
    /// The type of the value kept.
    associatedtype Value: Sendable

    /// Reads the saved value.
    ///
    /// - Returns: The value last saved, or `nil` if nothing was saved yet.
    /// - Throws: ``StorageError/readFailed(reason:)`` if the value exists but
    ///   could not be read, ``StorageError/corrupt(reason:)`` if it could not
    ///   be decoded.
    func load() throws(StorageError) -> Value?

    /// Saves `value` in place of what was saved before.
    ///
    /// `Store.persist` calls it while it holds the lock that keeps saves in
    /// order: a storage must not, from `save`, change the state that the
    /// same persistence saves.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: ``StorageError/writeFailed(reason:)`` if the value could not
    ///   be encoded or written; ``StorageError/conflict(reason:)`` if the
    ///   storage found that another writer changed what is saved since it
    ///   last read or wrote it. What was saved before is then unchanged.
    func save(_ value: Value) throws(StorageError)
}

extension PersistentStorage {
    /// Reads the saved value for an app's launch: the value to start with,
    /// and the error to show if loading failed.
    ///
    /// An app starts whatever happens, so this never throws: when nothing
    /// was saved yet, or loading failed, the value is `defaultValue`; only
    /// in the second case is `error` set. Keep the error in the initial state
    /// to tell the user (their data was not lost: see ``JSONFileStorage`` for
    /// what happens to a corrupt file). To stop instead, call ``load()``.
    ///
    /// - Parameter defaultValue: The value to start with when none was loaded.
    /// - Returns: The loaded value or `defaultValue`, and the error of a
    ///   failed load, or `nil`.
    public func load(orDefault defaultValue: @autoclosure () -> Value) -> (value: Value, error: StorageError?) {
        do {
            return (try load() ?? defaultValue(), nil)
        } catch {
            return (defaultValue(), error)
        }
    }
}
