#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The POSIX file operations under ``JSONFileStorage``: a whole-file read, an
/// atomic replace (temporary file in the same directory, `fsync`, `rename`),
/// and moving a file aside without replacing anything.
///
/// POSIX rather than Foundation's file API so that every failure carries its
/// `errno`, whose text (`strerror`) is what ``StorageError`` keeps: it names
/// the problem ("Permission denied"), never the file's contents.
enum FileIO {
    /// A failed system call: what was being done, and the text of its `errno`.
    struct Failure: Error {
        let operation: String
        let reason: String

        /// The failure of `operation`, with the text of the current `errno`.
        static func lastError(_ operation: String) -> Failure {
            let code = errno
            return Failure(operation: operation, reason: String(cString: strerror(code)) + " (errno \(code))")
        }

        var description: String { "\(operation): \(reason)" }
    }

    /// The bytes of the file at `path`, or `nil` if there is no file there.
    static func read(_ path: String) throws(Failure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .lastError("open")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .lastError("read")
            }
            bytes += chunk[..<count]
        }
    }

    /// Replaces the file at `path` with `bytes` so that it is never seen half
    /// written: writes `temporaryPath` (which must not exist, and must be in
    /// the same directory), flushes it to disk, then renames it over `path`.
    /// On any failure the temporary file is removed and `path` is untouched.
    static func replace(_ path: String, with bytes: [UInt8], through temporaryPath: String) throws(Failure) {
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .lastError("create a temporary file") }
        var written = 0
        var failure: Failure?
        while written < bytes.count, failure == nil {
            let count = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                failure = .lastError("write")
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = .lastError("fsync") }
        if close(descriptor) != 0, failure == nil { failure = .lastError("close") }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = .lastError("rename") }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
    }

    /// Moves the file at `path` to the first of `path.suffix`, `path.suffix-2`,
    /// `path.suffix-3`… that does not exist, and returns that path; `nil` if
    /// there is no file at `path` (nothing to move).
    /// Only a file is moved: anything else at `path` (a directory, say) is a
    /// failure, and stays where it is.
    static func moveAside(_ path: String, suffix: String) throws(Failure) -> String? {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw Failure(operation: "move aside", reason: "not a regular file (a directory?)")
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

    /// Whether anything (a file, a directory, a broken link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}

/// `read(2)`, named apart from ``FileIO/read(_:)``.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, named apart from the methods of ``FileIO``.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
