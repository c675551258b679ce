import Benchmark
import Fractal
import FractalTesting
import OpenCombine

// MARK: 11. a store send with one transform subscription, against
// CurrentValueSubject + map + removeDuplicates + sink; and one keyed row of
// N changing, with a scoped subscription per row

enum CounterEvent: Sendable {
    case increment
}

struct BenchRow: Identifiable, Equatable, Sendable {
    let id: Int
    var count = 0
}

enum RowsEvent: Sendable {
    case row(Int, CounterEvent)
}

/// A presenter that only touches what it is given: no recording cost.
func discardingPresenter<Value: Sendable>() -> Presenter<Value> {
    Presenter<Value>.forwarding { value in
        blackHole(value)
        return .none
    }
}

func storeBenchmarks() {
    Benchmark("store send, 1 transform subscription · Fractal", configuration: perOperation) { benchmark in
        let store = Store(initial: 0, scheduler: TestScheduler()) { (count: inout Int, _: CounterEvent) in
            count += 1
            return .none
        }
        let subscription = store.subscribe(discardingPresenter()) { $0 * 2 }
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

    for rowCount in [100, 1_000, 10_000] {
        Benchmark("store send, 1 of \(rowCount) keyed rows · Fractal", configuration: perOperation) { benchmark in
            let rows = IdentifiedList((0..<rowCount).map { BenchRow(id: $0) })
            let store = Store(initial: rows, scheduler: TestScheduler()) { (rows: inout IdentifiedList<BenchRow>, event: RowsEvent) in
                switch event {
                case .row(let id, .increment): rows[id: id]?.count += 1
                }
                return .none
            }
            let rowStores = store.scope(forEach: { $0 }, event: RowsEvent.row)
            let subscriptions = rowStores.value.map { $0.subscribe(discardingPresenter()) { $0.count } }
            var id = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.send(.row(id, .increment))
                id = id + 7 < rowCount ? id + 7 : id + 7 - rowCount
            }
            benchmark.stopMeasurement()
            subscriptions.forEach { $0.dispose() }
            store.dispose()
        }
        Benchmark("store send, 1 of \(rowCount) keyed rows · OpenCombine", configuration: perOperation) { benchmark in
            let subject = CurrentValueSubject<[Int], Never>(Array(repeating: 0, count: rowCount))
            let cancellables = (0..<rowCount).map { index in
                subject.map { $0[index] }.removeDuplicates().sink { blackHole($0) }
            }
            var id = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                subject.value[id] += 1
                id = id + 7 < rowCount ? id + 7 : id + 7 - rowCount
            }
            benchmark.stopMeasurement()
            cancellables.forEach { $0.cancel() }
        }
    }
}
