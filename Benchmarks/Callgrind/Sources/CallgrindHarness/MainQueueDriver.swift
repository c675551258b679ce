import Dispatch
import Foundation  // RunLoop: valgrind cannot run dispatchMain(), whose main thread exits

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The main queue as the app-path modes drive it, in the harness and, through
// a link to this file, in Peer/.

/// Runs the main queue on the main thread, as an app's main run loop does,
/// until a mode exits the process. (Under `dispatchMain()` the main thread
/// exits and a worker thread runs the main queue, which valgrind cannot run.)
func runMainQueue() -> Never {
    while true { RunLoop.main.run() }
}

/// Runs `body` on the main actor once the main queue runs.
func onMainQueue(_ body: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated(body) }
}

/// Runs `step(0)` … `step(count - 1)` on the main queue, each in a turn of
/// its own that starts after everything the step before it enqueued on the
/// main queue has run, then exits: `runInMainQueueTurns` of the benchmarks,
/// with the process's end in place of the benchmark thread's wake-up.
func runInMainQueueTurnsThenExit(_ count: Int, _ step: @escaping @MainActor @Sendable (Int) -> Void) {
    // Read and written only on the main queue, one turn after another.
    nonisolated(unsafe) var index = 0
    @Sendable func turn() {
        DispatchQueue.main.async {
            guard index < count else { exit(0) }
            MainActor.assumeIsolated { step(index) }
            index += 1
            turn()
        }
    }
    turn()
}
