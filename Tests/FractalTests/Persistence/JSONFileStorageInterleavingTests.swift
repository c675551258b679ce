import Foundation
import FractalTesting
import Testing

@testable import Fractal

/// One writer of a shared file: it loads the list, adds an item of its own
/// and saves; a conflict makes it load again, and its item is then not saved.
private struct Writer {
    let name: String
    let storage: JSONFileStorage<[String]>
    var list: [String] = []
    var added = 0

    /// Adds an item and saves; returns the item if the save succeeded.
    mutating func addAndSave() throws -> String? {
        added += 1
        let item = "\(name)-\(added)"
        let failure: StorageError
        do {
            try storage.save(list + [item])
            list.append(item)
            return item
        } catch {
            failure = error
        }
        guard case .conflict = failure else { throw failure }
        list = try storage.load() ?? []
        return nil
    }
}

@Suite("Two storages saving one file in random interleavings lose no change without an error")
struct JSONFileStorageInterleavingTests {
    @Test func aSeededInterleavingOfTwoHundredSavesKeepsEverySavedItem() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let directory = try TemporaryDirectory()
        let url = directory.file("items.json")
        var writers = [Writer(name: "A", storage: JSONFileStorage(url: url)), Writer(name: "B", storage: JSONFileStorage(url: url))]
        for index in writers.indices { writers[index].list = try writers[index].storage.load() ?? [] }
        var saved: [String] = []
        var conflicts = 0
        while writers.contains(where: { $0.added < 100 }) {
            let index = writers.indices.filter { writers[$0].added < 100 }.randomElement(using: &generator)!
            if let item = try writers[index].addAndSave() { saved.append(item) } else { conflicts += 1 }
            let onDisk = try JSONFileStorage<[String]>(url: url).load() ?? []
            // Every item a save reported saved is on disk, in the order saved.
            #expect(onDisk == saved, "seed \(seed): after \(saved.count + conflicts) saves")
            if onDisk != saved { return }
        }
        #expect(saved.count + conflicts == 200, "seed \(seed)")
        #expect(try directory.contents() == ["items.json"], "seed \(seed)")
    }

    @Test func twoThreadsSavingAtOnceKeepEveryItemASaveReportedSaved() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("items.json")
        let results = Locked<(items: [String], failures: [String])>.make(([], []))
        hammer(threads: 2) { thread in
            var writer = Writer(name: "T\(thread)", storage: JSONFileStorage(url: url))
            do {
                writer.list = try writer.storage.load() ?? []
                for _ in 0..<100 {
                    if let item = try writer.addAndSave() { results.withLock { $0.items.append(item) } }
                }
            } catch {
                results.withLock { $0.failures.append("\(error)") }
            }
        }
        let (items, failures) = results.withLock { $0 }
        #expect(failures.isEmpty)
        let onDisk = try JSONFileStorage<[String]>(url: url).load() ?? []
        #expect(Set(onDisk) == Set(items))
        #expect(onDisk.count == items.count)
    }
}
