import Foundation
import Testing

@testable import Fractal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)
private let review = SavedMeeting(title: "Review", attendees: ["alan"], minutes: 10)

/// A system call a save made, as a test sees it: files by inode.
private enum Call: Equatable {
    case fsync(inode: UInt64)
    case fchown(owner: uid_t, group: gid_t)
    case rename(inode: UInt64)
}

/// The system's calls, recorded; `failing` makes one of them fail with `EIO`.
private final class RecordedCalls: Sendable {
    let calls = Locked<[Call]>.make([])
    let failing: String?
    let identity: FileAccess.Identity?

    init(failing: String? = nil, identity: FileAccess.Identity? = nil) {
        (self.failing, self.identity) = (failing, identity)
    }

    var recorded: [Call] { calls.withLock { $0 } }

    var fileSystem: FileSystemCalls {
        let posix = FileSystemCalls.posix
        return FileSystemCalls(
            write: { descriptor, buffer, count in self.fails("write") ? -1 : posix.write(descriptor, buffer, count) },
            fsync: { descriptor in
                self.calls.withLock { $0.append(.fsync(inode: Self.inode(of: descriptor))) }
                return self.fails("fsync") ? -1 : posix.fsync(descriptor)
            },
            fchown: { descriptor, owner, group in
                self.calls.withLock { $0.append(.fchown(owner: owner, group: group)) }
                return posix.fchown(descriptor, owner, group)
            },
            fchmod: { descriptor, mode in self.fails("fchmod") ? -1 : posix.fchmod(descriptor, mode) },
            rename: { from, to in
                var status = stat()
                _ = lstat(from, &status)
                self.calls.withLock { $0.append(.rename(inode: UInt64(status.st_ino))) }
                return self.fails("rename") ? -1 : posix.rename(from, to)
            },
            identity: { self.identity ?? posix.identity() }
        )
    }

    private func fails(_ call: String) -> Bool {
        guard failing == call else { return false }
        errno = EIO
        return true
    }

    private static func inode(of descriptor: Int32) -> UInt64 {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? UInt64(status.st_ino) : 0
    }
}

private func storage(in directory: TemporaryDirectory, calls: RecordedCalls) -> JSONFileStorage<[SavedMeeting]> {
    JSONFileStorage(url: directory.file("meetings.json"), maximumSize: JSONFileStorage<[SavedMeeting]>.defaultMaximumSize, calls: calls.fileSystem)
}

/// The process's umask, read without changing it where the system tells it.
private func currentUmask() -> mode_t {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
        let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    {
        return mask
    }
    #endif
    let mask = umask(0o022)
    umask(mask)
    return mask
}

@Suite("A save flushes the new file before renaming it over the old one, and keeps the old one's owner")
struct JSONFileStorageDurabilityTests {
    @Test func theTemporaryFileIsFlushedBeforeItIsRenamedOverTheFile() throws {
        let directory = try TemporaryDirectory()
        let calls = RecordedCalls()
        try storage(in: directory, calls: calls).save([design])
        let renamed = try #require(calls.recorded.compactMap { if case .rename(let inode) = $0 { inode } else { nil } }.first)
        let flushed = calls.recorded.firstIndex(of: .fsync(inode: renamed))
        let renaming = calls.recorded.firstIndex(of: .rename(inode: renamed))
        #expect(flushed != nil)
        #expect(flushed.map { $0 < renaming! } == true)
        #expect(fileStatus(directory.file("meetings.json").path).map { UInt64($0.st_ino) } == renamed)
    }

    @Test func theReplacedFilesOwnerAndGroupAreGivenToTheNewFile() throws {
        let directory = try TemporaryDirectory()
        let calls = RecordedCalls()
        let storage = storage(in: directory, calls: calls)
        try storage.save([design])
        #expect(!calls.recorded.contains { if case .fchown = $0 { true } else { false } })  // a new file is the saver's
        let status = try #require(fileStatus(directory.file("meetings.json").path))
        try storage.save([review])
        #expect(calls.recorded.contains(.fchown(owner: status.st_uid, group: status.st_gid)))
    }

