import Fractal
import FractalTesting
import Testing

@Suite("Persisting from several threads at once keeps the last value on disk")
struct PersistenceConcurrencyTests {
    @Test func concurrentSavesToOneFileLeaveOneWholeValueAndNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let storage = JSONFileStorage<[Int]>(url: directory.file("numbers.json"))
        hammer(threads: 4) { thread in
            for index in 0..<10 {
                try? storage.save(Array(repeating: thread, count: index + 1))
                _ = try? storage.load()
            }
        }
        let saved = try #require(try storage.load())
        #expect(saved.count == 10)
        #expect(Set(saved).count == 1)
        #expect(try directory.contents() == ["numbers.json"])
    }

    @Test func aDebouncedPersistenceRacingItsTimersEndsWithTheFinalState() {
        let scheduler = TestScheduler()
        let store = Store(initial: PersistedAppState(), scheduler: scheduler, reduce: PersistedAppEvent.reduce)
        let storage = MemoryStorage<[String]>()
        let persistence = store.persist(
            \.standups, to: storage, debounce: .milliseconds(10), on: scheduler, failed: PersistedAppEvent.saveFailed)
        hammer(threads: 4) { thread in
            for index in 0..<500 {
                if thread == 0 {
                    scheduler.advance(by: .milliseconds(5))
                } else {
                    store.send(.add("\(thread)-\(index)"))
                }
            }
        }
        persistence.dispose()  // saves what is still waiting
        let final = store.states.value.standups
        #expect(final.count == 3 * 500)
        #expect(storage.value == final)
        // Saves only ever grow the list: none was written after a newer one.
        let counts = storage.saves.map(\.count)
        #expect(counts == counts.sorted())
        #expect(Set(counts).count == counts.count)
        scheduler.run()
        store.dispose()
    }
}
