import Fractal
import Testing

@Suite("A memory storage records every save in order, and a test takes them")
struct MemoryStorageRecordingTests {
    @Test func itStartsWithItsInitialValueAndRecordsNoSave() throws {
        let storage = MemoryStorage<[String]>(["Design"])
        #expect(try storage.load() == ["Design"])
        #expect(storage.saves.isEmpty)
        #expect(try MemoryStorage<[String]>().load() == nil)
    }

    @Test func savesAreRecordedInOrderAndTheLastIsLoaded() throws {
        let storage = MemoryStorage<[String]>()
        try storage.save(["Design"])
        try storage.save(["Design", "Review"])
        try storage.save([])
        #expect(storage.saves == [["Design"], ["Design", "Review"], []])
        #expect(storage.value == [])
        #expect(try storage.load() == [])
    }

    @Test func takingTheSavesForgetsThemSoTheNextTakeHasOnlyNewOnes() throws {
        let storage = MemoryStorage<Int>()
        try storage.save(1)
        try storage.save(2)
        #expect(storage.takeSaves() == [1, 2])
        #expect(storage.takeSaves() == [])
        try storage.save(3)
        #expect(storage.takeSaves() == [3])
        #expect(storage.value == 3)  // taking forgets the record, not the value
    }
}

@Suite("A memory storage fails the next load or save when told to, once")
struct MemoryStorageFailureTests {
    @Test func aLoadFailsOnceWithTheGivenError() throws {
        let storage = MemoryStorage<Int>(7)
        storage.failNextLoad(with: .corrupt(reason: "meetings.json: at [0].minutes: not a number"))
        #expect(throws: StorageError.corrupt(reason: "meetings.json: at [0].minutes: not a number")) { try storage.load() }
        #expect(try storage.load() == 7)
    }

    @Test func aFailedSaveKeepsTheOldValueAndIsNotRecorded() throws {
        let storage = MemoryStorage<Int>(7)
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        #expect(throws: StorageError.writeFailed(reason: "disk full")) { try storage.save(8) }
        #expect(storage.value == 7)
        #expect(storage.saves.isEmpty)
        try storage.save(9)
        #expect(storage.takeSaves() == [9])
    }

    @Test func aFailedLoadAtLaunchGivesTheDefaultAndTheError() {
        let storage = MemoryStorage<[String]>(["Design"])
        storage.failNextLoad(with: .readFailed(reason: "Permission denied"))
        let (value, error) = storage.load(orDefault: [])
        #expect(value == [])
        #expect(error == .readFailed(reason: "Permission denied"))
    }

    @Test func errorsDescribeThemselvesInOneLine() {
        #expect("\(StorageError.readFailed(reason: "a: open: EIO"))" == "could not read: a: open: EIO")
        #expect("\(StorageError.corrupt(reason: "a: at [0]: bad"))" == "corrupt, could not decode: a: at [0]: bad")
        #expect(StorageError.writeFailed(reason: "disk full").reason == "disk full")
    }
}

@Suite("A memory storage is safe to hammer from several threads")
struct MemoryStorageConcurrencyTests {
    @Test func concurrentSavesAreEachRecordedOnceInEachThreadsOrder() {
        let storage = MemoryStorage<Int>(0)
        let perThread = 2_000
        hammer(threads: 8) { thread in
            for index in 0..<perThread {
                try? storage.save(thread * perThread + index)
                _ = try? storage.load()
                _ = storage.value
            }
        }
        let saves = storage.takeSaves()
        #expect(saves.count == 8 * perThread)
        for thread in 0..<8 {
            let mine = saves.filter { $0 / perThread == thread }
            #expect(mine == Array(thread * perThread..<(thread + 1) * perThread))
        }
    }

    @Test func takesAndInjectedFailuresRacingSavesLoseNothing() {
        let storage = MemoryStorage<Int>()
        let taken = Locked<[Int]>.make([])
        let failed = Locked<Int>.make(0)
        let perThread = 2_000
        hammer(threads: 8) { thread in
            for index in 0..<perThread {
                do {
                    try storage.save(thread * perThread + index)
                } catch {
                    failed.withLock { $0 += 1 }
                }
                if index % 100 == 0 {
                    let saves = storage.takeSaves()
                    taken.withLock { $0 += saves }
                }
                if index % 500 == 0 { storage.failNextSave(with: .writeFailed(reason: "injected")) }
            }
        }
        let all = taken.withLock { $0 } + storage.takeSaves()
        let failures = failed.withLock { $0 }
        // Every save was either recorded exactly once or failed.
        #expect(Set(all).count == all.count)
        #expect(all.count + failures == 8 * perThread)
        #expect((1...8 * (perThread / 500)).contains(failures))
    }
}
