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
    /// that it is never seen half written.
    ///
    /// Writes `temporaryPath` (which must not exist, and must be in the same
    /// directory), locked while it is written so that
    /// ``removeTemporaryFiles(of:)`` leaves it alone; gives it the mode and,
    /// where this process may, the owner and group of the file it replaces;
    /// flushes it to disk; renames it over `path`; then flushes the
    /// directory, so that the rename survives a crash too. On any failure the
    /// temporary file is removed and `path` is untouched.
    ///
    /// Refuses, writing nothing, when `path` is not a regular file (a FIFO,
    /// a device, a directory) or is a file this process may not write.
    static func replace(_ path: String, with bytes: [UInt8], through temporaryPath: String) throws(Failure) {
        try requireRegularFile(path)
        var existing = stat()
        let exists = lstat(path, &existing) == 0
        if exists, faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0, errno == EACCES || errno == EPERM {
            throw Failure(operation: "not replaced", reason: "the file is read-only")
        }
        // Private until it has the replaced file's permissions; a new file
        // gets the usual 0644, less the process's umask.
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, exists ? 0o600 : 0o644)
        guard descriptor >= 0 else { throw .lastError("create a temporary file") }
        _ = flock(descriptor, LOCK_EX)
        var failure = write(bytes, to: descriptor)
        if failure == nil, exists { failure = copyOwnerAndMode(of: existing, to: descriptor) }
        if failure == nil { failure = flush(descriptor) }
        if close(descriptor) != 0, failure == nil { failure = .lastError("close") }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = .lastError("rename") }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        flushDirectory(of: path)
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
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Failure? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
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
    private static func copyOwnerAndMode(of status: stat, to descriptor: Int32) -> Failure? {
        if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
            _ = fchown(descriptor, uid_t.max, status.st_gid)  // -1: the owner stays
        }
        return fchmod(descriptor, status.st_mode & 0o777) == 0 ? nil : .lastError("keep the file's permissions")
    }

    /// Flushes the file of `descriptor` to the disk: `F_FULLFSYNC` where
    /// there is one (`fsync` there only reaches the drive's cache), `fsync`
    /// otherwise.
    private static func flush(_ descriptor: Int32) -> Failure? {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
        #endif
        return fsync(descriptor) == 0 ? nil : .lastError("fsync")
    }

    /// Flushes the directory holding `path`, so that a rename in it is on
    /// disk. Best effort: the new file is complete either way, and some file
    /// systems cannot flush a directory.
    private static func flushDirectory(of path: String) {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = flush(descriptor)
        close(descriptor)
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

/// `write(2)`, named apart from the methods of ``FileIO``.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
