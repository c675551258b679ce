/// A ``PersistentStorage`` in memory, for tests and previews: it records
/// every save, and can be told to fail.
///
/// A test gives it to the code under test in place of a file, then asserts
/// exactly what was written, in order. ``takeSaves()`` returns the saves and
/// forgets them, so a test that takes them after each step and checks
/// ``saves`` is empty at the end has asserted every write:
///
/// ```swift
/// let storage = MemoryStorage<[String]>(["Design"])
/// try storage.save(["Design", "Standup"])
/// #expect(storage.takeSaves() == [["Design", "Standup"]])
/// #expect(try storage.load() == ["Design", "Standup"])
///
/// storage.failNextSave(with: .writeFailed(reason: "disk full"))
/// #expect(throws: StorageError.writeFailed(reason: "disk full")) { try storage.save([]) }
/// #expect(storage.saves.isEmpty)  // a failed save is not recorded
/// ```
///
/// Safe to use from any thread: every call takes the storage's lock once.
///
/// - Complexity: Each call is O(1), except that ``saves`` and
///   ``takeSaves()`` copy the saves recorded.
public final class MemoryStorage<Value: Sendable>: PersistentStorage {
    /// The saved value, the saves recorded and the failures asked for.
    struct State {
        var value: Value?
        var saves: [Value] = []
        var loadFailure: StorageError?
        var saveFailure: StorageError?
    }

    /// Every read and write goes through this lock.
    let state: Locked<State>

    /// Creates a storage holding `value`, as if it had been saved before.
    ///
    /// - Parameter value: What ``load()`` returns at first; `nil` (the
    ///   default) for nothing saved yet.
    public init(_ value: Value? = nil) {
        state = .make(State(value: value))
    }

    /// The value ``load()`` returns now: the last one saved, or the initial one.
    public var value: Value? {
        state.withLock { $0.value }
    }

    /// The values saved since the storage was made or since the last
    /// ``takeSaves()``, oldest first. Failed saves are not recorded.
    public var saves: [Value] {
        state.withLock { $0.saves }
    }

    /// Returns the values saved since the storage was made or since the last
    /// call, oldest first, and forgets them.
    ///
    /// - Returns: The saves not taken before.
    @discardableResult
    public func takeSaves() -> [Value] {
        state.withLock { state in
            defer { state.saves = [] }
            return state.saves
        }
    }

    /// Makes the next ``load()`` throw `error` instead of loading (once).
    ///
    /// - Parameter error: The error to throw.
    public func failNextLoad(with error: StorageError) {
        state.withLock { $0.loadFailure = error }
    }

    /// Makes the next ``save(_:)`` throw `error` instead of saving (once):
    /// the value is then unchanged and nothing is recorded.
    ///
    /// - Parameter error: The error to throw.
    public func failNextSave(with error: StorageError) {
        state.withLock { $0.saveFailure = error }
    }

    /// Returns the value last saved, or throws the failure asked for with
    /// ``failNextLoad(with:)``.
    ///
    /// - Returns: The value, or `nil` if nothing was saved.
    /// - Throws: The error given to ``failNextLoad(with:)``, once.
    public func load() throws(StorageError) -> Value? {
        try state.withLock { state -> Result<Value?, StorageError> in
            guard let failure = state.loadFailure else { return .success(state.value) }
            state.loadFailure = nil
            return .failure(failure)
        }.get()
    }

    /// Keeps `value` and records the save, or throws the failure asked for
    /// with ``failNextSave(with:)``.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: The error given to ``failNextSave(with:)``, once.
    public func save(_ value: Value) throws(StorageError) {
        try state.withLock { state -> Result<Void, StorageError> in
            if let failure = state.saveFailure {
                state.saveFailure = nil
                return .failure(failure)
            }
            state.value = value
            state.saves.append(value)
            return .success(())
        }.get()
    }
}
