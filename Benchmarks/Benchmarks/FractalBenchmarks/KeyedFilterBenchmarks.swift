import Benchmark
import Dispatch
import Fractal

// MARK: 14. a keyed list of 10,000 rows filtered ten times (KeyedFilterFixture.swift):
// `map(keyedBy:)` (rows that leave are released) against the hand floor, each
// into a view that keeps its cells in a `ListCells`

func keyedFilterBenchmarks() {
    let cases: [(name: String, make: @Sendable () -> (rows: Property<[FilterRowViewModel]>, apply: @Sendable () -> Void))] = [
        (
            "Fractal map(keyedBy:)",
            {
                let list = KeyedFilterList()
                return (list.rows, list.applyQueries)
            }
        ),
        (
            "hand floor",
            {
                let list = HandFilterList()
                return (Property(list.rows), list.applyQueries)
            }
        ),
    ]
    for (name, make) in cases {
        Benchmark("keyed filter, 10,000 rows, 10 changes · \(name)", configuration: perBatch) { benchmark in
            // `Presenter.UI` binds on the main actor: run the whole loop there, one hop.
            // `main.sync` blocks this thread meanwhile, so the benchmark is never shared.
            nonisolated(unsafe) let benchmark = benchmark
            DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    let (rows, apply) = make()
                    let presentation = presentIntoNullView(rows)
                    apply()  // one round first: the rows a round makes are made
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { apply() }
                    benchmark.stopMeasurement()
                    presentation?.dispose()
                }
            }
        }
    }
}
