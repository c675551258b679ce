// Each benchmark is measured three times in the same run: for Fractal, for
// OpenCombine doing the same work, and for a plain closure-array floor.
import Benchmark
import Dispatch
import Fractal
import FractalTesting
import OpenCombine

/// Micro benchmarks: 1,000 operations per sample, results per operation.
var perOperation: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )
}

/// Benchmarks whose one iteration is a batch (a 1,000-element composite, a
/// 10,000-row tree); the README divides by the batch size.
var perBatch: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        scalingFactor: .one,
        maxDuration: .seconds(2)
    )
}

let benchmarks: @Sendable () -> Void = {
    setBenchmarks()
    observeBenchmarks()
    compositeBenchmarks()
    serialBenchmarks()
    mapChainBenchmarks()
    treeBenchmarks()
    retainedBytesBenchmarks()
    schedulerBenchmarks()
    listDifferenceBenchmarks()
    storeBenchmarks()
    navigationBenchmarks()
    keyedFilterBenchmarks()
    uiBenchmarks()
    atomicBenchmarks()
    appPathBenchmarks()
}

// MARK: 1. set a mutable property with 1 observer, and with 10

func setBenchmarks() {
    for observers in [1, 10] {
        Benchmark("set, \(observers) observer(s) · Fractal", configuration: perOperation) { benchmark in
            let property = MutableProperty(0)
            let observations = (0..<observers).map { _ in property.observeChanges { blackHole($0) } }
            benchmark.startMeasurement()
            for value in benchmark.scaledIterations { property.value = value }
            benchmark.stopMeasurement()
            observations.forEach { $0.dispose() }
        }
        Benchmark("set, \(observers) observer(s) · OpenCombine", configuration: perOperation) { benchmark in
            let subject = CurrentValueSubject<Int, Never>(0)
            let cancellables = (0..<observers).map { _ in subject.dropFirst().sink { blackHole($0) } }
            benchmark.startMeasurement()
            for value in benchmark.scaledIterations { subject.value = value }
            benchmark.stopMeasurement()
            cancellables.forEach { $0.cancel() }
        }
        Benchmark("set, \(observers) observer(s) · closure floor", configuration: perOperation) { benchmark in
            var current = 0
            let closures: [(Int) -> Void] = (0..<observers).map { _ in { blackHole($0) } }
            benchmark.startMeasurement()
            for value in benchmark.scaledIterations {
                current = value
                for closure in closures { closure(current) }
            }
            benchmark.stopMeasurement()
        }
    }
}

// MARK: 2. observe + dispose one observation on a property that has a value

func observeBenchmarks() {
    Benchmark("observe + dispose · Fractal", configuration: perOperation) { benchmark in
        let property = MutableProperty(1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { property.observe { blackHole($0) }.dispose() }
        benchmark.stopMeasurement()
    }
    Benchmark("observe + dispose · OpenCombine", configuration: perOperation) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { subject.sink { blackHole($0) }.cancel() }
        benchmark.stopMeasurement()
    }
    Benchmark("observe + dispose · closure floor", configuration: perOperation) { benchmark in
        var closures: [(Int) -> Void] = []
        closures.reserveCapacity(1)
        let value = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            closures.append { blackHole($0) }
            closures[0](value)
            closures.removeLast()
        }
        benchmark.stopMeasurement()
    }
}

// MARK: 3. a composite: add 1,000, dispose all

func compositeBenchmarks() {
    let count = 1_000
    // The composite holds each closure as it is (`+= { … }`, no object per element).
    Benchmark("composite 1,000 · Fractal", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let composite = CompositeDisposable()
            for _ in 0..<count { composite += { blackHole(1) } }
            composite.dispose()
        }
    }
    // The spelling from before closures could be added directly: an object per element.
    Benchmark("composite 1,000 · Fractal AnyDisposable", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let composite = CompositeDisposable()
            for _ in 0..<count { composite += AnyDisposable { blackHole(1) } }
            composite.dispose()
        }
    }
    Benchmark("composite 1,000 · OpenCombine", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            var cancellables: [AnyCancellable] = []
            for _ in 0..<count { AnyCancellable { blackHole(1) }.store(in: &cancellables) }
            cancellables.forEach { $0.cancel() }
            cancellables.removeAll()
        }
    }
    Benchmark("composite 1,000 · closure floor", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            var closures: [() -> Void] = []
            for _ in 0..<count { closures.append { blackHole(1) } }
            closures.forEach { $0() }
            closures.removeAll()
        }
    }
}

