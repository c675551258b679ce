import Fractal
import FractalTesting
import Testing

/// The stand-up list as the app shares it: the persisted part, and a part
/// that is not persisted.
struct PersistedAppState: Equatable, Sendable {
    var standups: [String] = []
    var draft = ""
    var saveError: StorageError?
}

enum PersistedAppEvent: Equatable, Sendable {
    case add(String)
    case removeLast
    case typed(String)
    case saveFailed(StorageError)

    static func reduce(_ state: inout PersistedAppState, _ event: PersistedAppEvent) -> Effect<PersistedAppEvent, Never> {
        switch event {
        case .add(let title): state.standups.append(title)
        case .removeLast: state.standups.removeLast()
        case .typed(let text): state.draft = text
        case .saveFailed(let error): state.saveError = error
        }
        return .none
    }
}

private func makeTester(_ standups: [String] = []) -> StoreTester<PersistedAppState, PersistedAppEvent, Never> {
    StoreTester(initial: PersistedAppState(standups: standups), reduce: PersistedAppEvent.reduce)
}

@Suite("Persisting a store's state saves each change of the part, and nothing else")
struct StorePersistChangesTests {
    @Test func theValueWhenPersistingStartsIsNotSaved() throws {
        let tester = makeTester(["Design"])
        let storage = MemoryStorage<[String]>(["Design"])
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        #expect(storage.saves.isEmpty)
        tester.finish()
    }

    @Test func eachChangeIsSavedAtOnceInOrder() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        #expect(storage.takeSaves() == [["Design"]])
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        tester.send(.removeLast) { $0.standups = ["Design"] }
        #expect(storage.takeSaves() == [["Design", "Review"], ["Design"]])
        tester.finish()
    }

    @Test func anEventThatLeavesThePartEqualSavesNothing() throws {
        let tester = makeTester(["Design"])
        let storage = MemoryStorage<[String]>(["Design"])
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        tester.send(.typed("Rev")) { $0.draft = "Rev" }
        #expect(storage.saves.isEmpty)
        tester.finish()
    }

    @Test func persistingAScopeSavesItsPart() throws {
        let store = Store(initial: PersistedAppState(), reduce: PersistedAppEvent.reduce)
        let storage = MemoryStorage<[String]>()
        let scope = store.scope(state: \.standups, event: { $0 })
        let persistence = scope.persist({ $0 }, to: storage, failed: PersistedAppEvent.saveFailed)
        scope.send(.add("Design"))
        store.send(.typed("x"))
        #expect(storage.takeSaves() == [["Design"]])
        persistence.dispose()
        store.dispose()
    }
}

@Suite("A failed save reaches the reducer as an event, and is not retried until the next change")
struct StorePersistFailureTests {
    @Test func theFailedSavesEventIsReducedAfterTheChange() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        tester.receive(.saveFailed(.writeFailed(reason: "disk full"))) { $0.saveError = .writeFailed(reason: "disk full") }
        #expect(storage.saves.isEmpty)
        // The next change saves the whole value.
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        #expect(storage.takeSaves() == [["Design", "Review"]])
        tester.finish()
    }

    @Test func aChangeBackToWhatIsOnDiskAfterAFailureSavesNothing() throws {
        let tester = makeTester(["Design"])
        let storage = MemoryStorage<[String]>(["Design"])
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        tester.receive(.saveFailed(.writeFailed(reason: "disk full"))) { $0.saveError = .writeFailed(reason: "disk full") }
        tester.send(.removeLast) { $0.standups = ["Design"] }
        #expect(storage.saves.isEmpty)
        #expect(storage.value == ["Design"])
        tester.finish()
    }
}

