// Foundation is imported by this folder only: the rest of the library needs
// none. On Linux, FoundationEssentials (JSON coding, URL, UUID) is enough and
// spares an app the whole of Foundation.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``PersistentStorage`` that keeps a `Codable` value in a JSON file.
///
/// ```swift
/// let storage = JSONFileStorage<[Standup]>(url: directory.appendingPathComponent("standups.json"))
/// try storage.save([Standup(title: "Design")])
/// let loaded = try storage.load()  // [Standup(title: "Design")]
/// ```
///
/// **Writes are atomic.** A save encodes the value (keys sorted, indented,
/// so the same value always writes the same bytes and diffs read well),
/// writes it to a new temporary file beside the target
/// (`.standups.json.<UUID>.tmp`), gives it the target's permissions (and
/// its owner and group, where the process may; a new file gets 0644 less
/// the umask), flushes it to disk, renames it over the target and flushes
/// the directory. Readers see the old file or the new one, never half of
/// one, even if the app dies mid-save; on failure the temporary file is
/// removed and the old file is left as it was. The temporary files of a
/// save killed before its rename are removed by the next load or save of
/// the same file.
///
/// **A save never overwrites a change it has not seen.** The storage
/// remembers which version of the file it last read or wrote (the file's
/// inode, size and modification time). A save first checks, under a lock
/// on the file's directory that every storage's save takes (in this process
/// or another), that the file is still that version, or still missing; if
/// another writer replaced, changed, created or removed it since, the save
/// throws ``StorageError/conflict(reason:)`` and writes nothing. A storage
/// that has not loaded expects no file. To go on, ``load()`` again (the
/// other writer's value; the next save replaces that version), or
/// ``overwrite(with:)`` to replace the file whatever it holds. A change of
/// permissions or owner is not a change of the file.
///
/// **Nothing it writes is refused when read.** A file larger than
/// ``maximumSize`` is neither read nor written: a save of a value whose
/// encoding is larger throws ``StorageError/writeFailed(reason:)`` naming
/// the limit, and leaves the file as it was.
///
/// **Only regular files.** A FIFO, a device or a directory where the file
/// should be is refused at once, without reading it or waiting on it: loads
/// and saves throw, and it stays where it is.
///
/// **A symbolic link is followed.** A save through a link replaces the file
/// the link names, atomically, in that file's directory; the link stays.
///
/// **A file that could not be read is never overwritten.** When ``load()``
/// throws (``StorageError/corrupt(reason:)``, or
/// ``StorageError/readFailed(reason:)`` for a file that exists), the file
/// stays where it is, untouched, so a version of the app that understands
/// it can still read it. The next ``save(_:)`` of this storage, if the file
/// is still the one that failed, first moves it aside to
/// `standups.json.corrupt` (or `.corrupt-2`, `-3`… if that name is taken)
/// beside it (beside the link's target, for a link), then writes; if it
/// cannot be moved, the save throws and writes nothing. If another writer
/// replaced it meanwhile, the save is a conflict: a file that may be good is
/// never moved aside. A file this process may not read (permissions) is
/// neither moved nor replaced: saves throw until it can be read. A file
/// whose mode makes it read-only is not replaced either, even by root.
///
/// Loads and saves of one storage run one at a time, on the calling thread,
/// in the order they were called; each blocks its caller until the disk is
/// done. A missing directory is not created: a save into it throws
/// ``StorageError/writeFailed(reason:)``. Every error's reason names the
/// file (not its directory) and says what failed, in at most a few hundred
/// characters, never quoting what the file holds.
///
/// - Complexity: A load or save is O(*n*) in the size of the encoded value,
///   plus a scan of the names in the file's directory (for temporary files
///   left behind); a save adds two `fsync`s.
public final class JSONFileStorage<Value: Codable & Sendable>: PersistentStorage {
    /// What the last load found, which decides what the next save does
    /// with the file.
    enum LoadOutcome {
        /// Loaded, or no load failed: saves replace the file.
        case loaded
        /// A file that could not be read or decoded: the next save moves it
        /// aside first.
        case failed
        /// A file this process may not read: saves refuse to replace it while
        /// it cannot be read.
        case unreadable
    }

    /// What the storage knows of its file.
    struct FileState {
        var outcome = LoadOutcome.loaded
        /// The version last read or written: what a save expects to find.
        var known = KnownFile.unseen
    }

    /// The size limit when none is given: 32 MiB.
    public static var defaultMaximumSize: Int { 32 * 1024 * 1024 }

    /// The file the value is kept in.
    public let url: URL
    /// The largest file, in bytes, that ``load()`` reads and ``save(_:)``
    /// writes.
    public let maximumSize: Int
    /// Held across each load and save so that they run one at a time. Disk
    /// work under a lock is deliberate here: callers of one file must wait
    /// for each other, and no caller code runs inside.
    let state = Locked<FileState>.make(FileState())
    /// The system calls of a save (the system's own, but in tests).
    let calls: FileSystemCalls

    /// Creates a storage of the JSON file at `url` that reads and writes
    /// files of up to ``defaultMaximumSize`` bytes.
    ///
    /// Nothing is read or created until ``load()`` or ``save(_:)``.
    ///
    /// - Parameter url: A file URL; its directory must exist when saving. If
    ///   it names a symbolic link, the file the link names is read and
    ///   replaced.
    public convenience init(url: URL) {
        self.init(url: url, maximumSize: Self.defaultMaximumSize)
    }

