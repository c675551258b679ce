import Foundation
import Fractal
import FractalTesting
import Testing

/// A scheduler whose first delayed action runs on another thread before
/// `schedule(after:)` returns (a preempted caller); later ones wait for
/// `fireAll()`, and disposing one before then cancels it.
private final class RacingScheduler: TimedScheduler {
    private struct State {
        var queued: [(id: Int, action: @Sendable () -> Void)] = []
        var nextID = 0
        var hasRacedOnce = false
    }

    private let state = Locked<State>.make(State())

    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let races = state.withLock { state -> Bool in
            defer { state.hasRacedOnce = true }
            return !state.hasRacedOnce
        }
        guard !races else {
            let done = DispatchSemaphore(value: 0)
            Thread {
                action()
                done.signal()
            }.start()
            done.wait()
            return AnyDisposable {}
        }
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.queued.append((state.nextID, action))
            return state.nextID
        }
        return AnyDisposable { [state] in
            state.withLock { $0.queued.removeAll { $0.id == id } }
        }
    }

    /// Runs the actions queued so far (not those they queue).
    func fireAll() {
        let actions = state.withLock { state -> [@Sendable () -> Void] in
            defer { state.queued.removeAll() }
            return state.queued.map(\.action)
        }
        for action in actions { action() }
    }
}

private enum Meeting {
    struct State: Equatable, Sendable {
        var secondsElapsed = 0
        var isRunning = false
    }

    enum Event: Equatable, Sendable {
        case meetingStarted
        case tick
        case meetingEnded
        case restarted
    }

    enum MeetingTimer: Hashable, Sendable { case tick }

    static func reduce(_ state: inout State, _ event: Event) -> Effect<Event, Never> {
        switch event {
        case .meetingStarted:
            state.isRunning = true
            return .send(.tick, every: .seconds(1), id: MeetingTimer.tick)
        case .meetingEnded:
            state.isRunning = false
            return .cancel(id: MeetingTimer.tick)
        case .tick:
            state.secondsElapsed += 1
            return .none
        case .restarted:
            state.secondsElapsed = 0
            return .send(.tick, every: .seconds(1), id: MeetingTimer.tick)
        }
    }
}

@Suite("A repeating timer effect ticks on the store's scheduler until cancelled")
struct EffectSendEveryTests {
    @Test func itTicksOncePerIntervalInVirtualTimeUntilCancelled() {
        let meeting = ViewModelTester { Store(initial: Meeting.State(), scheduler: $0, reduce: Meeting.reduce) }
        meeting.viewModel.send(.meetingStarted)
        meeting.expect { $0.isRunning = true }
        meeting.scheduler.advance(by: .milliseconds(999))
        meeting.expect()
        meeting.scheduler.advance(by: .milliseconds(1))
        meeting.expect { $0.secondsElapsed = 1 }
        meeting.scheduler.advance(by: .seconds(2))
        meeting.expect { $0.secondsElapsed = 3 }
        meeting.viewModel.send(.meetingEnded)
        meeting.expect { $0.isRunning = false }
        #expect(meeting.scheduler.pendingCount == 0)
        meeting.scheduler.advance(by: .seconds(10))
        meeting.expect()
    }

    @Test func startingItAgainWithTheSameIDReplacesTheRunningTimer() {
        let meeting = ViewModelTester { Store(initial: Meeting.State(), scheduler: $0, reduce: Meeting.reduce) }
        meeting.viewModel.send(.meetingStarted)
        meeting.expect { $0.isRunning = true }
        meeting.scheduler.advance(by: .milliseconds(500))
        meeting.viewModel.send(.restarted)
        meeting.scheduler.advance(by: .milliseconds(500))
        meeting.expect()
        meeting.scheduler.advance(by: .milliseconds(500))
        meeting.expect { $0.secondsElapsed = 1 }
        meeting.viewModel.send(.meetingEnded)
        meeting.expect { $0.isRunning = false }
    }

    @Test func aTimerStillRunningAtTheEndOfATestIsReported() async {
        await withKnownIssue {
            let meeting = ViewModelTester { Store(initial: Meeting.State(), scheduler: $0, reduce: Meeting.reduce) }
            meeting.viewModel.send(.meetingStarted)
            meeting.expect { $0.isRunning = true }
            await meeting.finish()
        } matching: { issue in
            "\(issue)".contains("1 timer still waiting")
        }
    }

    @Test func disposingTheStoreStopsTheTimer() {
        let scheduler = TestScheduler()
        let store = Store(initial: Meeting.State(), scheduler: scheduler, reduce: Meeting.reduce)
        store.send(.meetingStarted)
        scheduler.advance(by: .seconds(3))
        #expect(store.states.value.secondsElapsed == 3)
        store.dispose()
        scheduler.advance(by: .seconds(3))
        #expect(store.states.value.secondsElapsed == 3)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aReleasedStoreLeavesNoTickScheduled() {
        let scheduler = TestScheduler()
        weak var released: Store<Meeting.State, Meeting.Event, Never>?
        do {
            let store = Store(initial: Meeting.State(), scheduler: scheduler, reduce: Meeting.reduce)
            released = store
            store.send(.meetingStarted)
            scheduler.advance(by: .seconds(1))
            #expect(store.states.value.secondsElapsed == 1)
        }
        #expect(released == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aTickThatRunsBeforeItsSchedulingReturnsKeepsTheTimerGoing() {
        let scheduler = RacingScheduler()
        let store = Store(initial: Meeting.State(), scheduler: scheduler, reduce: Meeting.reduce)
        store.send(.meetingStarted)
        #expect(store.states.value.secondsElapsed == 1)
        scheduler.fireAll()
        #expect(store.states.value.secondsElapsed == 2)
        scheduler.fireAll()
        #expect(store.states.value.secondsElapsed == 3)
        store.send(.meetingEnded)
        scheduler.fireAll()
        #expect(store.states.value.secondsElapsed == 3)
        store.dispose()
    }
}
