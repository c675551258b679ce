// OpenCombine doing what the harness's modes of the same name (less the
// "OpenCombine" suffix) do with Fractal, COUNT times (see ../main.swift):
//
//   compositeOpenCombine  #3: 1,000 `AnyCancellable`s stored in an array,
//            cancelled, removed (one operation: one element; N counts arrays)
//   app…OpenCombine       #17: the app path (AppPath.swift lists them), with
//            `CurrentValueSubject` + `receive(on: DispatchQueue.main)` +
//            `sink`, or, for app…NoHopOpenCombine, `removeDuplicates()` +
//            `sink`. AppPathState.swift is a link to the benchmarks' file.
//
// `HARNESS_THREAD=1` starts a sleeping second thread first, as the harness does.
import Dispatch
import OpenCombine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@inline(never) func blackHole<T>(_ value: T) {}

func startSecondThread() {
    var thread = pthread_t()
    _ = pthread_create(
        &thread, nil,
        { _ in
            while true { sleep(1000) }
        }, nil)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
    let usage =
        "usage: CallgrindPeer compositeOpenCombine|appTurnOpenCombine|app(Main|Burst|Row|Present)[NoHop]OpenCombine|appBackgroundOpenCombine COUNT\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
if getenv("HARNESS_THREAD") != nil { startSecondThread() }
if arguments[1] == "compositeOpenCombine" {
    for _ in 0..<count {
        var cancellables: [AnyCancellable] = []
        for _ in 0..<1_000 { AnyCancellable { blackHole(1) }.store(in: &cancellables) }
        cancellables.forEach { $0.cancel() }
        cancellables.removeAll()
    }
} else if startAppPath(arguments[1], count) {
    runMainQueue()
} else {
    exit(2)
}
