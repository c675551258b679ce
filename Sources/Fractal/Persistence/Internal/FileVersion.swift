#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Which version of a file a storage last read or wrote: the file (device
/// and inode), its size and when its contents last changed.
///
/// A save replaces the file by a rename, so every save makes a new inode;
/// a program that rewrites the file in place changes its size or its
/// modification time. A change of permissions or owner is not a new version.
struct FileVersion: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        (modifiedSeconds, modifiedNanoseconds) = (Int64(status.st_mtimespec.tv_sec), Int64(status.st_mtimespec.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int64(status.st_mtim.tv_sec), Int64(status.st_mtim.tv_nsec))
        #endif
    }
}

/// What a storage knows of its file: what the next save expects to find.
enum KnownFile: Equatable {
    /// Nothing read or written yet: a save expects no file.
    case unseen
    /// Read, and there was no file.
    case missing
    /// This version was read (or found unreadable) or written.
    case version(FileVersion)

    /// What is at `path` now (a link followed): a file's version, or
    /// ``missing``.
    static func current(at path: String) -> KnownFile {
        var status = stat()
        return stat(path, &status) == 0 ? .version(FileVersion(status)) : .missing
    }

    /// Why a save that expected this finds `current` instead, or `nil` when
    /// the file is as expected (``unseen`` expects no file).
    func conflict(with current: KnownFile) -> String? {
        switch (self, current) {
        case (.unseen, .missing), (.missing, .missing): nil
        case (.unseen, .version): "the file exists and this storage has not read it"
        case (.missing, .version): "another writer created it since this storage found none"
        case (.version, .missing): "another writer removed it since this storage read or wrote it"
        case (.version(let expected), .version(let found)):
            expected == found ? nil : "another writer changed it since this storage read or wrote it"
        case (_, .unseen): nil
        }
    }
}