    /// Creates a storage of the JSON file at `url` that reads and writes
    /// files of up to `maximumSize` bytes.
    ///
    /// Nothing is read or created until ``load()`` or ``save(_:)``. A larger
    /// file is refused unread, so that a file that never ends (a device) or
    /// a huge one cannot take the app's memory, and a larger value is not
    /// saved, so that the app never writes a file it would refuse.
    ///
    /// - Parameters:
    ///   - url: A file URL; its directory must exist when saving. If it names
    ///     a symbolic link, the file the link names is read and replaced.
    ///   - maximumSize: The largest file, in bytes, that ``load()`` reads and
    ///     ``save(_:)`` writes; a larger one is a
    ///     ``StorageError/readFailed(reason:)`` or a
    ///     ``StorageError/writeFailed(reason:)``. A negative size counts as 0.
    public init(url: URL, maximumSize: Int) {
        self.url = url
        self.maximumSize = max(maximumSize, 0)
        calls = .posix
    }

    /// A storage whose saves make their system calls through `calls`.
    init(url: URL, maximumSize: Int, calls: FileSystemCalls) {
        self.url = url
        self.maximumSize = max(maximumSize, 0)
        self.calls = calls
    }

    /// Reads and decodes the file, and takes the version read as the one the
    /// next save expects to replace.
    ///
    /// Removes first the temporary files that killed saves of the file left.
    ///
    /// - Returns: The decoded value, or `nil` if there is no file yet.
    /// - Throws: ``StorageError/readFailed(reason:)`` if the file exists but
    ///   could not be read: this process may not read it, it is not a
    ///   regular file (a FIFO, a device, a directory), it is larger than
    ///   ``maximumSize``, or the system failed to read it.
    ///   ``StorageError/corrupt(reason:)`` if it is not JSON of a `Value`,
    ///   with where decoding failed. Either way the file is kept.
    /// - Complexity: O(*n*) in the size of the file.
    public func load() throws(StorageError) -> Value? {
        try state.withLock { state in
            // Under the directory lock every save holds, so a save in progress
            // in another storage never loses its temporary file.
            if let target = try? FileIO.followingLinks(url.path) {
                try? FileIO.withDirectoryLocked(of: target) { () throws(FileIO.Failure) in FileIO.removeTemporaryFiles(of: target) }
            }
            let result = read()
            (state.outcome, state.known) = (result.outcome, result.known)
            return result.value
        }.get()
    }

    /// Encodes `value` and replaces the file with it, atomically, if the file
    /// is the version this storage last read or wrote.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: ``StorageError/conflict(reason:)`` if another writer
    ///   replaced, changed, created or removed the file since this storage
    ///   last read or wrote it (or, before any load, if there is a file):
    ///   nothing is written; ``load()`` or ``overwrite(with:)`` then.
    ///   ``StorageError/writeFailed(reason:)`` if the value could not be
    ///   encoded or encodes to more than ``maximumSize`` bytes; the file is
    ///   not a regular file, is read-only, or could not be read at the last
    ///   load and still cannot; a file that failed to load could not be
    ///   moved aside; or the file could not be written (a missing or
    ///   read-only directory, a full disk). The old file is then unchanged
    ///   and no temporary file is left behind.
    /// - Complexity: O(*n*) in the size of the encoded value, plus two `fsync`s.
    public func save(_ value: Value) throws(StorageError) {
        try write(value, checkingVersion: true)
    }

    /// Encodes `value` and replaces the file with it, atomically, whichever
    /// version of the file is there: what an app does when its user chose to
    /// keep their value over another writer's (after a
    /// ``StorageError/conflict(reason:)``).
    ///
    /// A file that failed to load and is still the one that failed is moved
    /// aside first, as ``save(_:)`` does; a file another writer replaced is
    /// replaced.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: ``StorageError/writeFailed(reason:)`` for the reasons
    ///   ``save(_:)`` gives; never a conflict.
    /// - Complexity: O(*n*) in the size of the encoded value, plus two `fsync`s.
    public func overwrite(with value: Value) throws(StorageError) {
        try write(value, checkingVersion: false)
    }

    /// The file's name, which errors mention (not its directory).
    var name: String { url.lastPathComponent }

    /// `name: text`, at most ``maximumReasonLength`` characters.
    func reason(_ text: String) -> String {
        let reason = "\(name): \(text)"
        return reason.count <= Self.maximumReasonLength ? reason : String(reason.prefix(Self.maximumReasonLength - 1)) + "…"
    }

    /// The longest reason an error of this storage gives.
    static var maximumReasonLength: Int { 400 }

    /// Reads and decodes the file: `nil` if it does not exist; with what the
    /// next save must do about it, and the version it expects.
    private func read() -> (value: Result<Value?, StorageError>, outcome: LoadOutcome, known: KnownFile) {
        let read: (bytes: [UInt8], version: FileVersion)?
        do throws(FileIO.Failure) {
            read = try FileIO.read(url.path, limit: maximumSize)
        } catch {
            let outcome = error.isPermissionDenied ? LoadOutcome.unreadable : .failed
            return (.failure(.readFailed(reason: reason(error.description))), outcome, KnownFile.current(at: url.path))
        }
        guard let read else { return (.success(nil), .loaded, .missing) }
        do {
            return (.success(try JSONDecoder().decode(Value.self, from: Data(read.bytes))), .loaded, .version(read.version))
        } catch {
            return (.failure(.corrupt(reason: reason(CodingFailure.reason(error)))), .failed, .version(read.version))
        }
    }

    /// The encoder of every save: sorted keys and indentation, so that one
    /// value always writes the same bytes.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }
}
