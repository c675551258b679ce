#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The system calls of a save that decide whether it is safe, and who the
/// process is: what ``FileIO/replace(_:with:through:calls:)`` calls, so that
/// a test can watch them (was the file flushed before the rename? was its
/// owner kept?), make one fail, or run the save as another user (root)
/// without being one. ``posix`` is the system's own.
///
/// Each closure has its system call's signature and result: 0 or a count on
/// success, -1 with `errno` set on failure.
struct FileSystemCalls: Sendable {
    var write: @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int
    var fsync: @Sendable (_ descriptor: Int32) -> Int32
    var fchown: @Sendable (_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Int32
    var fchmod: @Sendable (_ descriptor: Int32, _ mode: mode_t) -> Int32
    var rename: @Sendable (_ from: String, _ to: String) -> Int32
    /// The user the process acts as, and the groups it is in.
    var identity: @Sendable () -> FileAccess.Identity

    /// The system's calls, and the process's effective user and groups.
    static let posix = FileSystemCalls(
        write: { descriptor, buffer, count in systemWrite(descriptor, buffer, count) },
        fsync: { descriptor in systemFlush(descriptor) },
        fchown: { descriptor, owner, group in systemChangeOwner(descriptor, owner, group) },
        fchmod: { descriptor, mode in systemChangeMode(descriptor, mode) },
        rename: { from, to in systemRename(from, to) },
        identity: { FileAccess.Identity.ofThisProcess() }
    )
}

// The system calls, named apart from the closures that call them.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func systemChangeOwner(_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Int32 { fchown(descriptor, owner, group) }
private func systemChangeMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 { fchmod(descriptor, mode) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

/// `F_FULLFSYNC` where there is one (`fsync` there only reaches the drive's
/// cache), `fsync` otherwise.
private func systemFlush(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor)
}
