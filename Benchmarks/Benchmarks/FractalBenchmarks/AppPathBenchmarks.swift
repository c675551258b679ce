import Benchmark
import Dispatch
import Fractal
import OpenCombine
import OpenCombineDispatch

// MARK: 17. the app path (issue 36): a view model's change on screen
//
// What an app runs: a `final class CounterModel: ViewModel` presented once
// with `model <- Presenter<AppCounterState>.UI(on: UIScheduler()) { … }` from the
// main queue, changed with `modify`; one operation lasts until the view's
// closure has run. Each row runs against its OpenCombine peer in the same
// run: `CurrentValueSubject` + `receive(on: DispatchQueue.main)` + `sink`
// (OpenCombineDispatch), and, on the main thread, `removeDuplicates()` +
// `sink` with no hop.
//
// The main queue is driven by `runInMainQueueTurns` (UIBenchmarks.swift), as
// an app's events are: each change is made in a turn of the main queue of its
// own, and the next turn starts only after everything that change enqueued
// on the main queue has run. Each library behaves as it does in an app:
// Fractal's `UIScheduler` runs a bind at once when it is scheduled on the main
// queue with none of its work waiting, so its view is called inside the
// turn; OpenCombine's `receive(on:)` always enqueues, so its view is called
// in a block of its own after the turn, before the next one. Both are done
// when the next turn starts. "main-queue turn alone" is the driver with no
// work, which every main-thread row includes.

func appPathBenchmarks() {
    appPathMainBenchmarks()
    appPathBackgroundBenchmarks()
    appPathBurstBenchmarks()
    appPathRowBenchmarks()
    appPathPresentBenchmarks()
    appPathModifyBenchmarks()
}

/// The number of rows of the list rows.
let appRowCount = 1_000

/// The number of changes of a burst.
let appBurstCount = 100

/// Subscribes to `subject` as an app's view would, on the main queue: with
/// `receive(on: DispatchQueue.main)` (the hop), or with `removeDuplicates()`
/// and no hop.
func combineView(
    _ subject: CurrentValueSubject<AppCounterState, Never>, hop: Bool, _ shown: @escaping @Sendable () -> Void = {}
) -> AnyCancellable {
    if hop {
        return subject.receive(on: DispatchQueue.main.ocombine).sink { state in
            blackHole(state)
            shown()
        }
    }
    return subject.removeDuplicates().sink { state in
        blackHole(state)
        shown()
    }
}

/// Runs `body` on the main actor, from the benchmark's thread, and returns
/// what it made there: subscriptions that are not `Sendable`, as a view's are.
func subscribeOnMainActor<Subscription>(_ body: @MainActor @Sendable () -> Subscription) -> Subscription {
    nonisolated(unsafe) var made: Subscription?
    DispatchQueue.main.sync { MainActor.assumeIsolated { made = body() } }
    guard let made else { preconditionFailure("the main queue did not run the subscription") }
    return made
}

/// Runs one main-queue turn that does nothing, so that the first deliveries
/// (enqueued by `receive(on:)`) have run when it returns.
func drainMainQueue() {
    onMainActor {}
}

func appPathMainBenchmarks() {
    Benchmark("App · main-queue turn alone", configuration: perOperation) { benchmark in
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { blackHole($0) }
        benchmark.stopMeasurement()
    }
    Benchmark("App · main thread changes one field → view · Fractal", configuration: perOperation) { benchmark in
        let model = CounterModel()
        let presentation = onMainActor { model <- counterView() }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { _ in model.modify { $0.count += 1 } }
        benchmark.stopMeasurement()
        onMainActor { presentation?.dispose() }
    }
    for hop in [true, false] {
        let peer = hop ? "OpenCombine receive(on:)" : "OpenCombine removeDuplicates, no hop"
        Benchmark("App · main thread changes one field → view · \(peer)", configuration: perOperation) { benchmark in
            nonisolated(unsafe) let subject = CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            let cancellable = subscribeOnMainActor { combineView(subject, hop: hop) }
            drainMainQueue()
            benchmark.startMeasurement()
            runInMainQueueTurns(benchmark.scaledIterations.count) { _ in subject.value.count += 1 }
            benchmark.stopMeasurement()
            cancellable.cancel()
        }
    }
}

// The change is made on the benchmark's thread, which then waits until the
// view, on the main queue, has signalled that it ran; both libraries' views
// signal the same semaphore.
func appPathBackgroundBenchmarks() {
    Benchmark("App · background thread changes one field → view on main · Fractal", configuration: perOperation) {
        benchmark in
        let shown = DispatchSemaphore(value: 0)
        let model = CounterModel()
        let presentation = onMainActor { model <- counterView { shown.signal() } }
        shown.wait()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            model.modify { $0.count += 1 }
            shown.wait()
        }
        benchmark.stopMeasurement()
        onMainActor { presentation?.dispose() }
    }
    Benchmark(
        "App · background thread changes one field → view on main · OpenCombine receive(on:)",
        configuration: perOperation
    ) { benchmark in
        let shown = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let subject = CurrentValueSubject<AppCounterState, Never>(AppCounterState())
        let cancellable = subscribeOnMainActor { combineView(subject, hop: true) { shown.signal() } }
        shown.wait()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            subject.value.count += 1
            shown.wait()
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
    }
}

