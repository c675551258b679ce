import Benchmark
import Fractal
import OpenCombine

// MARK: 7. bytes retained per live observation (100,000 of them)
//
// Measured as the bytes allocated while 100,000 observations are created and
// kept (the array that keeps them is reserved beforehand, outside the
// measurement). Nothing is freed in between except the buffers an observer
// list outgrows, so this is an upper bound on the bytes each one retains;
// Benchmarks/README.md divides the median by 100,000.

let liveObservations = 100_000

var retainedBytes: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.mallocBytesCount, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 10
    )
}

func retainedBytesBenchmarks() {
    Benchmark("retained by 100,000 observations · Fractal", configuration: retainedBytes) { benchmark in
        let property = MutableProperty(0)
        var observations: [any Disposable] = []
        observations.reserveCapacity(liveObservations)
        benchmark.startMeasurement()
        for _ in 0..<liveObservations { observations.append(property.observeChanges { blackHole($0) }) }
        benchmark.stopMeasurement()
        observations.forEach { $0.dispose() }
    }
    Benchmark("retained by 100,000 observations · OpenCombine", configuration: retainedBytes) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(liveObservations)
        benchmark.startMeasurement()
        for _ in 0..<liveObservations { cancellables.append(subject.sink { blackHole($0) }) }
        benchmark.stopMeasurement()
        cancellables.forEach { $0.cancel() }
    }
    Benchmark("retained by 100,000 observations · closure floor", configuration: retainedBytes) { benchmark in
        var closures: [(Int) -> Void] = []
        benchmark.startMeasurement()
        for index in 0..<liveObservations { closures.append { blackHole($0 + index) } }
        benchmark.stopMeasurement()
        blackHole(closures.count)
    }
}
