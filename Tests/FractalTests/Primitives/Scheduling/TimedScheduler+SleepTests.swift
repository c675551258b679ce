import Fractal
import FractalTesting
import Testing

@Suite("Sleeping on a timed scheduler resumes when its clock passes, or throws when cancelled")
struct TimedSchedulerSleepTests {
    @Test func aSleepEndsWhenTheTestSchedulerAdvancesPastIt() async throws {
        let scheduler = TestScheduler()
        let woke = MutableProperty(false)
        let task = Task {
            try await scheduler.sleep(for: .seconds(5))
            woke.value = true
        }
        #expect(await scheduler.pendingCountReaching(1) == 1)
        scheduler.advance(by: .seconds(4))
        #expect(woke.value == false)
        scheduler.advance(by: .seconds(1))
        try await task.value
        #expect(woke.value)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func cancellingTheTaskThrowsAndCancelsTheWakeUp() async {
        let scheduler = TestScheduler()
        let task = Task { try await scheduler.sleep(for: .seconds(5)) }
        #expect(await scheduler.pendingCountReaching(1) == 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsAtOnce() async {
        let scheduler = TestScheduler()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await scheduler.sleep(for: .seconds(5))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(scheduler.pendingCount == 0)
    }

    enum Countdown: Equatable, Sendable {
        case started
        case countdown(Int)
    }

    static func countdown(scheduler: any TimedScheduler) -> @Sendable (inout [Int], Countdown) -> Effect<Countdown, Never> {
        { state, event in
            switch event {
            case .started:
                return .run(id: "countdown") { send in
                    for remaining in (0..<3).reversed() {
                        guard (try? await scheduler.sleep(for: .seconds(1))) != nil else { return }
                        send(.countdown(remaining))
                    }
                }
            case .countdown(let remaining):
                state.append(remaining)
                return .none
            }
        }
    }

    @Test func effectWorkSleepsOnTheStoresScheduler() async throws {
        let scheduler = TestScheduler()
        let store = Store(initial: [Int](), scheduler: scheduler, reduce: Self.countdown(scheduler: scheduler))
        store.send(.started)
        for expected in [[2], [2, 1], [2, 1, 0]] {
            #expect(await scheduler.pendingCountReaching(1) == 1)
            scheduler.advance(by: .seconds(1))
            _ = await store.states.firstValue { $0 == expected }
        }
        #expect(store.states.value == [2, 1, 0])
        store.dispose()
    }
}

extension TestScheduler {
    /// Waits, yielding, until `count` actions are scheduled (a task that is
    /// about to sleep has scheduled its wake-up), for at most ten seconds, so
    /// a broken sleep fails the test's expectations instead of hanging it.
    fileprivate func pendingCountReaching(_ count: Int) async -> Int {
        let deadline = ContinuousClock.now + .seconds(10)
        while pendingCount < count, ContinuousClock.now < deadline { await Task.yield() }
        return pendingCount
    }
}
