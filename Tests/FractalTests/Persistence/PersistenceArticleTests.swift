// What the DocC article "Shared State and Persistence"
// (Sources/Fractal/Fractal.docc/SharedStateAndPersistence.md) says of an app that
// loads its list at launch and saves its edits, tested on a shared property.

import Foundation
import Fractal
import FractalTesting
import Testing

struct Standup: Identifiable, Codable, Equatable, Sendable {
    let id: Int
    var title: String
}

/// An app's stand-ups, loaded at launch into the property its screens share,
/// each change saved, the load error or a failed save kept to show.
struct StandupsApp {
    let standups: MutableProperty<IdentifiedList<Standup>>
    let error: MutableProperty<StorageError?>
    let persistence: any Disposable

    init(storage: some PersistentStorage<IdentifiedList<Standup>>) {
        let (standups, loadError) = storage.load(orDefault: [])
        let error = MutableProperty(loadError)
        self.standups = MutableProperty(standups)
        self.error = error
        persistence = self.standups.persist(to: storage) { failure in error.value = failure }
    }
}

@Suite("The Persistence article: an app that loads its list at launch and saves its edits")
struct PersistenceArticleTests {
    let design = Standup(id: 1, title: "Design")
    let review = Standup(id: 2, title: "Review")

    @Test func eachEditIsSaved() {
        let storage = MemoryStorage<IdentifiedList<Standup>>([design])
        let app = StandupsApp(storage: storage)
        app.standups.modify { $0.append(review) }
        app.standups.modify { $0[id: review.id]?.title = "Weekly review" }
        #expect(storage.takeSaves() == [[design, review], [design, Standup(id: review.id, title: "Weekly review")]])
        app.persistence.dispose()
    }

    @Test func theNextLaunchReadsWhatTheFileKept() throws {
        let directory = try TemporaryDirectory()
        let first = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")))
        first.standups.modify { $0.append(design) }
        first.persistence.dispose()
        let second = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")))
        #expect(second.standups.value == [design])
        #expect(second.error.value == nil)
        second.persistence.dispose()
    }

    @Test func aCorruptFileStartsAnEmptyListWithTheErrorAndIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\"not\": \"a list\"}", to: "standups.json")
        let app = StandupsApp(storage: JSONFileStorage(url: directory.file("standups.json")))
        guard case .corrupt = app.error.value else {
            Issue.record("expected a corrupt file, got \(String(describing: app.error.value))")
            return
        }
        #expect(app.standups.value.isEmpty)
        app.standups.modify { $0.append(review) }
        #expect(try directory.read("standups.json.corrupt") == "{\"not\": \"a list\"}")
        #expect(try JSONFileStorage<IdentifiedList<Standup>>(url: directory.file("standups.json")).load() == [review])
        app.persistence.dispose()
    }

    @Test func aFailedSaveIsShownThroughTheState() {
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        let app = StandupsApp(storage: storage)
        storage.failNextSave(with: .writeFailed(reason: "standups.json: rename: No space left on device"))
        app.standups.modify { $0.append(design) }
        #expect(app.error.value == .writeFailed(reason: "standups.json: rename: No space left on device"))
        app.persistence.dispose()
    }
}
