import Foundation
import Fractal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)
private let review = SavedMeeting(title: "Review", attendees: ["alan"], minutes: 10)

@Suite("A JSON file storage keeps the file's permissions and, where it may, its owner; a read-only file is not replaced")
struct JSONFileStorageMetadataTests {
    @Test(arguments: [0o600, 0o640, 0o664, 0o604] as [mode_t])
    func theFilesModeIsKept(mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        #expect(chmod(directory.file("meetings.json").path, mode) == 0)
        try storage.save([review])
        #expect(fileStatus(directory.file("meetings.json").path).map { $0.st_mode & 0o7777 } == mode)
        #expect(try storage.load() == [review])
    }

    @Test func aNewFileIsNotWritableByOthers() throws {
        let directory = try TemporaryDirectory()
        try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).save([design])
        let mode = try #require(fileStatus(directory.file("meetings.json").path)).st_mode
        #expect(mode & 0o022 == 0)
        #expect(mode & 0o600 == 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func theOwnerIsKeptWhereTheSaverMayKeepIt() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        #expect(chown(directory.file("meetings.json").path, 65534, 65534) == 0)
        #expect(chmod(directory.file("meetings.json").path, 0o600) == 0)
        try storage.save([review])
        let status = try #require(fileStatus(directory.file("meetings.json").path))
        #expect((status.st_uid, status.st_gid, status.st_mode & 0o7777) == (65534, 65534, 0o600))
    }

    /// Judged by the file's mode, not access(2): as root too.
    @Test func aReadOnlyFileIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        #expect(chmod(directory.file("meetings.json").path, 0o444) == 0)
        #expect { try storage.save([review]) } throws: { error in
            (error as? StorageError) == .writeFailed(reason: "meetings.json: not replaced: the file is read-only")
        }
        #expect(try storage.load() == [design])
        #expect(fileStatus(directory.file("meetings.json").path).map { $0.st_mode & 0o7777 } == 0o444)
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test(.enabled(if: geteuid() != 0, "root may read any file"))
    func anUnreadableFileIsAReadFailureNeverMovedAsideNorReplaced() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        #expect(chmod(directory.file("meetings.json").path, 0o200) == 0)
        #expect { try storage.load() } throws: { error in
            (error as? StorageError) == .readFailed(reason: "meetings.json: open: Permission denied (errno \(EACCES))")
        }
        #expect { try storage.save([review]) } throws: { error in
            (error as? StorageError) == .writeFailed(reason: "meetings.json: not replaced: it could not be read: Permission denied")
        }
        #expect(try directory.contents() == ["meetings.json"])
        #expect(chmod(directory.file("meetings.json").path, 0o600) == 0)
        // Readable again: the next save keeps the file it never loaded aside.
        try storage.save([review])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        #expect(try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json.corrupt")).load() == [design])
    }
}
