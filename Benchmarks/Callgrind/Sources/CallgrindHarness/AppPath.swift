import Dispatch
import Fractal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The app-path modes (benchmark #17, AppPathBenchmarks.swift), which need the
// main queue running: `startAppPath` enqueues their work on it, and the
// program then runs the main queue (`runMainQueue()`); the last turn exits the process.
// Peer/ runs the same modes with OpenCombine (suffix "OpenCombine").
//
//   appTurn        the driver alone: one turn of the main queue, doing nothing
//   appMain        one turn that changes a presented `CounterModel` with
//                  `modify`; `Presenter.UI` on `UIScheduler` calls the view
//                  in the turn (a bind scheduled on the main queue with none
//                  of its work waiting runs at once)
//   appBackground  a background thread changes the model, then waits until
//                  the view, on the main queue, has signalled a semaphore
//   appBurst       one turn making 100 changes (one operation: the burst)
//   appRow         change one of 1,000 presented models, the next each time
//   appPresent     present 1,000 models (made beforehand) in one turn, tear
//                  them down in the next (one operation: the 1,000 rows)

/// What the app-path modes keep alive until the process exits.
nonisolated(unsafe) var kept: [(any Disposable)?] = []

/// Enqueues the work of `mode` on the main queue and returns true, or returns
/// false if `mode` is not an app-path mode.
func startAppPath(_ mode: String, _ count: Int) -> Bool {
    switch mode {
    case "appTurn":
        runInMainQueueTurnsThenExit(count) { blackHole($0) }
    case "appMain", "appBurst":
        let changes = mode == "appMain" ? 1 : 100
        onMainQueue {
            let model = CounterModel()
            kept.append(model <- counterView())
            runInMainQueueTurnsThenExit(count) { _ in
                for _ in 0..<changes { model.modify { $0.count += 1 } }
            }
        }
    case "appBackground":
        onMainQueue {
            let shown = DispatchSemaphore(value: 0)
            let model = CounterModel()
            kept.append(model <- counterView { shown.signal() })
            DispatchQueue.global().async {
                shown.wait()
                for _ in 0..<count {
                    model.modify { $0.count += 1 }
                    shown.wait()
                }
                exit(0)
            }
        }
    case "appRow":
        onMainQueue {
            let models = (0..<1_000).map { _ in CounterModel() }
            kept += models.map { $0 <- counterView() }
            runInMainQueueTurnsThenExit(count) { index in models[index % 1_000].modify { $0.count += 1 } }
        }
    case "appPresent":
        onMainQueue {
            let models = (0..<1_000).map { _ in CounterModel() }
            nonisolated(unsafe) var presentations: [(any Disposable)?] = []
            runInMainQueueTurnsThenExit(2 * count) { turn in
                if turn % 2 == 0 {
                    presentations = models.map { $0 <- counterView() }
                } else {
                    presentations.forEach { $0?.dispose() }
                    presentations = []
                }
            }
        }
    default:
        return false
    }
    return true
}
