import Fractal
import FractalTesting
import Testing

@Suite("A store presented twice is shown in both places, and taken back from each alone")
struct StorePresentedTwiceTests {
    @Test func twoViewsEachSeeEveryStateUntilTheirPresentationEnds() {
        let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
        let (sheet, badge) = (RecordingPresenter<TimerState>("sheet"), RecordingPresenter<TimerState>("badge"))
        let sheetPresentation = timer <- sheet.presenter
        let badgePresentation = timer <- badge.presenter
        timer.send(.tick)
        sheetPresentation?.dispose()
        timer.send(.tick)
        #expect(sheet.values.map(\.seconds) == [0, 1])
        #expect(sheet.liveCount == 0)
        #expect(badge.values.map(\.seconds) == [0, 1, 2])
        badgePresentation?.dispose()
    }

    @Test func oneStoreInTwoPlacesOfAParentLivesUntilBothLetItGo() {
        let board = ViewModelTester { BoardModel(scheduler: $0) }
        board.viewModel.modify {
            let timer = board.viewModel.newTimer()
            $0.destination = .timer(timer)
            $0.timers = [timer]
        }
        board.expect {
            $0.destination = .timer(TimerStore(initial: TimerState(), reduce: TimerState.reduce))
            $0.timers = [TimerStore(initial: TimerState(), reduce: TimerState.reduce)]
        }
        weak let kept = board.state.timers.first
        board.viewModel.modify { $0.destination = nil }
        board.expect { $0.destination = nil }
        kept?.send(.tick)
        #expect(board.state.timers.first?.states.value.seconds == 1)
        board.viewModel.modify { $0.timers = [] }
        board.expect { $0.timers = [] }
        #expect(kept == nil)
    }
}

@Suite("A store's effects in flight when its presentation ends run on while the store lives")
struct StoreEffectsAfterPresentationTests {
    @Test func aStoreSomeoneKeepsGoesOnReducingItsEffectsResults() async {
        let service = SearchService()
        let search = makeSearch(service, scheduler: TestScheduler())
        let view = RecordingPresenter<SearchState>("search")
        let presentation = search <- view.presenter
        search.send(.searched("tea"))
        presentation?.dispose()
        service.feed.yield(["Earl Grey"])
        let answered = await search.states.firstValue { !$0.results.isEmpty }
        #expect(answered?.results == ["Earl Grey"])
        #expect(view.values.map(\.query) == ["", "tea"])  // nothing shown after the presentation ended
    }

    @Test func aStoreOnlyItsPresentationKeptIsReleasedWithItAndItsEffectsCancelled() async {
        let service = SearchService()
        weak var released: SearchStore?
        let presentation: (any Disposable)?
        do {
            let search = makeSearch(service, scheduler: TestScheduler())
            presentation = search <- RecordingPresenter<SearchState>("search").presenter
            search.send(.searched("tea"))
            released = search
        }
        #expect(released != nil)
        presentation?.dispose()
        #expect(released == nil)
        await service.waitForCancellations(1)
        #expect(service.cancelled.withLock { $0 } == 1)
    }
}

@Suite("Store children are sent events and replaced from many threads at once")
struct StoreChildConcurrencyTests {
    @Test func sendsFromManyThreadsAreAllReducedWhileTheParentIsPresented() async throws {
        let workout = ViewModelTester { WorkoutModel(scheduler: $0) }
        workout.viewModel.timerTapped()
        workout.expect { $0.timer = TimerStore(initial: TimerState(), reduce: TimerState.reduce) }
        do {
            let timer = try #require(workout.state.timer)
            let view = RecordingPresenter<TimerState>("timer")
            let presentation = await Task.detached { timer <- view.presenter }.value
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask { for _ in 0..<500 { timer.send(.tick) } }
                }
            }
            #expect(timer.states.value.seconds == 4_000)
            #expect(view.current?.seconds == 4_000)
            presentation?.dispose()
        }
        workout.expect { $0.timer?.expect { $0.seconds = 4_000 } }
        await workout.finish()
    }

    @Test func aChildReplacedFromManyThreadsWhileItIsSentEventsLeavesNothingAlive() async {
        let workout = ViewModelTester { WorkoutModel(scheduler: $0) }
        workout.viewModel.timerTapped()
        workout.expect { $0.timer = TimerStore(initial: TimerState(), reduce: TimerState.reduce) }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for _ in 0..<200 {
                        if worker.isMultiple(of: 2) {
                            workout.viewModel.timerTapped()
                        } else {
                            workout.state.timer?.send(.startTapped)
                        }
                    }
                }
            }
        }
        workout.viewModel.doneTapped()
        workout.expect { $0.timer = nil }
        await workout.finish()
        #expect(workout.scheduler.pendingCount == 0)
    }
}
