import Benchmark
import Fractal

// MARK: 13. composition: a grandchild's event through two levels of
// composition, against the same mutation sent to a root store directly
// (issue 22: within 2× of the direct send). The stores are in
// CompositionFixture.swift, shared with the callgrind harness.

func compositionBenchmarks() {
    Benchmark("composition send · direct", configuration: perOperation) { benchmark in
        let store = makeDirectStore()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { store.send(.increment) }
        benchmark.stopMeasurement()
        blackHole(store.states.value.count)
        store.dispose()
    }
    Benchmark("composition send · ifLet → ifLet", configuration: perOperation) { benchmark in
        let store = makeIfLetIfLetStore()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { store.send(grandchildEvent) }
        benchmark.stopMeasurement()
        blackHole(store.states.value.sheet?.counter?.count)
        store.dispose()
    }
    Benchmark("composition send · ifLet → scope", configuration: perOperation) { benchmark in
        let store = makeIfLetScopeStore()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { store.send(grandchildEvent) }
        benchmark.stopMeasurement()
        blackHole(store.states.value.sheet?.always.count)
        store.dispose()
    }
    Benchmark("composition send · stack → ifLet", configuration: perOperation) { benchmark in
        let (store, event) = makeStackIfLetStore()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { store.send(event) }
        benchmark.stopMeasurement()
        blackHole(store.states.value.path.first?.record?.count)
        store.dispose()
    }
}
