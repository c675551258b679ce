import Dispatch
import Fractal

/// What a ``StoreTester`` has recorded and the test has not asserted yet.
struct StoreTesterRecord<State: Sendable, Event: Sendable, Output: Sendable> {
    var isExhaustive: Bool
    /// The test called `finish()`: the tester reports nothing more when it
    /// is released.
    var isFinished = false
    /// The test's latest call threw a failure: the test has it, so the
    /// tester reports nothing more when it is released (a later call that
    /// succeeds clears it, as the test went on).
    var latestCallFailed = false
    var nextSerial = 0
    /// Steps the test sent, by serial, until its `send` takes them.
    var sent: [Int: StoreTesterStep<State, Event>] = [:]
    /// Steps received and not yet asserted or skipped, oldest first.
    var received: [StoreTesterStep<State, Event>] = []
    /// Outputs emitted and not yet asserted or skipped, oldest first.
    var outputs: [Output] = []
    /// Times the feature under test returned `Effect.dismiss`, not asserted yet.
    var dismissals = 0
    /// Issues the store reported and no failure has named yet.
    var issues: [StoreIssue] = []
    /// Effects whose tasks may still run (see ``StoreTesterTaskTracking``).
    var liveTaskEffects = 0
    /// Counts changes (a step, an output, an effect's tasks ending), so a
    /// waiter can tell whether anything happened since it last looked.
    var generation = 0
    var waiters: [Int: StoreTesterWaiter] = [:]
    var nextWaiterID = 0
}

/// One wait for the next change of a ``StoreTesterRecord``.
enum StoreTesterWaiter {
    /// Registered, not suspended yet.
    case pending
    /// Woken before it suspended: it must not suspend.
    case woken
    /// An `await` waiting.
    case task(CheckedContinuation<Void, Never>)
    /// A thread blocked in a synchronous `send`.
    case thread(DispatchSemaphore)

    /// Marks the waiter woken; returns how to wake it, if it is suspended.
    mutating func wake() -> (() -> Void)? {
        defer { self = .woken }
        switch self {
        case .pending, .woken: return nil
        case .task(let continuation): return { continuation.resume() }
        case .thread(let semaphore): return { _ = semaphore.signal() }
        }
    }
}