// One operation: 100 changes in one turn of the main queue, then the main
// queue drains.
func appPathBurstBenchmarks() {
    Benchmark("App · burst of 100 changes on the main thread · Fractal", configuration: perOperation) { benchmark in
        let model = CounterModel()
        let presentation = onMainActor { model <- counterView() }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { _ in
            for _ in 0..<appBurstCount { model.modify { $0.count += 1 } }
        }
        benchmark.stopMeasurement()
        onMainActor { presentation?.dispose() }
    }
    for hop in [true, false] {
        let peer = hop ? "OpenCombine receive(on:)" : "OpenCombine removeDuplicates, no hop"
        Benchmark("App · burst of 100 changes on the main thread · \(peer)", configuration: perOperation) { benchmark in
            nonisolated(unsafe) let subject = CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            let cancellable = subscribeOnMainActor { combineView(subject, hop: hop) }
            drainMainQueue()
            benchmark.startMeasurement()
            runInMainQueueTurns(benchmark.scaledIterations.count) { _ in
                for _ in 0..<appBurstCount { subject.value.count += 1 }
            }
            benchmark.stopMeasurement()
            cancellable.cancel()
        }
    }
}

// 1,000 rows, each a view model presented into its own `Presenter.UI` (each a
// subject with its own subscription); one operation changes one row, the
// next row each time.
func appPathRowBenchmarks() {
    Benchmark("App · change one row of 1,000 · Fractal", configuration: perOperation) { benchmark in
        let models = (0..<appRowCount).map { _ in CounterModel() }
        let presentations = onMainActor { models.map { $0 <- counterView() } }
        benchmark.startMeasurement()
        runInMainQueueTurns(benchmark.scaledIterations.count) { index in
            models[index % appRowCount].modify { $0.count += 1 }
        }
        benchmark.stopMeasurement()
        onMainActor { presentations.forEach { $0?.dispose() } }
    }
    for hop in [true, false] {
        let peer = hop ? "OpenCombine receive(on:)" : "OpenCombine removeDuplicates, no hop"
        Benchmark("App · change one row of 1,000 · \(peer)", configuration: perOperation) { benchmark in
            nonisolated(unsafe) let subjects = (0..<appRowCount).map { _ in
                CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            }
            let cancellables = subscribeOnMainActor { subjects.map { combineView($0, hop: hop) } }
            drainMainQueue()
            benchmark.startMeasurement()
            runInMainQueueTurns(benchmark.scaledIterations.count) { index in
                subjects[index % appRowCount].value.count += 1
            }
            benchmark.stopMeasurement()
            cancellables.forEach { $0.cancel() }
        }
    }
}

// One operation: one turn presents 1,000 rows (view models made beforehand,
// as a list's rows are), the next turn tears them down; the subscriptions'
// first deliveries run in between.
func appPathPresentBenchmarks() {
    Benchmark("App · present 1,000 rows and tear them down · Fractal", configuration: perBatch) { benchmark in
        let models = (0..<appRowCount).map { _ in CounterModel() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            nonisolated(unsafe) var presentations: [(any Disposable)?] = []
            runInMainQueueTurns(2) { turn in
                if turn == 0 {
                    presentations = models.map { $0 <- counterView() }
                } else {
                    presentations.forEach { $0?.dispose() }
                    presentations = []
                }
            }
        }
        benchmark.stopMeasurement()
    }
    for hop in [true, false] {
        let peer = hop ? "OpenCombine receive(on:)" : "OpenCombine removeDuplicates, no hop"
        Benchmark("App · present 1,000 rows and tear them down · \(peer)", configuration: perBatch) { benchmark in
            nonisolated(unsafe) let subjects = (0..<appRowCount).map { _ in
                CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                nonisolated(unsafe) var cancellables: [AnyCancellable] = []
                runInMainQueueTurns(2) { turn in
                    if turn == 0 {
                        cancellables = subjects.map { combineView($0, hop: hop) }
                    } else {
                        cancellables.forEach { $0.cancel() }
                        cancellables = []
                    }
                }
            }
            benchmark.stopMeasurement()
        }
    }
}

// `MutableProperty.modify` alone, with one observer, as a view model's
// `modify` runs it (no presenter, no main queue): one field of a few, and one
// element of an array of 1,000 (a change to a copy of the stored value copies
// the array).
func appPathModifyBenchmarks() {
    Benchmark("App · modify one field, 1 observer · Fractal", configuration: perOperation) { benchmark in
        let property = MutableProperty(AppCounterState())
        let observation = property.observeChanges { blackHole($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { property.modify { $0.count += 1 } }
        benchmark.stopMeasurement()
        observation.dispose()
    }
    Benchmark("App · modify one element of 1,000, 1 observer · Fractal", configuration: perOperation) { benchmark in
        let property = MutableProperty(AppArrayState())
        let observation = property.observeChanges { blackHole($0) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { property.modify { $0.values[index % 1_000] += 1 } }
        benchmark.stopMeasurement()
        observation.dispose()
    }
}
