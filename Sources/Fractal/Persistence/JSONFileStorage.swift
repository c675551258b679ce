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
/// (`.standups.json.<random>.tmp`), flushes it to disk, and renames it over
/// the target. Readers see the old file or the new one, never half of one,
/// even if the app dies mid-save; on failure the temporary file is removed
/// and the old file is left as it was.
///
/// **A file that could not be read is never overwritten.** When ``load()``
/// throws (``StorageError/corrupt(reason:)``, or
/// ``StorageError/readFailed(reason:)`` for a file that exists), the file
/// stays where it is, untouched, so a version of the app that understands
/// it can still read it. The next ``save(_:)`` of this storage first moves
/// that file aside to `standups.json.corrupt` (or `.corrupt-2`, `-3`… if
/// that name is taken), then writes; if it cannot be moved, the save throws
/// and writes nothing. Only a file is moved aside: a directory (or anything
/// else that is not a regular file) where the file should be makes loads and
/// saves throw, and stays where it is. Use one storage per file: another
/// storage of the same file does not know that this one's load failed.
///
/// Loads and saves of one storage run one at a time, on the calling thread,
/// in the order they were called; each blocks its caller until the disk is
/// done. A missing directory is not created: a save into it throws
/// ``StorageError/writeFailed(reason:)``.
///
/// - Complexity: A load or save is O(*n*) in the size of the encoded value,
///   plus one `fsync`.
public final class JSONFileStorage<Value: Codable & Sendable>: PersistentStorage {
    /// What the storage remembers between calls.
    struct State {
        /// Whether the last load found a file it could not read or decode:
        /// the next save moves that file aside before writing.
        var needsBackup = false
    }

    /// The file the value is kept in.
    public let url: URL
    /// Held across each load and save so that they run one at a time. Disk
    /// work under a lock is deliberate here: callers of one file must wait
    /// for each other, and no caller code runs inside.
    let state = Locked<State>.make(State())

    /// Creates a storage of the JSON file at `url`.
    ///
    /// Nothing is read or created until ``load()`` or ``save(_:)``.
    ///
    /// - Parameter url: A file URL; its directory must exist when saving.
    public init(url: URL) {
        self.url = url
    }

    /// Reads and decodes the file.
    ///
    /// - Returns: The decoded value, or `nil` if there is no file yet.
    /// - Throws: ``StorageError/readFailed(reason:)`` if the file exists but
    ///   could not be read; ``StorageError/corrupt(reason:)`` if it is not
    ///   JSON of a `Value`, with the decoder's description of where. Either
    ///   way the file is kept, and moved aside by the next save.
    /// - Complexity: O(*n*) in the size of the file.
    public func load() throws(StorageError) -> Value? {
        try state.withLock { state in
            let result = read()
            if case .failure = result { state.needsBackup = true } else { state.needsBackup = false }
            return result
        }.get()
    }

    /// Encodes `value` and replaces the file with it, atomically.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: ``StorageError/writeFailed(reason:)`` if the value could not
    ///   be encoded, a file that failed to load could not be moved aside, or
    ///   the file could not be written (a missing or read-only directory, a
    ///   full disk). The old file is then unchanged and no temporary file is
    ///   left behind.
    /// - Complexity: O(*n*) in the size of the encoded value, plus one `fsync`.
    public func save(_ value: Value) throws(StorageError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try Self.encoder().encode(value))
        } catch {
            throw .writeFailed(reason: "\(name): could not encode: \(Self.describe(error))")
        }
        try state.withLock { state -> Result<Void, StorageError> in
            do throws(FileIO.Failure) {
                if state.needsBackup {
                    _ = try FileIO.moveAside(url.path, suffix: "corrupt")
                    state.needsBackup = false
                }
                try FileIO.replace(url.path, with: bytes, through: temporaryPath())
                return .success(())
            } catch {
                return .failure(.writeFailed(reason: "\(name): \(error.description)"))
            }
        }.get()
    }

    /// The file's name, which errors mention (not its directory).
    var name: String { url.lastPathComponent }

    /// Reads and decodes the file: `nil` if it does not exist.
    private func read() -> Result<Value?, StorageError> {
        let bytes: [UInt8]?
        do throws(FileIO.Failure) {
            bytes = try FileIO.read(url.path)
        } catch {
            return .failure(.readFailed(reason: "\(name): \(error.description)"))
        }
        guard let bytes else { return .success(nil) }
        do {
            return .success(try JSONDecoder().decode(Value.self, from: Data(bytes)))
        } catch {
            return .failure(.corrupt(reason: "\(name): \(Self.describe(error))"))
        }
    }

    /// A new path for a temporary file beside the target, hidden, unique.
    private func temporaryPath() -> String {
        url.deletingLastPathComponent().appendingPathComponent(".\(name).\(UUID().uuidString).tmp").path
    }

    /// The encoder of every save: sorted keys and indentation, so that one
    /// value always writes the same bytes.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }

    /// What went wrong in coding, without the data: the coding path and the
    /// coder's description for a `DecodingError` or `EncodingError`.
    static func describe(_ error: any Error) -> String {
        let context: (path: [any CodingKey], text: String)? =
            switch error {
            case DecodingError.dataCorrupted(let context): (context.codingPath, context.debugDescription)
            case DecodingError.keyNotFound(let key, let context): (context.codingPath + [key], context.debugDescription)
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                (context.codingPath, context.debugDescription)
            case EncodingError.invalidValue(_, let context): (context.codingPath, context.debugDescription)
            default: nil
            }
        guard let context else { return "\(type(of: error))" }
        let path = context.path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? context.text : "at \(path): \(context.text)"
    }
}
