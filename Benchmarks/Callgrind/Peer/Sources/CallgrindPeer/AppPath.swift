import Dispatch
import OpenCombine
import OpenCombineDispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The harness's app-path modes (../../Sources/CallgrindHarness/AppPath.swift)
// with OpenCombine: each `CounterModel` is a `CurrentValueSubject`, each view
// a `sink` behind `receive(on: DispatchQueue.main)` (which always enqueues:
// the view runs in a block of its own after the turn, before the next turn),
// or, in the NoHop modes, behind `removeDuplicates()` (the view runs inside
// the turn).

/// What the app-path modes keep alive until the process exits.
nonisolated(unsafe) var kept: [AnyCancellable] = []

/// Subscribes to `subject` as a view would, with or without the hop to the
/// main queue (as the benchmarks' `combineView`).
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

/// Enqueues the work of `mode` on the main queue and returns true, or returns
/// false if `mode` is not an app-path mode.
func startAppPath(_ mode: String, _ count: Int) -> Bool {
    let hop = !mode.hasSuffix("NoHopOpenCombine")
    switch mode {
    case "appTurnOpenCombine":
        runInMainQueueTurnsThenExit(count) { blackHole($0) }
    case "appMainOpenCombine", "appMainNoHopOpenCombine", "appBurstOpenCombine", "appBurstNoHopOpenCombine":
        let changes = mode.hasPrefix("appMain") ? 1 : 100
        onMainQueue {
            nonisolated(unsafe) let subject = CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            kept.append(combineView(subject, hop: hop))
            runInMainQueueTurnsThenExit(count) { _ in
                for _ in 0..<changes { subject.value.count += 1 }
            }
        }
    case "appBackgroundOpenCombine":
        onMainQueue {
            let shown = DispatchSemaphore(value: 0)
            nonisolated(unsafe) let subject = CurrentValueSubject<AppCounterState, Never>(AppCounterState())
            kept.append(combineView(subject, hop: true) { shown.signal() })
            DispatchQueue.global().async {
                shown.wait()
                for _ in 0..<count {
                    subject.value.count += 1
                    shown.wait()
                }
                exit(0)
            }
        }
    case "appRowOpenCombine", "appRowNoHopOpenCombine":
        onMainQueue {
            nonisolated(unsafe) let subjects = (0..<1_000).map { _ in CurrentValueSubject<AppCounterState, Never>(AppCounterState()) }
            kept += subjects.map { combineView($0, hop: hop) }
            runInMainQueueTurnsThenExit(count) { index in subjects[index % 1_000].value.count += 1 }
        }
    case "appPresentOpenCombine", "appPresentNoHopOpenCombine":
        onMainQueue {
            nonisolated(unsafe) let subjects = (0..<1_000).map { _ in CurrentValueSubject<AppCounterState, Never>(AppCounterState()) }
            nonisolated(unsafe) var cancellables: [AnyCancellable] = []
            runInMainQueueTurnsThenExit(2 * count) { turn in
                if turn % 2 == 0 {
                    cancellables = subjects.map { combineView($0, hop: hop) }
                } else {
                    cancellables.forEach { $0.cancel() }
                    cancellables = []
                }
            }
        }
    default:
        return false
    }
    return true
}
