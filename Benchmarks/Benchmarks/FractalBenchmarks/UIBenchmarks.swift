import Benchmark
import Dispatch
import Fractal
import FractalTesting
import OpenCombine
import OpenCombineDispatch

// MARK: 15. the headline benchmarks as an app runs them: through
// `Presenter.UI` on its default scheduler, `UIScheduler` (the main queue)
//
// Each operation is one turn of the main queue, as an app's event is: a
// change made on the main actor (a set, a send, a switch, presenting a tree),
// then everything that change enqueued on the main queue (the binds and
// teardowns `Presenter.UI` schedules there) runs before the next turn starts.
// So one operation is what an app pays per delivery, hop included: the
// change, the enqueue, the main queue running the bind. The peer does the
// same work with `receive(on: DispatchQueue.main)` (OpenCombineDispatch),
// the floor with `DispatchQueue.main.async` around a plain closure, and
// "main-queue turn alone" is the driver itself (each turn is one
// `DispatchQueue.main.async`), which every other row includes.

/// Runs `step(0)`, `step(1)`, … `step(count - 1)` on the main queue, each in a
/// turn of its own that starts after everything the step before it enqueued
/// on the main queue has run (the main queue runs work first in, first out),
/// and returns once the last step's work has run too. Called off the main
/// thread (the benchmark's thread), which it blocks meanwhile.
func runInMainQueueTurns(_ count: Int, _ step: @escaping @MainActor @Sendable (Int) -> Void) {
    let finished = DispatchSemaphore(value: 0)
    // Read and written only on the main queue, one turn after another.
    nonisolated(unsafe) var index = 0
    @Sendable func turn() {
        DispatchQueue.main.async {
            guard index < count else {
                finished.signal()
                return
            }
            MainActor.assumeIsolated { step(index) }
            index += 1
            turn()
        }
    }
    turn()
    finished.wait()
}