@Suite("A debounced persistence writes a burst of changes once, in virtual time")
struct StorePersistDebounceTests {
    @Test func aBurstIsOneWriteOfTheLastValueOnceTheIntervalPasses() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(
            \.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        tester.advance(by: .milliseconds(900))
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        tester.advance(by: .milliseconds(900))
        #expect(storage.saves.isEmpty)  // each change restarted the interval
        tester.advance(by: .milliseconds(100))
        #expect(storage.takeSaves() == [["Design", "Review"]])
        tester.send(.add("Retro")) { $0.standups = ["Design", "Review", "Retro"] }
        tester.advance(by: .seconds(1))
        #expect(storage.takeSaves() == [["Design", "Review", "Retro"]])
        #expect(tester.scheduler.pendingCount == 0)
        tester.finish()
    }

    @Test func aBurstThatEndsWhereItBeganWritesNothing() throws {
        let tester = makeTester(["Design"])
        let storage = MemoryStorage<[String]>(["Design"])
        let persistence = tester.store.persist(
            \.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        tester.send(.removeLast) { $0.standups = ["Design"] }
        tester.advance(by: .seconds(1))
        #expect(storage.saves.isEmpty)
        tester.finish()
    }

    @Test func aFailedDebouncedSaveReachesTheReducerWhenItRuns() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(
            \.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: PersistedAppEvent.saveFailed)
        defer { persistence.dispose() }
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        tester.advance(by: .seconds(1))
        tester.receive(.saveFailed(.writeFailed(reason: "disk full"))) { $0.saveError = .writeFailed(reason: "disk full") }
        tester.finish()
    }
}

@Suite("Disposing a persistence stops saving, after saving a change still waiting")
struct StorePersistDisposalTests {
    @Test func afterDisposeChangesAreNotSaved() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
        persistence.dispose()
        #expect(persistence.isDisposed)
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        #expect(storage.saves.isEmpty)
        tester.finish()
    }

    @Test func disposingSavesTheChangeStillWaitingThenNothingMore() throws {
        let tester = makeTester()
        let storage = MemoryStorage<[String]>()
        let persistence = tester.store.persist(
            \.standups, to: storage, debounce: .seconds(1), on: tester.scheduler, failed: PersistedAppEvent.saveFailed)
        tester.send(.add("Design")) { $0.standups = ["Design"] }
        persistence.dispose()
        #expect(storage.takeSaves() == [["Design"]])
        #expect(tester.scheduler.pendingCount == 0)  // the timer was cancelled
        tester.send(.add("Review")) { $0.standups = ["Design", "Review"] }
        tester.advance(by: .seconds(1))
        persistence.dispose()  // again: nothing
        #expect(storage.saves.isEmpty)
        tester.finish()
    }

    @Test func persistingHoldsNeitherTheStoreNorTheStorageOnceBothAreDone() {
        weak var weakStore: Store<PersistedAppState, PersistedAppEvent, Never>?
        weak var weakStorage: MemoryStorage<[String]>?
        do {
            let store = Store(initial: PersistedAppState(), reduce: PersistedAppEvent.reduce)
            let storage = MemoryStorage<[String]>()
            let persistence = store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
            weakStore = store
            weakStorage = storage
            store.send(.add("Design"))
            #expect(storage.saves == [["Design"]])
            persistence.dispose()
        }
        #expect(weakStore == nil)
        #expect(weakStorage == nil)
    }

    @Test func aDroppedPersistenceKeepsSavingWhileTheStoreLivesAndEndsWithIt() {
        weak var weakStore: Store<PersistedAppState, PersistedAppEvent, Never>?
        weak var weakStorage: MemoryStorage<[String]>?
        do {
            let store = Store(initial: PersistedAppState(), reduce: PersistedAppEvent.reduce)
            let storage = MemoryStorage<[String]>()
            _ = store.persist(\.standups, to: storage, failed: PersistedAppEvent.saveFailed)
            weakStore = store
            weakStorage = storage
            store.send(.add("Design"))
            store.send(.add("Review"))
            #expect(storage.saves == [["Design"], ["Design", "Review"]])
        }
        #expect(weakStore == nil)
        #expect(weakStorage == nil)
    }
}