    @Test func aNewFileGetsTheUsualModeLessTheUmask() throws {
        let directory = try TemporaryDirectory()
        try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).save([design])
        let mode = try #require(fileStatus(directory.file("meetings.json").path)).st_mode & 0o777
        #expect(mode == 0o644 & ~currentUmask())
    }
}

@Suite("A save that fails after its temporary file is made removes it, and leaves the file as it was")
struct JSONFileStorageFailedStepTests {
    @Test(arguments: ["write", "fchmod", "fsync", "rename"])
    func aFailedStepRemovesTheTemporaryFile(step: String) throws {
        let directory = try TemporaryDirectory()
        let plain = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try plain.save([design])
        let failing = storage(in: directory, calls: RecordedCalls(failing: step))
        #expect(try failing.load() == [design])
        let error = try #require(throws: StorageError.self) { try failing.save([review]) }
        guard case .writeFailed(let reason) = error else {
            Issue.record("expected a write failure, got \(error)")
            return
        }
        #expect(reason.hasPrefix("meetings.json: "))
        #expect(reason.contains("Input/output error"))
        #expect(try directory.contents() == ["meetings.json"])
        #expect(try plain.load() == [design])
    }
}

@Suite("A read-only file is judged by its mode, as root too")
struct JSONFileStorageReadOnlyTests {
    @Test func aFileWithNoWriteBitIsNotReplacedByRoot() throws {
        let directory = try TemporaryDirectory()
        let plain = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try plain.save([design])
        #expect(chmod(directory.file("meetings.json").path, 0o444) == 0)
        defer { _ = chmod(directory.file("meetings.json").path, 0o644) }
        let asRoot = storage(in: directory, calls: RecordedCalls(identity: FileAccess.Identity(user: 0, groups: [0])))
        #expect(try asRoot.load() == [design])
        #expect { try asRoot.save([review]) } throws: { error in
            (error as? StorageError) == .writeFailed(reason: "meetings.json: not replaced: the file is read-only")
        }
        #expect(try plain.load() == [design])
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test func aFileOfAnotherOwnerWritableByItsGroupIsReplacedByAMemberOfTheGroup() throws {
        let directory = try TemporaryDirectory()
        let plain = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try plain.save([design])
        let status = try #require(fileStatus(directory.file("meetings.json").path))
        #expect(chmod(directory.file("meetings.json").path, 0o464) == 0)
        let member = FileAccess.Identity(user: status.st_uid &+ 1, groups: [status.st_gid])
        let storage = storage(in: directory, calls: RecordedCalls(identity: member))
        #expect(try storage.load() == [design])
        try storage.save([review])
        #expect(try plain.load() == [review])
    }
}

@Suite("Whether a file is read-only is a function of its mode, its owner and group, and who asks")
struct FileAccessTests {
    private let user = FileAccess.Identity(user: 1000, groups: [100, 20])

    @Test(
        arguments: [
            (0o644, 1000, 5, true), (0o444, 1000, 5, false), (0o464, 1000, 5, false),  // the owner: the owner's bit only
            (0o464, 7, 20, true), (0o444, 7, 20, false), (0o446, 7, 20, false),  // a group member: the group's bit
            (0o446, 7, 5, true), (0o664, 7, 5, false),  // anyone else: the others' bit
        ] as [(mode_t, uid_t, gid_t, Bool)])
    func aUserMayWriteWhatTheBitOfTheirClassAllows(mode: mode_t, owner: uid_t, group: gid_t, writable: Bool) {
        #expect(FileAccess.mayWrite(mode: mode, owner: owner, group: group, as: user) == writable)
    }

    @Test(arguments: [(0o444, false), (0o400, false), (0o000, false), (0o644, true), (0o464, true), (0o446, true)] as [(mode_t, Bool)])
    func rootMayWriteAFileWithAnyWriteBitAndNoOther(mode: mode_t, writable: Bool) {
        let root = FileAccess.Identity(user: 0, groups: [0])
        #expect(FileAccess.mayWrite(mode: mode, owner: 1000, group: 1000, as: root) == writable)
        #expect(FileAccess.mayWrite(mode: mode, owner: 0, group: 0, as: root) == writable)
    }
}