/// Runs `body` on the main actor, from the benchmark's thread.
func onMainActor<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) -> Result {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// The presenter a label would give: `Presenter.UI` on the main queue, whose
/// bind only touches the value.
func uiPresenter<Value: Sendable>() -> Presenter<Value> {
    Presenter<Value>.UI { value in
        blackHole(value)
        return nil
    }
}

func uiBenchmarks() {
    uiTurnFloorBenchmarks()
    uiSetBenchmarks()
    uiStoreBenchmarks()
    uiSerialBenchmarks()
    uiTreeBenchmarks()
}

func uiTurnFloorBenchmarks() {
    Benchmark("UI · main-queue turn alone", configuration: perOperation) { benchmark in
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { blackHole($0) }
        benchmark.stopMeasurement()
    }
}

func uiSetBenchmarks() {
    // `presenter <~ property`, as a label shows a view model's property.
    Benchmark("UI · set, 1 observer · Fractal Presenter.UI", configuration: perOperation) { benchmark in
        let property = MutableProperty(0)
        let presentation = onMainActor { (uiPresenter() as Presenter<Int>) <~ property }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { property.value = $0 }
        benchmark.stopMeasurement()
        onMainActor { presentation?.dispose() }
    }
    Benchmark("UI · set, 1 observer · OpenCombine", configuration: perOperation) { benchmark in
        nonisolated(unsafe) let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.dropFirst().receive(on: DispatchQueue.main.ocombine).sink { blackHole($0) }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { subject.value = $0 }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
    Benchmark("UI · set, 1 observer · closure floor", configuration: perOperation) { benchmark in
        let observer: @Sendable (Int) -> Void = { blackHole($0) }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { value in
            DispatchQueue.main.async { observer(value) }
        }
        benchmark.stopMeasurement()
    }
}

func uiStoreBenchmarks() {
    Benchmark("UI · store send, 1 transform subscription · Fractal Presenter.UI", configuration: perOperation) {
        benchmark in
        let store = Store(initial: 0, scheduler: UIScheduler()) { (count: inout Int, _: CounterEvent) in
            count += 1
            return .none
        }
        let subscription = onMainActor {
            let presenter: Presenter<Int> = uiPresenter()
            return presenter <~ store.states.map { $0 * 2 }.skipRepeats()
        }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { _ in store.send(.increment) }
        benchmark.stopMeasurement()
        onMainActor {
            subscription?.dispose()
            store.dispose()
        }
    }
    Benchmark("UI · store send, 1 transform subscription · OpenCombine", configuration: perOperation) { benchmark in
        nonisolated(unsafe) let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.map { $0 * 2 }.removeDuplicates().receive(on: DispatchQueue.main.ocombine)
            .sink { blackHole($0) }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { _ in subject.value += 1 }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
}

func uiSerialBenchmarks() {
    // The bind observes the inner property; switching tears the previous
    // observation down on the main queue too (`Presenter.UI` schedules it).
    Benchmark("UI · serial switch · Fractal Presenter.UI serial()", configuration: perOperation) { benchmark in
        let inners = [MutableProperty(1), MutableProperty(2)]
        let outer = MutableProperty(0)
        let presentation = onMainActor {
            Presenter<Int>.UI { index in inners[index].observe { blackHole($0) } }.serial() <~ outer
        }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { outer.value = $0 & 1 }
        benchmark.stopMeasurement()
        onMainActor { presentation?.dispose() }
    }
    Benchmark("UI · serial switch · OpenCombine", configuration: perOperation) { benchmark in
        nonisolated(unsafe) let inners = [CurrentValueSubject<Int, Never>(1), CurrentValueSubject<Int, Never>(2)]
        nonisolated(unsafe) let outer = CurrentValueSubject<Int, Never>(0)
        let cancellable = outer.receive(on: DispatchQueue.main.ocombine).map { inners[$0] }.switchToLatest()
            .sink { blackHole($0) }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { outer.value = $0 & 1 }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
}

// The tree of #6 presented into views whose presenters are `Presenter.UI`:
// one operation presents the tree (the list's bind, then each row's bind,
// each on the main queue) and tears it down (the teardowns, on the main
// queue too).

struct UIRow: RowPresenters {
    var titlePresenter: Presenter<String> { uiPresenter() }
}

struct UIListView: ListPresenters {
    var rowsPresenter: Presenter<[RowViewModel]> {
        Presenter.UI { rows in
            let row = UIRow()
            return CompositeDisposable(rows.map { $0 <- row })
        }
    }
}

func uiTreeBenchmarks() {
    Benchmark("UI · tree of 10,000 rows · Fractal Presenter.UI", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let list = ListViewModel()
            // Turn 0 presents (the list's bind is enqueued), turn 1 follows the
            // list's bind (the rows' binds are enqueued), turn 2 follows the
            // rows' binds and disposes (the teardown is enqueued); the last
            // turn follows the teardown.
            nonisolated(unsafe) var presentation: (any Disposable)?
            runInMainQueueTurns(3) { turn in
                switch turn {
                case 0: presentation = list <- UIListView()
                case 1: break
                default: presentation?.dispose()
                }
            }
        }
    }
    Benchmark("UI · tree of 10,000 rows · OpenCombine", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            nonisolated(unsafe) let rows = (0..<rowCount).map(CombineRowViewModel.init)
            nonisolated(unsafe) var presented: [String] = []
            nonisolated(unsafe) var cancellables: [AnyCancellable] = []
            runInMainQueueTurns(2) { turn in
                switch turn {
                case 0:
                    cancellables.reserveCapacity(rowCount)
                    for row in rows {
                        row.title.receive(on: DispatchQueue.main.ocombine).sink { presented.append($0) }
                            .store(in: &cancellables)
                    }
                default:
                    blackHole(presented.count)
                    cancellables.forEach { $0.cancel() }
                }
            }
        }
    }
}
