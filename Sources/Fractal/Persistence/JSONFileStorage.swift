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
/// its owner and group, where the process may), flushes it to disk, renames
/// it over the target and flushes the directory. Readers see the old file
/// or the new one, never half of one, even if the app dies mid-save; on
/// failure the temporary file is removed and the old file is left as it
/// was. The temporary files of a save killed before its rename are removed
/// by the next save of the same file.
///
/// **Only regular files, of a bounded size.** A FIFO, a device or a
/// directory where the file should be is refused at once, without reading
/// it or waiting on it: loads and saves throw, and it stays where it is. A
/// file larger than ``maximumSize`` is not read.
///
/// **A symbolic link is followed.** A save through a link replaces the file
/// the link names, atomically, in that file's directory; the link stays.
///
/// **A file that could not be read is never overwritten.** When ``load()``
/// throws (``StorageError/corrupt(reason:)``, or
/// ``StorageError/readFailed(reason:)`` for a file that exists), the file
/// stays where it is, untouched, so a version of the app that understands
/// it can still read it. The next ``save(_:)`` of this storage first moves
/// that file aside to `standups.json.corrupt` (or `.corrupt-2`, `-3`… if
/// that name is taken), then writes; if it cannot be moved, the save throws
/// and writes nothing. A file this process may not read (permissions) is
/// neither moved nor replaced: saves throw until it can be read. A file it
/// may read but not write is not replaced either. Use one storage per file:
/// another storage of the same file does not know that this one's load
/// failed.
///
/// Loads and saves of one storage run one at a time, on the calling thread,
/// in the order they were called; each blocks its caller until the disk is
/// done. A missing directory is not created: a save into it throws
/// ``StorageError/writeFailed(reason:)``. Every error's reason names the
/// file (not its directory) and says what failed, in at most a few hundred
/// characters, never quoting what the file holds.
///
/// - Complexity: A load or save is O(*n*) in the size of the encoded value;
///   a save adds two `fsync`s and a scan of the names in the file's
///   directory (for temporary files left behind).
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

    /// The size limit when none is given: 32 MiB.
    public static var defaultMaximumSize: Int { 32 * 1024 * 1024 }

    /// The file the value is kept in.
    public let url: URL
    /// The largest file, in bytes, that ``load()`` reads.
    public let maximumSize: Int
    /// Held across each load and save so that they run one at a time. Disk
    /// work under a lock is deliberate here: callers of one file must wait
    /// for each other, and no caller code runs inside.
    let outcome = Locked<LoadOutcome>.make(.loaded)

    /// Creates a storage of the JSON file at `url` that reads files of up to
    /// ``defaultMaximumSize`` bytes.
    ///
    /// Nothing is read or created until ``load()`` or ``save(_:)``.
    ///
    /// - Parameter url: A file URL; its directory must exist when saving. If
    ///   it names a symbolic link, the file the link names is read and
    ///   replaced.
    public convenience init(url: URL) {
        self.init(url: url, maximumSize: Self.defaultMaximumSize)
    }

    /// Creates a storage of the JSON file at `url` that reads files of up to
    /// `maximumSize` bytes.
    ///
    /// Nothing is read or created until ``load()`` or ``save(_:)``. Give a
    /// limit above the largest file the app can save; a larger file is
    /// refused unread, so that a file that never ends (a device) or a huge
    /// one cannot take the app's memory.
    ///
    /// - Parameters:
    ///   - url: A file URL; its directory must exist when saving. If it names
    ///     a symbolic link, the file the link names is read and replaced.
    ///   - maximumSize: The largest file, in bytes, that ``load()`` reads; a
    ///     larger one is a ``StorageError/readFailed(reason:)``. A negative
    ///     size counts as 0.
    public init(url: URL, maximumSize: Int) {
        self.url = url
        self.maximumSize = max(maximumSize, 0)
    }

    /// Reads and decodes the file.
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
        try outcome.withLock { outcome in
            let result = read()
            outcome = result.outcome
            return result.value
        }.get()
    }

    /// Encodes `value` and replaces the file with it, atomically.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: ``StorageError/writeFailed(reason:)`` if the value could not
    ///   be encoded; the file is not a regular file, is read-only, or could
    ///   not be read at the last load and still cannot; a file that failed
    ///   to load could not be moved aside; or the file could not be written
    ///   (a missing or read-only directory, a full disk). The old file is
    ///   then unchanged and no temporary file is left behind.
    /// - Complexity: O(*n*) in the size of the encoded value, plus two `fsync`s.
    public func save(_ value: Value) throws(StorageError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try Self.encoder().encode(value))
        } catch {
            throw .writeFailed(reason: reason("could not encode: \(CodingFailure.reason(error))"))
        }
        try outcome.withLock { outcome -> Result<Void, StorageError> in
            do throws(FileIO.Failure) {
                let target = try FileIO.followingLinks(url.path)
                try FileIO.requireRegularFile(target)
                FileIO.removeTemporaryFiles(of: target)
                if outcome == .unreadable, let failure = FileIO.readability(target) {
                    throw FileIO.Failure(operation: "not replaced", reason: "it could not be read: \(failure.systemReason)")
                }
                if outcome != .loaded {
                    _ = try FileIO.moveAside(target, suffix: "corrupt")
                    outcome = .loaded
                }
                try FileIO.replace(target, with: bytes, through: FileIO.temporaryPath(beside: target, id: UUID().uuidString))
                return .success(())
            } catch {
                return .failure(.writeFailed(reason: reason(error.description)))
            }
        }.get()
    }

    /// The file's name, which errors mention (not its directory).
    var name: String { url.lastPathComponent }

    /// `name: text`, at most ``maximumReasonLength`` characters.
    private func reason(_ text: String) -> String {
        let reason = "\(name): \(text)"
        return reason.count <= Self.maximumReasonLength ? reason : String(reason.prefix(Self.maximumReasonLength - 1)) + "…"
    }

    /// The longest reason an error of this storage gives.
    static var maximumReasonLength: Int { 400 }

    /// Reads and decodes the file: `nil` if it does not exist; with what the
    /// next save must do about it.
    private func read() -> (value: Result<Value?, StorageError>, outcome: LoadOutcome) {
        let bytes: [UInt8]?
        do throws(FileIO.Failure) {
            bytes = try FileIO.read(url.path, limit: maximumSize)
        } catch {
            return (.failure(.readFailed(reason: reason(error.description))), error.isPermissionDenied ? .unreadable : .failed)
        }
        guard let bytes else { return (.success(nil), .loaded) }
        do {
            return (.success(try JSONDecoder().decode(Value.self, from: Data(bytes))), .loaded)
        } catch {
            return (.failure(.corrupt(reason: reason(CodingFailure.reason(error)))), .failed)
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
