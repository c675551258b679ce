import Fractal

#if canImport(Benchmark)
import Benchmark  // its blackHole; the callgrind harness has its own
#endif

// The view model of the app-path benchmarks (#17), shared with the callgrind
// harness (Benchmarks/Callgrind/Sources/CallgrindHarness/AppPathFixture.swift
// is a link to this file).

/// A counter screen's view model, as an app writes one: its state in a
/// `MutableProperty`, changed with `modify`.
final class CounterModel: ViewModel {
    let states = MutableProperty(AppCounterState())
}

/// The view of a counter: `Presenter.UI` on the main queue, as an app's view
/// gives, whose bind touches the state, calls `shown` (nothing, or a
/// semaphore's signal), and returns nothing to tear down.
@MainActor
func counterView(_ shown: @escaping @Sendable () -> Void = {}) -> Presenter<AppCounterState> {
    Presenter<AppCounterState>.UI(on: UIScheduler()) { state in
        blackHole(state)
        shown()
        return nil
    }
}
