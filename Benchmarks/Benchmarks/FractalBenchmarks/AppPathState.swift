// The state of the app-path benchmarks (#17), a plain struct with no import,
// shared with the callgrind harness and its OpenCombine peer
// (Benchmarks/Callgrind/Sources/CallgrindHarness/AppPathState.swift and
// Benchmarks/Callgrind/Peer/Sources/CallgrindPeer/AppPathState.swift are
// links to this file), so that all three measure the same value.

/// A counter screen's state: a few fields, of which one iteration changes one.
struct AppCounterState: Equatable, Sendable {
    var count = 0
    var title = "Counter"
    var step = 1
    var isEnabled = true
}

/// A state holding 1,000 integers: a change to one element copies the array
/// when the change is made to a copy of the stored value.
struct AppArrayState: Equatable, Sendable {
    var values = [Int](repeating: 0, count: 1_000)
}
