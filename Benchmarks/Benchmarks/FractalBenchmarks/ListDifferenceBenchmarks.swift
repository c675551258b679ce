import Benchmark
import Fractal

// MARK: 10. keyed difference of 10,000 rows, against the standard library's
// difference(from:).inferringMoves() on the same arrays

struct ListRow: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String
}

/// The cases: what the 10,000-row list becomes.
let listDifferenceCases: [(name: String, old: [ListRow], new: [ListRow])] = {
    let rows = (0..<10_000).map { ListRow(id: $0, title: "Row \($0)") }
    var inserted = rows
    inserted.insert(ListRow(id: -1, title: "New row"), at: 5_000)
    var generator = SystemRandomNumberGenerator()
    return [
        ("one insertion", rows, inserted),
        ("filter keeping half", rows, rows.filter { $0.id % 2 == 0 }),
        ("shuffle", rows, rows.shuffled(using: &generator)),
        ("no change", rows, rows),
    ]
}()

func listDifferenceBenchmarks() {
    for (name, old, new) in listDifferenceCases {
        Benchmark("list difference, 10,000 rows, \(name) · Fractal", configuration: perBatch) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ListDifference(from: old, to: new))
            }
        }
        // The standard library's Myers difference is O(n·d); on the shuffle d is
        // about 2n, so that case takes seconds per iteration.
        Benchmark("list difference, 10,000 rows, \(name) · standard library", configuration: perBatch) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(new.difference(from: old).inferringMoves())
            }
        }
    }
}
