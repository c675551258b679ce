import Fractal
import FractalTesting

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
