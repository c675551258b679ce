import Fractal
import FractalTesting

/// A seeded random number generator (SplitMix64), so a randomized test can
/// print its seed and be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// A ``TestScheduler`` that knows whether the work it runs is running: a
/// value recorded with ``isRunningWork`` true was delivered by the scheduler.
final class MarkingScheduler: TimedScheduler {
    let base = TestScheduler()
    private let running = Recorder<Bool>()

    /// Whether work scheduled here is running right now.
    var isRunningWork: Bool { running.last ?? false }

    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        base.schedule { [running] in
            running.record(true)
            action()
            running.record(false)
        }
    }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        base.schedule(after: delay) { [running] in
            running.record(true)
            action()
            running.record(false)
        }
    }
}

/// An object whose release a test can watch through a weak reference.
final class WatchedValue: Sendable, Equatable {
    let id: Int

    init(_ id: Int) { self.id = id }

    static func == (lhs: WatchedValue, rhs: WatchedValue) -> Bool { lhs.id == rhs.id }
}
