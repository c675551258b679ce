import Foundation
import Fractal
import Testing

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)
private let review = SavedMeeting(title: "Review", attendees: ["alan"], minutes: 10)

/// The storage of `meetings.json` in `directory`: one app's (or process's) view of the file.
private func meetings(in directory: TemporaryDirectory) -> JSONFileStorage<[SavedMeeting]> {
    JSONFileStorage(url: directory.file("meetings.json"))
}

/// Whether `error` is a conflict whose reason is `reason`, after the file's name.
private func isConflict(_ error: any Error, _ reason: String) -> Bool {
    (error as? StorageError) == .conflict(reason: "meetings.json: not replaced: \(reason)")
}

@Suite("A JSON file storage never overwrites a change it has not seen: it throws a conflict naming the file, and writes nothing")
struct JSONFileStorageConflictTests {
    @Test func aSaveAfterAnotherWritersSaveIsAConflictAndTheirValueStays() throws {
        let directory = try TemporaryDirectory()
        let (first, second) = (meetings(in: directory), meetings(in: directory))
        #expect(try second.load() == nil)  // started before the first one saved
        #expect(try first.load() == nil)
        try first.save([design])
        #expect { try second.save([review]) } throws: { isConflict($0, "another writer created it since this storage found none") }
        #expect(try meetings(in: directory).load() == [design])
        // Loading again takes the other writer's version: the next save replaces it.
        #expect(try second.load() == [design])
        try second.save([design, review])
        #expect { try first.save([]) } throws: { isConflict($0, "another writer changed it since this storage read or wrote it") }
        #expect(try meetings(in: directory).load() == [design, review])
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test func aFileRewrittenInPlaceIsAConflict() throws {
        let directory = try TemporaryDirectory()
        let storage = meetings(in: directory)
        try storage.save([design])
        try directory.write("[]\n", to: "meetings.json")  // an editor writing over it
        #expect { try storage.save([review]) } throws: { isConflict($0, "another writer changed it since this storage read or wrote it") }
        #expect(try directory.read("meetings.json") == "[]\n")
    }

    @Test func aFileRemovedIsAConflict() throws {
        let directory = try TemporaryDirectory()
        let storage = meetings(in: directory)
        try storage.save([design])
        try FileManager.default.removeItem(at: directory.file("meetings.json"))
        #expect { try storage.save([review]) } throws: { isConflict($0, "another writer removed it since this storage read or wrote it") }
        #expect(try directory.contents().isEmpty)
    }

    @Test func aStorageThatHasNotLoadedReplacesNoFile() throws {
        let directory = try TemporaryDirectory()
        try meetings(in: directory).save([design])
        let storage = meetings(in: directory)
        #expect { try storage.save([review]) } throws: { isConflict($0, "the file exists and this storage has not read it") }
        #expect(try storage.load() == [design])
        try storage.save([review])
        #expect(try meetings(in: directory).load() == [review])
    }

    @Test func overwritingReplacesTheFileWhateverItHoldsAndSavesGoOnFromThere() throws {
        let directory = try TemporaryDirectory()
        let (first, second) = (meetings(in: directory), meetings(in: directory))
        try first.save([design])
        #expect(throws: StorageError.self) { try second.save([review]) }
        try second.overwrite(with: [review])
        #expect(try meetings(in: directory).load() == [review])
        try second.save([review, design])
        #expect(throws: StorageError.self) { try first.save([]) }
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test func aChangeOfPermissionsIsNotAChangeOfTheFile() throws {
        let directory = try TemporaryDirectory()
        let storage = meetings(in: directory)
        try storage.save([design])
        #expect(chmod(directory.file("meetings.json").path, 0o600) == 0)
        try storage.save([review])
        #expect(try storage.load() == [review])
    }

    @Test func theConflictSaysWhatHappenedAndNamesTheFile() {
        let error = StorageError.conflict(reason: "meetings.json: not replaced: another writer changed it since this storage read or wrote it")
        #expect(error.reason.hasPrefix("meetings.json: "))
        #expect(
            error.description
                == "changed by another writer, not overwritten: meetings.json: not replaced: another writer changed it since this storage read or wrote it")
    }
}

@Suite("A file that failed to load is moved aside once, by the next save, only while it is still that file")
struct JSONFileStorageMoveAsideTests {
    @Test func aSecondSaveAfterAFailedLoadMovesNothingAside() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not json", to: "meetings.json")
        let storage = meetings(in: directory)
        #expect(throws: StorageError.self) { try storage.load() }
        try storage.save([design])
        try storage.save([review])  // no load between the two saves
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        #expect(try directory.read("meetings.json.corrupt") == "not json")
        #expect(try storage.load() == [review])
    }

    @Test func aGoodFileAnotherWriterPutInTheCorruptOnesPlaceIsNeverMovedAside() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not json", to: "meetings.json")
        let (first, second) = (meetings(in: directory), meetings(in: directory))
        #expect(throws: StorageError.self) { try first.load() }
        #expect(throws: StorageError.self) { try second.load() }
        try first.save([design])
        #expect { try second.save([review]) } throws: { isConflict($0, "another writer changed it since this storage read or wrote it") }
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        // Overwriting replaces the good file; it does not move it aside as corrupt.
        try second.overwrite(with: [review])
        #expect(try directory.contents() == ["meetings.json", "meetings.json.corrupt"])
        #expect(try meetings(in: directory).load() == [review])
        #expect(try directory.read("meetings.json.corrupt") == "not json")
    }
}
