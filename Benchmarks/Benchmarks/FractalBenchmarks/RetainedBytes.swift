import Benchmark
import Fractal
import CHeapStats
import OpenCombine

// MARK: 7. bytes retained per live observation (100,000 of them)

let liveObservations = 100_000

/// Bytes in use on the heap, from the allocator's own statistics.
func heapBytesInUse() -> Int {
    Int(cheapstats_bytes_in_use())
}

var retainedBytes: Benchmark.Configuration { Benchmark.Configuration(
    metrics: [.custom("bytes per observation", polarity: .prefersSmaller, useScalingFactor: false)],
    scalingFactor: .one,
    maxDuration: .seconds(1),
    maxIterations: 5
) }

func retainedBytesBenchmarks() {
    Benchmark("retained bytes per observation · Fractal", configuration: retainedBytes) { benchmark in
        let property = MutableProperty(0)
        let before = heapBytesInUse()
        let observations = (0..<liveObservations).map { _ in property.observeChanges { blackHole($0) } }
        let after = heapBytesInUse()
        benchmark.measurement(.custom("bytes per observation"), (after - before) / liveObservations)
        observations.forEach { $0.dispose() }
    }
    Benchmark("retained bytes per observation · OpenCombine", configuration: retainedBytes) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        let before = heapBytesInUse()
        let cancellables = (0..<liveObservations).map { _ in subject.sink { blackHole($0) } }
        let after = heapBytesInUse()
        benchmark.measurement(.custom("bytes per observation"), (after - before) / liveObservations)
        cancellables.forEach { $0.cancel() }
    }
    Benchmark("retained bytes per observation · closure floor", configuration: retainedBytes) { benchmark in
        let before = heapBytesInUse()
        let closures: [(Int) -> Void] = (0..<liveObservations).map { index in { blackHole($0 + index) } }
        let after = heapBytesInUse()
        benchmark.measurement(.custom("bytes per observation"), (after - before) / liveObservations)
        blackHole(closures.count)
    }
}
