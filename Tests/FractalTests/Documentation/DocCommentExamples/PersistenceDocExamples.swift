// The examples of the doc comments in Sources/Fractal/Persistence, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Foundation
import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("StorageError's doc example: a failure printed in one line")
    struct StorageErrorDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        @Test func aWriteFailurePrintsWhatFailedAndWhy() {
            let error = StorageError.writeFailed(reason: "standups.json: rename: Permission denied")
            print(error)  // could not write: standups.json: rename: Permission denied
            #expect(printed.value == ["could not write: standups.json: rename: Permission denied"])
        }
    }

    @Suite("PersistentStorage's load at launch: the default and the error of a failed load")
    struct PersistentStorageDocExampleTests {
        @Test func aFailedLoadStartsFromTheDefaultWithTheError() {
            let storage = MemoryStorage<[String]>(["Design"])
            storage.failNextLoad(with: .corrupt(reason: "standups.json: at [0]: not a string"))
            let (standups, loadError) = storage.load(orDefault: [])
            #expect(standups == [])
            #expect(loadError == .corrupt(reason: "standups.json: at [0]: not a string"))
        }
    }

    @Suite("JSONFileStorage's doc example: a value saved to a file and read back")
    struct JSONFileStorageDocExampleTests {
        struct Standup: Codable, Equatable, Sendable {
            var title: String
        }

        @Test func aSavedListLoadsBack() throws {
            let temporary = try TemporaryDirectory()
            let directory = temporary.url
            let storage = JSONFileStorage<[Standup]>(url: directory.appendingPathComponent("standups.json"))
            try storage.save([Standup(title: "Design")])
            let loaded = try storage.load()  // [Standup(title: "Design")]
            #expect(loaded == [Standup(title: "Design")])
            #expect(storage.url.lastPathComponent == "standups.json")
        }
    }

    @Suite("MemoryStorage's doc example: saves recorded and taken, a failure injected")
    struct MemoryStorageDocExampleTests {
        @Test func savesAreTakenAndAFailedSaveIsNotRecorded() throws {
            let storage = MemoryStorage<[String]>(["Design"])
            try storage.save(["Design", "Standup"])
            #expect(storage.takeSaves() == [["Design", "Standup"]])
            #expect(try storage.load() == ["Design", "Standup"])

            storage.failNextSave(with: .writeFailed(reason: "disk full"))
            #expect(throws: StorageError.writeFailed(reason: "disk full")) { try storage.save([]) }
            #expect(storage.saves.isEmpty)  // a failed save is not recorded
        }
    }
}
