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
}
