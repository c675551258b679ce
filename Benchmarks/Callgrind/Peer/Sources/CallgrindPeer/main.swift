// OpenCombine doing what the harness's modes of the same name (less the
// "OpenCombine" suffix) do with Fractal, COUNT times (see ../main.swift):
//
//   compositeOpenCombine  #3: 1,000 `AnyCancellable`s stored in an array,
//            cancelled, removed (one operation: one element; N counts arrays)
//
// `HARNESS_THREAD=1` starts a sleeping second thread first, as the harness does.
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
guard arguments.count == 3, arguments[1] == "compositeOpenCombine", let count = Int(arguments[2]), count >= 0 else {
    let usage = "usage: CallgrindPeer compositeOpenCombine COUNT\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
if getenv("HARNESS_THREAD") != nil { startSecondThread() }
for _ in 0..<count {
    var cancellables: [AnyCancellable] = []
    for _ in 0..<1_000 { AnyCancellable { blackHole(1) }.store(in: &cancellables) }
    cancellables.forEach { $0.cancel() }
    cancellables.removeAll()
}
