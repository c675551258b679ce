#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The POSIX file operations under ``JSONFileStorage``: a bounded read of a
/// regular file, an atomic replace that keeps the file's mode and owner
/// (`FileIO+Replace.swift`), moving a file aside, following a link to the
/// file it names and removing what killed saves left (`FileIO+Paths.swift`).
///
/// POSIX rather than Foundation's file API so that every failure carries its
/// `errno`, whose text (`strerror`) is what ``StorageError`` keeps: it names
/// the problem ("Permission denied"), never the file's contents.
enum FileIO {
    /// A failed file operation: what was being done, why, and the `errno`
    /// behind it, if any.
    struct Failure: Error {
        let operation: String
        let reason: String
        /// The `errno` of the failed system call; `nil` for a refusal of
        /// this code (not a regular file, too large).
        let code: Int32?

        init(operation: String, reason: String, code: Int32? = nil) {
            (self.operation, self.reason, self.code) = (operation, reason, code)
        }

        /// The failure of `operation`, with the text of the current `errno`.
        static func lastError(_ operation: String) -> Failure {
            let code = errno
            return Failure(operation: operation, reason: "\(systemText(code)) (errno \(code))", code: code)
        }

        /// Whether the system refused access (`EACCES`, `EPERM`): the file is
        /// there, but this process may not read it.
        var isPermissionDenied: Bool { code == EACCES || code == EPERM }

        /// The system's text for ``code`` alone, or ``reason``.
        var systemReason: String { code.map(systemText) ?? reason }

        var description: String { operation.isEmpty ? reason : "\(operation): \(reason)" }
    }

    /// The text `strerror` gives for `code`.
    static func systemText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The bytes of the regular file at `path` (a link followed) and the
    /// version read, or `nil` if there is no file there.
    ///
    /// Never waits and never reads without end: anything but a regular file
    /// (a FIFO, a device, a directory) is refused before a byte is read, and
    /// a file of more than `limit` bytes is refused, even one that grows
    /// while it is read.
    static func read(_ path: String, limit: Int) throws(Failure) -> (bytes: [UInt8], version: FileVersion)? {
        var status = stat()
        if stat(path, &status) == 0, let kind = irregularKind(status) {
            throw Failure(operation: "", reason: "not a regular file (\(kind))")
        }
        // O_NONBLOCK: should a FIFO take the file's place after the check,
        // opening it still does not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .lastError("open")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .lastError("stat") }
        if let kind = irregularKind(status) {
            throw Failure(operation: "", reason: "not a regular file (\(kind))")
        }
        let tooLarge = Failure(operation: "", reason: "larger than the limit of \(limit) bytes")
        guard Int(status.st_size) <= limit else { throw tooLarge }
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw tooLarge }
                bytes += [UInt8](repeating: 0, count: min(max(count, 4096), limit + 1 - count))
            }
            let read = bytes.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { return (Array(bytes[..<count]), FileVersion(status)) }
            if read < 0 {
                if errno == EINTR { continue }
                throw .lastError("read")
            }
            count += read
        }
    }

    /// What `status` describes, in words (`"a directory"`, `"a FIFO"`…), or
    /// `nil` for a regular file.
    static func irregularKind(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }

    /// Whether anything (a file, a directory, a broken link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}

/// `read(2)`, named apart from ``FileIO/read(_:limit:)``.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