// MARK: 4. serial switch: each outer value presents an inner property's value

func serialBenchmarks() {
    Benchmark("serial switch · Fractal serial()", configuration: perOperation) { benchmark in
        let inners = [MutableProperty(1), MutableProperty(2)]
        let outer = MutableProperty(0)
        // `Presenter.UI` binds on the main actor: run the whole loop there, one hop.
        // `main.sync` blocks this thread meanwhile, so the benchmark is never shared.
        nonisolated(unsafe) let benchmark = benchmark
        DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                let presenter = Presenter<Int>.UI(on: ImmediateScheduler()) { index in
                    inners[index].observe { blackHole($0) }
                }
                let presentation = presenter.serial() <~ outer
                benchmark.startMeasurement()
                for value in benchmark.scaledIterations { outer.value = value & 1 }
                benchmark.stopMeasurement()
                presentation?.dispose()
            }
        }
    }
    Benchmark("serial switch · Fractal flatMapLatest", configuration: perOperation) { benchmark in
        let inners = [MutableProperty(1), MutableProperty(2)]
        let outer = MutableProperty(0)
        let observation = outer.flatMapLatest { inners[$0] }.observe { blackHole($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { outer.value = value & 1 }
        benchmark.stopMeasurement()
        observation.dispose()
    }
    Benchmark("serial switch · OpenCombine", configuration: perOperation) { benchmark in
        let inners = [CurrentValueSubject<Int, Never>(1), CurrentValueSubject<Int, Never>(2)]
        let outer = CurrentValueSubject<Int, Never>(0)
        let cancellable = outer.map { inners[$0] }.switchToLatest().sink { blackHole($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { outer.value = value & 1 }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
    // What `Presenter.UI` must do before each bind, measured alone: the
    // executor check that makes calling a `@MainActor` closure sound.
    Benchmark("serial switch · main-actor check alone", configuration: perOperation) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                benchmark.startMeasurement()
                for value in benchmark.scaledIterations {
                    MainActor.preconditionIsolated()
                    blackHole(value)
                }
                benchmark.stopMeasurement()
            }
        }
    }
    Benchmark("serial switch · closure floor", configuration: perOperation) { benchmark in
        var inners: [[(Int) -> Void]] = [[], []]
        let values = [1, 2]
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
            let index = value & 1
            inners[1 - index].removeAll(keepingCapacity: true)
            inners[index].append { blackHole($0) }
            inners[index][0](values[index])
        }
        benchmark.stopMeasurement()
    }
}

// MARK: 5. a map → map → map chain to one observer

func mapChainBenchmarks() {
    Benchmark("map chain · Fractal", configuration: perOperation) { benchmark in
        let property = MutableProperty(0)
        let observation = property.map { $0 + 1 }.map { $0 * 2 }.map { $0 - 3 }.observeChanges { blackHole($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { property.value = value }
        benchmark.stopMeasurement()
        observation.dispose()
    }
    Benchmark("map chain · OpenCombine", configuration: perOperation) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.dropFirst().map { $0 + 1 }.map { $0 * 2 }.map { $0 - 3 }.sink { blackHole($0) }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { subject.value = value }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
    Benchmark("map chain · closure floor", configuration: perOperation) { benchmark in
        let f: (Int) -> Int = { $0 + 1 }
        let g: (Int) -> Int = { $0 * 2 }
        let h: (Int) -> Int = { $0 - 3 }
        let observer: (Int) -> Void = { blackHole(h(g(f($0)))) }
        var current = 0
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
            current = value
            observer(current)
        }
        benchmark.stopMeasurement()
    }
}
