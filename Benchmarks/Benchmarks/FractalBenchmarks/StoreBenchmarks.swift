import Benchmark
import Fractal
import FractalTesting
import OpenCombine

// MARK: 11. a store send with one observation of a transform of its state
// (`states.map(…).skipRepeats().observe`), against CurrentValueSubject +
// map + removeDuplicates + sink

enum CounterEvent: Sendable {
    case increment
}

func storeBenchmarks() {
    Benchmark("store send, 1 transform subscription · Fractal", configuration: perOperation) { benchmark in
        let store = Store(initial: 0, scheduler: TestScheduler()) { (count: inout Int, _: CounterEvent) in
            count += 1
            return .none
        }
        let subscription = store.states.map { $0 * 2 }.skipRepeats().observe { blackHole($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { store.send(.increment) }
        benchmark.stopMeasurement()
        subscription.dispose()
        store.dispose()
    }
    Benchmark("store send, 1 transform subscription · OpenCombine", configuration: perOperation) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.map { $0 * 2 }.removeDuplicates().sink { blackHole($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { subject.value += 1 }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
}
