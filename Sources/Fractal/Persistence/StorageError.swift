/// Why a ``PersistentStorage`` could not load or save its value.
///
/// "Nothing saved yet" is not an error: ``PersistentStorage/load()`` returns
/// `nil` then. The four failures are told apart because an app answers them
/// differently: a read that failed may work next time, a corrupt value never
/// will (start from a default and tell the user), a failed write means the
/// user's latest change is not on disk, and a conflict means another writer
/// changed what is saved since the app read it (offer to load their value, or
/// to overwrite it with ``JSONFileStorage/overwrite(with:)``).
///
/// Each case keeps a reason that is safe to print or log: the system's text
/// for the failure ("Permission denied"), or where decoding failed and how
/// (`at [0].theme: invalid value`), with the file's name but never its
/// contents, in at most a few hundred characters.
///
/// ```swift
/// let error = StorageError.writeFailed(reason: "standups.json: rename: Permission denied")
/// print(error)  // could not write: standups.json: rename: Permission denied
/// ```
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved value exists but could not be read (permissions, not a
    /// regular file, larger than the storage's limit, an I/O error).
    case readFailed(reason: String)
    /// The saved value was read but could not be decoded: the file is corrupt,
    /// or was written by an incompatible version of the app.
    case corrupt(reason: String)
    /// The value could not be encoded or written; what was saved before is
    /// unchanged.
    case writeFailed(reason: String)
    /// The value was not written because another writer (another process,
    /// another storage of the same file) changed what is saved since this
    /// storage last read or wrote it; what is saved is theirs, unchanged.
    case conflict(reason: String)

    /// Why the storage failed.
    public var reason: String {
        switch self {
        case .readFailed(let reason), .corrupt(let reason), .writeFailed(let reason), .conflict(let reason): reason
        }
    }

    /// The failure in one line: what could not be done, and why.
    public var description: String {
        switch self {
        case .readFailed(let reason): "could not read: \(reason)"
        case .corrupt(let reason): "corrupt, could not decode: \(reason)"
        case .writeFailed(let reason): "could not write: \(reason)"
        case .conflict(let reason): "changed by another writer, not overwritten: \(reason)"
        }
    }
}
