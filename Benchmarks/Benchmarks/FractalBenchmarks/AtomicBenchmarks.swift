import Benchmark
import Synchronization

// MARK: 16. what one uncontended atomic read-modify-write costs on this
// machine: the unit the other rows' atomics are counted in (a lock is a
// compare-and-swap and an exchange; a retain or a release is one atomic
// operation; callgrind's count.sh counts them per operation)

func atomicBenchmarks() {
    guard #available(macOS 15, *) else { return }
    Benchmark("atomic · increment", configuration: perOperation) { benchmark in
        let word = Atomic<Int>(0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { word.wrappingAdd(1, ordering: .acquiringAndReleasing) }
        benchmark.stopMeasurement()
        blackHole(word.load(ordering: .relaxed))
    }
    Benchmark("atomic · compare-and-swap", configuration: perOperation) { benchmark in
        let word = Atomic<Int>(0)
        var expected = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Always succeeds: nothing else writes the word.
            _ = word.compareExchange(expected: expected, desired: expected + 1, ordering: .acquiringAndReleasing)
            expected += 1
        }
        benchmark.stopMeasurement()
        blackHole(word.load(ordering: .relaxed))
    }
    Benchmark("atomic · exchange", configuration: perOperation) { benchmark in
        let word = Atomic<Int>(0)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { blackHole(word.exchange(value, ordering: .acquiringAndReleasing)) }
        benchmark.stopMeasurement()
    }
    Benchmark("atomic · plain increment floor", configuration: perOperation) { benchmark in
        var word = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            word &+= 1
            blackHole(word)
        }
        benchmark.stopMeasurement()
    }
}
