#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

extension FileIO {
    /// Replaces the regular file at `path` (or creates it) with `bytes`, so
    /// that it is never seen half written; returns the new file's version.
    ///
    /// Writes `temporaryPath` (which must not exist, and must be in the same
    /// directory), locked while it is written so that
    /// ``removeTemporaryFiles(of:)`` leaves it alone; gives it the mode and,
    /// where this process may, the owner and group of the file it replaces
    /// (a new file gets 0644 less the process's umask); flushes it to disk;
    /// renames it over `path`; then flushes the directory, so that the
    /// rename survives a crash too. On any failure the temporary file is
    /// removed and `path` is untouched.
    ///
    /// Refuses, writing nothing, when `path` is not a regular file (a FIFO,
    /// a device, a directory) or its mode makes it read-only for this
    /// process (``FileAccess``, root included). `calls` makes the system
    /// calls that tests watch or fail.
    @discardableResult
    static func replace(_ path: String, with bytes: [UInt8], through temporaryPath: String, calls: FileSystemCalls) throws(Failure)
        -> FileVersion
    {
        try requireRegularFile(path)
        var existing = stat()
        let exists = lstat(path, &existing) == 0
        if exists, FileAccess.isReadOnly(existing, for: calls.identity()) {
            throw Failure(operation: "not replaced", reason: "the file is read-only")
        }
        // Private until it has the replaced file's permissions; a new file
        // gets the usual 0644, less the process's umask.
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, exists ? 0o600 : 0o644)
        guard descriptor >= 0 else { throw .lastError("create a temporary file") }
        _ = flock(descriptor, LOCK_EX)
        var failure = write(bytes, to: descriptor, calls: calls)
        if failure == nil, exists { failure = copyOwnerAndMode(of: existing, to: descriptor, calls: calls) }
        if failure == nil, calls.fsync(descriptor) != 0 { failure = .lastError("fsync") }
        var written = stat()
        if failure == nil, fstat(descriptor, &written) != 0 { failure = .lastError("stat") }
        if close(descriptor) != 0, failure == nil { failure = .lastError("close") }
        if failure == nil, calls.rename(temporaryPath, path) != 0 { failure = .lastError("rename") }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        flushDirectory(of: path)
        // A rename keeps the inode, its size and its modification time.
        return FileVersion(written)
    }

    /// Throws unless `path` is a regular file or names nothing: a FIFO, a
    /// device or a directory is never replaced nor moved.
    static func requireRegularFile(_ path: String) throws(Failure) {
        var status = stat()
        if lstat(path, &status) == 0, let kind = irregularKind(status) {
            throw Failure(operation: "not replaced", reason: "not a regular file (\(kind))")
        }
    }

    /// Writes all of `bytes` to `descriptor`; the failure, if any.
    private static func write(_ bytes: [UInt8], to descriptor: Int32, calls: FileSystemCalls) -> Failure? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { calls.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                return .lastError("write")
            }
        }
        return nil
    }

    /// Gives the file of `descriptor` the owner and group of `status` where
    /// this process may (root may give a file to anyone; others only to a
    /// group they are in), then its permission bits; the failure of the
    /// latter, if any.
    private static func copyOwnerAndMode(of status: stat, to descriptor: Int32, calls: FileSystemCalls) -> Failure? {
        if calls.fchown(descriptor, status.st_uid, status.st_gid) != 0 {
            _ = calls.fchown(descriptor, uid_t.max, status.st_gid)  // -1: the owner stays
        }
        return calls.fchmod(descriptor, status.st_mode & 0o777) == 0 ? nil : .lastError("keep the file's permissions")
    }

    /// Flushes the directory holding `path`, so that a rename in it is on
    /// disk. Best effort: the new file is complete either way, and some file
    /// systems cannot flush a directory.
    private static func flushDirectory(of path: String) {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = FileSystemCalls.posix.fsync(descriptor)
        close(descriptor)
    }

    /// Locks the directory holding `path` against the saves of other
    /// storages, in this process or another, while `body` runs: a save
    /// checks that the file is the version it expects, then renames over it,
    /// and no other save may come between. Best effort: a directory that
    /// cannot be opened (the save then fails for its own reason) or locked
    /// is not locked.
    static func withDirectoryLocked<Result>(of path: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }  // closing releases the lock
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        return try body()
    }

    /// Moves the file at `path` to the first of `path.suffix`, `path.suffix-2`,
    /// `path.suffix-3`… that does not exist, and returns that path; `nil` if
    /// there is no file at `path` (nothing to move).
    /// Only a regular file is moved: anything else at `path` (a directory, a
    /// FIFO) is a failure, and stays where it is.
    static func moveAside(_ path: String, suffix: String) throws(Failure) -> String? {
        var status = stat()
        if lstat(path, &status) == 0, let kind = irregularKind(status) {
            throw Failure(operation: "move aside", reason: "not a regular file (\(kind))")
        }
        var attempt = 1
        while true {
            let candidate = attempt == 1 ? "\(path).\(suffix)" : "\(path).\(suffix)-\(attempt)"
            if !exists(candidate) {
                guard rename(path, candidate) == 0 else {
                    if errno == ENOENT { return nil }
                    throw .lastError("move aside")
                }
                return candidate
            }
            attempt += 1
        }
    }

    /// Whether this process may open the file at `path` for reading now; the
    /// failure of opening it, if not. Opens without waiting (a FIFO) and
    /// reads nothing.
    static func readability(_ path: String) -> Failure? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? nil : .lastError("open") }
        close(descriptor)
        return nil
    }
}
