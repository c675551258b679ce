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

/// The text a symbolic link at `path` holds, or `nil` if `path` is not a link.
private func linkTarget(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
}

@Suite("A JSON file storage follows a symbolic link: the link is kept, its target replaced atomically")
struct JSONFileStorageSymlinkTests {
    @Test func aSaveThroughALinkReplacesTheTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("data"), withIntermediateDirectories: false)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("data/meetings.json"))
        try storage.save([design])
        #expect(symlink("data/meetings.json", directory.file("meetings.json").path) == 0)
        let linked = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(try linked.load() == [design])
        try linked.save([review])
        #expect(linkTarget(directory.file("meetings.json").path) == "data/meetings.json")
        #expect(try storage.load() == [review])
        #expect(try directory.contents() == ["data", "meetings.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("data").path) == ["meetings.json"])
    }

    @Test func aChainOfLinksIsFollowedToTheFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[]", to: "real.json")
        #expect(symlink(directory.file("real.json").path, directory.file("middle.json").path) == 0)
        #expect(symlink("middle.json", directory.file("meetings.json").path) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(try storage.load() == [])  // a save replaces only a file it has read
        try storage.save([design])
        #expect(linkTarget(directory.file("meetings.json").path) == "middle.json")
        #expect(linkTarget(directory.file("middle.json").path) == directory.file("real.json").path)
        #expect(try JSONFileStorage<[SavedMeeting]>(url: directory.file("real.json")).load() == [design])
    }

    @Test func aLinkToAMissingFileCreatesTheFileItNames() throws {
        let directory = try TemporaryDirectory()
        #expect(symlink("real.json", directory.file("meetings.json").path) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(try storage.load() == nil)
        try storage.save([design])
        #expect(linkTarget(directory.file("meetings.json").path) == "real.json")
        #expect(try directory.contents() == ["meetings.json", "real.json"])
        #expect(try storage.load() == [design])
    }

    @Test func aLinkToACorruptFileMovesTheTargetAsideAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not json", to: "real.json")
        #expect(symlink("real.json", directory.file("meetings.json").path) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(throws: StorageError.self) { try storage.load() }
        try storage.save([design])
        #expect(try directory.contents() == ["meetings.json", "real.json", "real.json.corrupt"])
        #expect(try directory.read("real.json.corrupt") == "not json")
        #expect(linkTarget(directory.file("meetings.json").path) == "real.json")
        #expect(try storage.load() == [design])
    }

    @Test func aLoopOfLinksIsATypedErrorAndStays() throws {
        let directory = try TemporaryDirectory()
        #expect(symlink("other.json", directory.file("meetings.json").path) == 0)
        #expect(symlink("meetings.json", directory.file("other.json").path) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(throws: StorageError.self) { try storage.load() }
        #expect { try storage.save([design]) } throws: { error in
            guard case .writeFailed(let reason) = error as? StorageError else { return false }
            return reason.hasPrefix("meetings.json: follow the link: ")
        }
        #expect(try directory.contents() == ["meetings.json", "other.json"])
        #expect(linkTarget(directory.file("meetings.json").path) == "other.json")
    }
}
