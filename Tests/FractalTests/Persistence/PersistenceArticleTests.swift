// The examples of the DocC article "Persistence"
// (Sources/Fractal/Fractal.docc/Persistence.md), compiled and tested here;
// .ci/check-docs.py checks that the article's blocks appear here line for line.

import Foundation
import Fractal
import FractalTesting
import Testing

struct Standup: Identifiable, Codable, Equatable, Sendable {
    let id: Int
    var title: String
}

struct StandupsState: Equatable, Sendable {
    var standups: IdentifiedList<Standup>
    var error: StorageError?

    static func reduce(_ state: inout StandupsState, _ event: StandupsEvent) -> Effect<StandupsEvent, Never> {
        switch event {
        case .added(let standup): state.standups.append(standup)
        case .renamed(let id, let title): state.standups[id: id]?.title = title
        case .saveFailed(let error): state.error = error
        }
        return .none
    }
}

enum StandupsEvent: Equatable, Sendable {
    case added(Standup)
    case renamed(id: Int, title: String)
    case saveFailed(StorageError)
}

struct StandupsApp {
    let store: Store<StandupsState, StandupsEvent, Never>
    let persistence: any Disposable

    init(storage: some PersistentStorage<IdentifiedList<Standup>>, scheduler: some TimedScheduler) {
        let (standups, loadError) = storage.load(orDefault: [])
        store = Store(initial: StandupsState(standups: standups, error: loadError), scheduler: scheduler, reduce: StandupsState.reduce)
        persistence = store.persist(\.standups, to: storage, debounce: .seconds(1), on: scheduler, failed: StandupsEvent.saveFailed)
    }
}

extension StandupsApp {
    /// Ends the app: saves an edit still waiting, then stops the store.
    func stop() {
        persistence.dispose()
        store.dispose()
    }
}

@Suite("The Persistence article: an app that loads its list at launch and saves its edits")
struct PersistenceArticleTests {
    let design = Standup(id: 1, title: "Design")
    let review = Standup(id: 2, title: "Review")

    @Test func editsAreSavedOnceTheySettle() {
        let scheduler = TestScheduler()
        let storage = MemoryStorage<IdentifiedList<Standup>>([design])
        let app = StandupsApp(storage: storage, scheduler: scheduler)
        app.store.send(.added(review))
        app.store.send(.renamed(id: review.id, title: "Weekly review"))
        scheduler.advance(by: .seconds(1))
        #expect(storage.takeSaves() == [[design, Standup(id: review.id, title: "Weekly review")]])
        app.stop()
    }

    @Test func theNextLaunchReadsWhatTheFileKept() throws {
        let directory = try TemporaryDirectory()
        let scheduler = TestScheduler()
        let first = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")), scheduler: scheduler)
        first.store.send(.added(design))
        first.stop()  // saves the edit still waiting
        let second = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")), scheduler: scheduler)
        #expect(second.store.states.value == StandupsState(standups: [design]))
        second.stop()
    }

    @Test func aCorruptFileStartsAnEmptyListWithTheErrorAndIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\"not\": \"a list\"}", to: "standups.json")
        let scheduler = TestScheduler()
        let app = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")), scheduler: scheduler)
        guard case .corrupt = app.store.states.value.error else {
            Issue.record("expected a corrupt file, got \(String(describing: app.store.states.value.error))")
            return
        }
        #expect(app.store.states.value.standups.isEmpty)
        app.store.send(.added(review))
        scheduler.advance(by: .seconds(1))
        #expect(try directory.read("standups.json.corrupt") == "{\"not\": \"a list\"}")
        #expect(try JSONFileStorage<IdentifiedList<Standup>>(url: directory.file("standups.json")).load() == [review])
        app.stop()
    }

    @Test func aFailedSaveIsShownThroughTheState() {
        let scheduler = TestScheduler()
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        let app = StandupsApp(storage: storage, scheduler: scheduler)
        storage.failNextSave(with: .writeFailed(reason: "standups.json: rename: No space left on device"))
        app.store.send(.added(design))
        scheduler.advance(by: .seconds(1))
        #expect(app.store.states.value.error == .writeFailed(reason: "standups.json: rename: No space left on device"))
        app.stop()
    }
}
