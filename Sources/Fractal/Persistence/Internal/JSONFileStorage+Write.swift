#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONFileStorage {
    /// Encodes `value` and replaces the file with it: what ``save(_:)`` and
    /// ``overwrite(with:)`` do, the first checking the file's version.
    ///
    /// Under the storage's lock, then the directory's (so that no other
    /// storage's save comes between the check and the rename): removes what
    /// killed saves left, checks the version, keeps a file that could not
    /// be read, moves aside the one that failed to load (only if it is still
    /// that file), replaces the file and takes its new version as known.
    func write(_ value: Value, checkingVersion: Bool) throws(StorageError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try Self.encoder().encode(value))
        } catch {
            throw .writeFailed(reason: reason("could not encode: \(CodingFailure.reason(error))"))
        }
        guard bytes.count <= maximumSize else {
            throw .writeFailed(
                reason: reason("not written: \(bytes.count) bytes, larger than the limit of \(maximumSize) bytes that loading reads"))
        }
        try state.withLock { state -> Result<Void, StorageError> in
            do throws(FileIO.Failure) {
                let target = try FileIO.followingLinks(url.path)
                try FileIO.requireRegularFile(target)
                return try FileIO.withDirectoryLocked(of: target) { () throws(FileIO.Failure) -> Result<Void, StorageError> in
                    FileIO.removeTemporaryFiles(of: target)
                    let conflict = state.known.conflict(with: KnownFile.current(at: target))
                    if checkingVersion, let conflict {
                        return .failure(.conflict(reason: reason("not replaced: \(conflict)")))
                    }
                    if state.outcome == .unreadable, let failure = FileIO.readability(target) {
                        throw FileIO.Failure(operation: "not replaced", reason: "it could not be read: \(failure.systemReason)")
                    }
                    if state.outcome != .loaded {
                        // Only the file that failed: one another writer put there may be good.
                        if conflict == nil, try FileIO.moveAside(target, suffix: "corrupt") != nil { state.known = .missing }
                        state.outcome = .loaded
                    }
                    let path = FileIO.temporaryPath(beside: target, id: UUID().uuidString)
                    state.known = .version(try FileIO.replace(target, with: bytes, through: path, calls: calls))
                    return .success(())
                }
            } catch {
                return .failure(.writeFailed(reason: reason(error.description)))
            }
        }.get()
    }
}
