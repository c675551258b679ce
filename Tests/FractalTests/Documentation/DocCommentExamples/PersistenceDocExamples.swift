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

    @Suite("PersistentStorage's and Store.persist's doc examples: load at launch, then save each change")
    struct PersistentStorageDocExampleTests {
        struct AppState: Equatable, Sendable {
            var standups: [String]
            var loadError: StorageError?
            var saveError: StorageError?

            static func reduce(_ state: inout AppState, _ event: AppEvent) -> Effect<AppEvent, Never> {
                switch event {
                case .add(let title): state.standups.append(title)
                case .saveFailed(let error): state.saveError = error
                }
                return .none
            }
        }

        enum AppEvent: Equatable, Sendable {
            case add(String)
            case saveFailed(StorageError)
        }

        @Test func theSavedListStartsTheStoreAndEachChangeIsSaved() {
            let storage = MemoryStorage<[String]>(["Design"])
            let (standups, loadError) = storage.load(orDefault: [])
            let store = Store(initial: AppState(standups: standups, loadError: loadError), reduce: AppState.reduce)
            let persistence = store.persist(\.standups, to: storage, failed: AppEvent.saveFailed)
            #expect(store.states.value == AppState(standups: ["Design"]))
            store.send(.add("Review"))
            #expect(storage.takeSaves() == [["Design", "Review"]])
            storage.failNextSave(with: .writeFailed(reason: "disk full"))
            store.send(.add("Retro"))
            #expect(store.states.value.saveError == .writeFailed(reason: "disk full"))
            persistence.dispose()
            store.dispose()
        }

        @Test func aFailedLoadStartsFromTheDefaultWithTheError() {
            let storage = MemoryStorage<[String]>(["Design"])
            storage.failNextLoad(with: .corrupt(reason: "standups.json: at [0]: not a string"))
            let (standups, loadError) = storage.load(orDefault: [])
            #expect(standups == [])
            #expect(loadError == .corrupt(reason: "standups.json: at [0]: not a string"))
        }

        @Test func aBurstOfEditsIsOneWriteInVirtualTime() throws {
            let storage = MemoryStorage<[String]>()
            let tester = StoreTester(initial: AppState(standups: []), reduce: AppState.reduce)
            let persistence = tester.store.persist(\.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: AppEvent.saveFailed)
            tester.send(.add("Design")) { $0.standups = ["Design"] }
            tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
            tester.advance(by: .seconds(1))
            #expect(storage.takeSaves() == [["Design", "Review"]])
            persistence.dispose()
            tester.finish()
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
