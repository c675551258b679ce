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
    /// The most links followed from one path, as the system's own limit.
    static let maximumLinks = 32

    /// The path of what `path` names once the links at its end are followed:
    /// `path` itself if it is not a link (or names nothing), else the file
    /// the link, or the chain of links, names (which may not exist yet).
    /// A relative link is read from the directory that holds it.
    static func followingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .lastError("follow the link") }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        throw Failure(operation: "follow the link", reason: systemText(ELOOP) + " (errno \(ELOOP))", code: ELOOP)
    }

    /// The directory part of `path`: `.` for a bare name, `/` for a name at
    /// the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name part of `path`, after its last `/`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A new path for a temporary file beside `path`, hidden, unique:
    /// `.NAME.<UUID>.tmp`.
    static func temporaryPath(beside path: String, id: String) -> String {
        directory(of: path) + "/." + name(of: path) + "." + id + ".tmp"
    }

    /// Whether `entry` (a name in the directory of `path`) is one of the
    /// temporary files ``temporaryPath(beside:id:)`` makes for `path`.
    static func isTemporaryFile(_ entry: String, of path: String) -> Bool {
        let prefix = "." + name(of: path) + "."
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
        let id = entry.dropFirst(prefix.count).dropLast(".tmp".count)
        return id.utf8.count == 36 && id.utf8.allSatisfy { $0 == UInt8(ascii: "-") || isHexDigit($0) }
    }

    /// Whether `byte` is an ASCII hexadecimal digit.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Removes the temporary files of `path` that a save killed before its
    /// rename left in its directory.
    ///
    /// A save in progress holds a lock on its temporary file until the
    /// rename, and the system releases it when its process dies: a file that
    /// cannot be locked at once belongs to a live save and is kept. Best
    /// effort: what cannot be removed stays.
    static func removeTemporaryFiles(of path: String) {
        let directory = directory(of: path)
        for entry in entries(of: directory) where isTemporaryFile(entry, of: path) {
            let candidate = directory + "/" + entry
            let descriptor = open(candidate, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var status = stat()
            if fstat(descriptor, &status) == 0, irregularKind(status) == nil, flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(candidate)
            }
            close(descriptor)
        }
    }

    /// The names in `directory` (`.` and `..` too); none if it cannot be read.
    static func entries(of directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }
}
