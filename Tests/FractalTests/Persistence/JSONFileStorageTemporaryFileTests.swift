import Foundation
import Fractal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)

@Suite("A load or save removes the temporary files a killed save of the same file left, and nothing else")
struct JSONFileStorageTemporaryFileTests {
    @Test func theTemporaryFilesOfAKilledSaveAreRemovedByTheNextSave() throws {
        let directory = try TemporaryDirectory()
        let stale = [".meetings.json.\(UUID().uuidString).tmp", ".meetings.json.\(UUID().uuidString).tmp"]
        let others = [
            ".meetings.json.notes.tmp",  // not the name of a temporary file
            ".other.json.\(UUID().uuidString).tmp",  // another file's
            "meetings.json.\(UUID().uuidString).tmp",  // not hidden
        ]
        for name in stale + others { try directory.write("[{\"title\": \"half", to: name) }
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        #expect(try directory.contents() == (others + ["meetings.json"]).sorted())
    }

    @Test func theTemporaryFileOfASaveInProgressIsKept() throws {
        let directory = try TemporaryDirectory()
        let busy = ".meetings.json.\(UUID().uuidString).tmp"
        try directory.write("[", to: busy)
        // A save in progress (another process) holds a lock on its temporary file.
        let descriptor = open(directory.file(busy).path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).save([design])
        #expect(try directory.contents() == [busy, "meetings.json"])
    }

    @Test func theTemporaryFilesBesideALinksTargetAreRemoved() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("data"), withIntermediateDirectories: false)
        #expect(symlink("data/real.json", directory.file("meetings.json").path) == 0)
        let stale = "data/.real.json.\(UUID().uuidString).tmp"
        try directory.write("[", to: stale)
        try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).save([design])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("data").path) == ["real.json"])
    }

    @Test func theTemporaryFilesOfAKilledSaveAreRemovedWhenTheFileIsNextLoaded() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "meetings.json")
        let stale = ".meetings.json.\(UUID().uuidString).tmp"
        try directory.write("[{\"title\": \"half", to: stale)
        #expect(try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).load() == [])
        #expect(try directory.contents() == ["meetings.json"])
    }
}
