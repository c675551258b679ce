import Fractal
import FractalTesting
import Testing

@Suite("A store's effect still running when a view model tester's test ends fails the test")
struct StoreEffectsAtTheEndTests {
    @Test func anEffectsTaskThatEndsIsWaitedForAndPasses() async {
        let service = SearchService()
        let search = ViewModelTester { makeSearch(service, scheduler: $0) }
        search.viewModel.send(.searched("tea"))
        search.expect { $0.query = "tea" }
        service.feed.yield(["Earl Grey"])
        await search.receive { $0.results = ["Earl Grey"] }
        await search.finish()
        #expect(service.cancelled.withLock { $0 } == 0)
    }

    @Test func aChildStoresTaskStillRunningIsNamedByWhereTheParentHoldsIt() async {
        let board = ViewModelTester { BoardModel(scheduler: $0) }
        board.viewModel.searchOpened()
        board.expect { $0.search = makeSearch(SearchService(), scheduler: TestScheduler()) }
        board.state.search?.send(.searched("tea"))
        board.expect { $0.search?.expect { $0.query = "tea" } }
        await withKnownIssue {
            await board.finish(timeout: .milliseconds(20))
        } matching: { issue in
            "\(issue)".contains("effects of Store<SearchState, SearchEvent, Never> at .search of BoardModel still running: 1 task")
        }
    }

    @Test func aTimerStillWaitingAtTheFinishFailsIt() async {
        await withKnownIssue {
            let timer = ViewModelTester { TimerStore(initial: TimerState(), scheduler: $0, reduce: TimerState.reduce) }
            timer.viewModel.send(.startTapped)
            timer.expect { $0.isRunning = true }
            await timer.finish()
        } matching: { issue in
            "\(issue)".contains("1 timer still waiting (advance the scheduler past it, or cancel it)")
        }
    }

    @Test func aTimerStillWaitingWhenTheTesterIsReleasedFailsAtTheLineThatMadeIt() {
        withKnownIssue {
            let timer = ViewModelTester { TimerStore(initial: TimerState(), scheduler: $0, reduce: TimerState.reduce) }
            timer.viewModel.send(.startTapped)
            timer.expect { $0.isRunning = true }
        } matching: { issue in
            "\(issue)".contains("released with:\neffects of viewModel (Store<TimerState, TimerEvent, Never>) still running: 1 timer")
        }
    }

    @Test func notExhaustiveTheEffectsStillRunningAreCancelledWithoutAFailure() async {
        let service = SearchService()
        let search = ViewModelTester(exhaustivity: .off) { makeSearch(service, scheduler: $0) }
        search.viewModel.send(.searched("tea"))
        search.expect { $0.query = "tea" }
        await search.finish()
        await service.waitForCancellations(1)
        #expect(service.cancelled.withLock { $0 } == 1)
    }
}
