import Foundation
import Fractal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let design = SavedMeeting(title: "Design", attendees: ["ada", "grace"], minutes: 5)
private let review = SavedMeeting(title: "Review", attendees: ["alan"], minutes: 10)

@Suite("A JSON file storage reads back what it saved, and nil before any save")
struct JSONFileStorageRoundTripTests {
    @Test func aSavedValueLoadsBackEqual() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design, review])
        #expect(try storage.load() == [design, review])
        // A new storage of the same file (the next launch) reads it too.
        #expect(try JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json")).load() == [design, review])
    }

    @Test func aMissingFileIsNothingSavedYetNotAnError() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(try storage.load() == nil)
        #expect(storage.load(orDefault: [review]) == ([review], nil))
        #expect(try directory.contents().isEmpty)  // loading created nothing
    }

    @Test func theFileIsSortedIndentedJSONTheSameForTheSameValue() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)])
        let expected = """
            [
              {
                "attendees" : [
                  "ada"
                ],
                "minutes" : 5,
                "title" : "Design"
              }
            ]
            """
        #expect(try directory.read("meetings.json") == expected)
    }

    @Test func aSaveReplacesTheFileAndLeavesNoTemporaryFileBehind() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        for count in 0..<5 {
            try storage.save(Array(repeating: design, count: count))
        }
        #expect(try storage.load()?.count == 4)
        #expect(try directory.contents() == ["meetings.json"])
    }
}

@Suite("A corrupt file is a typed error and is never lost: the next save moves it aside")
struct JSONFileStorageCorruptFileTests {
    @Test func aFileThatIsNotJSONIsCorruptAndStaysAsItWas() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{\"title\": \"Design\"", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect {
            try storage.load()
        } throws: { error in
            guard case .corrupt(let reason) = error as? StorageError else { return false }
            return reason.hasPrefix("meetings.json: ")
        }
        #expect(try directory.read("meetings.json") == "[{\"title\": \"Design\"")
    }

    @Test func aValueOfAnotherShapeIsCorruptWithWhereItFailedAndNoContents() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[{\"title\": \"secret-title\", \"attendees\": [], \"minutes\": \"five\"}]", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        let (value, error) = storage.load(orDefault: [])
        #expect(value == [])
        guard case .corrupt(let reason) = error else {
            Issue.record("expected a corrupt file, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("[0].minutes"))
        #expect(!reason.contains("secret-title"))
    }

    @Test func theFirstSaveAfterAFailedLoadMovesTheFileAsideThenWrites() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not json", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(throws: StorageError.self) { try storage.load() }
        try storage.save([design])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        #expect(try directory.read("meetings.json.corrupt") == "not json")
        #expect(try storage.load() == [design])
        // Only the first save moves a file aside.
        try storage.save([review])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
    }

    @Test func anEarlierBackupIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("first", to: "meetings.json.corrupt")
        try directory.write("second", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(throws: StorageError.self) { try storage.load() }
        try storage.save([design])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt", "meetings.json.corrupt-2"])
        #expect(try directory.read("meetings.json.corrupt") == "first")
        #expect(try directory.read("meetings.json.corrupt-2") == "second")
    }

    @Test func aLoadThatSucceedsAfterAFailedOneMovesNothingAside() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not json", to: "meetings.json")
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect(throws: StorageError.self) { try storage.load() }
        try directory.write("[]", to: "meetings.json")  // repaired by hand
        #expect(try storage.load() == [])
        try storage.save([design])
        #expect(try directory.contents() == ["meetings.json"])
    }
}

@Suite("A failed write is a typed error, leaves the old file intact and no temporary file")
struct JSONFileStorageWriteFailureTests {
    @Test func aMissingDirectoryIsAWriteFailure() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("missing/meetings.json"))
        #expect {
            try storage.save([design])
        } throws: { error in
            guard case .writeFailed(let reason) = error as? StorageError else { return false }
            return reason.hasPrefix("meetings.json: create a temporary file: ")
        }
        #expect(try directory.contents().isEmpty)
    }

    @Test func aValueThatCannotBeEncodedIsAWriteFailureAndTheOldFileStays() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[Double]>(url: directory.file("numbers.json"))
        try storage.save([1.5])
        #expect {
            try storage.save([.nan])
        } throws: { error in
            guard case .writeFailed(let reason) = error as? StorageError else { return false }
            return reason.hasPrefix("numbers.json: could not encode: at [0]: ")
        }
        #expect(try storage.load() == [1.5])
        #expect(try directory.contents() == ["numbers.json"])
    }

    @Test func aDirectoryAtTheTargetIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        // Renaming over an empty directory would succeed: it is refused first.
        // (A failed write after the temporary file is made, and its removal,
        // are tested in the demo's storage tests, with a file size limit.)
        try FileManager.default.createDirectory(at: directory.file("meetings.json"), withIntermediateDirectories: false)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect {
            try storage.save([design])
        } throws: { error in
            (error as? StorageError) == .writeFailed(reason: "meetings.json: not replaced: not a regular file (a directory)")
        }
        #expect(try directory.contents() == ["meetings.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("meetings.json").path).isEmpty)
    }

    @Test(.enabled(if: geteuid() != 0, "root writes into read-only directories"))
    func aReadOnlyDirectoryIsAWriteFailureAndTheOldFileStays() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        try storage.save([design])
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path) }
        #expect(throws: StorageError.self) { try storage.save([review]) }
        #expect(try storage.load() == [design])
        #expect(try directory.contents() == ["meetings.json"])
    }
}

@Suite("A JSON file storage never moves a directory aside")
struct JSONFileStorageDirectoryTests {
    @Test func aDirectoryWhereTheFileShouldBeFailsToLoadAndToSaveAndStays() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.file("meetings.json"), withIntermediateDirectories: false)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        // It opens, but reading it fails (as root too, unlike a file without read permission).
        #expect {
            try storage.load()
        } throws: { error in
            guard case .readFailed(let reason) = error as? StorageError else { return false }
            return reason.hasPrefix("meetings.json: ")
        }
        let error = try #require(throws: StorageError.self) { try storage.save([design]) }
        #expect(error.reason.contains("not a regular file"))
        #expect(try directory.contents() == ["meetings.json"])
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory.file("meetings.json").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }
}
