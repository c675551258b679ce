import Fractal
import FractalTesting
import Testing

@Suite("Work left on a view model tester's scheduler fails the test")
struct ViewModelTesterScheduledWorkTests {
    @Test func aDebouncedStepStillPendingFailsTheFinish() async {
        let list = ViewModelTester { SortingModel(items: [2, 1], scheduler: $0) }
        list.viewModel.added(0)
        list.expect { $0.items = [2, 1, 0] }
        let failure = await failures { await list.finish() }
        #expect(failure.lines == [#line - 1])
        #expect(
            failure.message.contains(
                "work still scheduled on the tester's scheduler, never run: 1 action, due at 1.0 seconds (the virtual clock is at 0.0 seconds)"),
            "\(failure.message)")
    }

    @Test func aDebouncedStepStillPendingFailsWhenTheTesterIsReleased() {
        let line = #line + 2
        let failure = failures {
            let list = ViewModelTester { SortingModel(items: [2, 1], scheduler: $0) }
            list.viewModel.added(0)
            list.expect { $0.items = [2, 1, 0] }
        }
        #expect(failure.lines == [line])
        #expect(failure.message.contains("work still scheduled on the tester's scheduler, never run: 1 action, due at 1.0 seconds"))
    }

    /// The step changes nothing, so no `expect` can see it; advancing past
    /// it is what the finish checks.
    @Test func aDelayedStepThatChangesNothingIsAssertedByAdvancingPastIt() async {
        let list = ViewModelTester { SortingModel(items: [1, 2], scheduler: $0) }
        list.viewModel.added(3)
        list.expect { $0.items = [1, 2, 3] }
        list.scheduler.advance(by: .seconds(1))
        list.expect()
        await list.finish()
        #expect(list.scheduler.pendingCount == 0)
    }

    @Test func aStepThatRunsIsAssertedByItsChange() async {
        let list = ViewModelTester { SortingModel(items: [2, 1], scheduler: $0) }
        list.viewModel.added(0)
        list.expect { $0.items = [2, 1, 0] }
        list.scheduler.advance(by: .seconds(1))
        list.expect { $0.items = [0, 1, 2] }
        await list.finish()
    }

    @Test func aTesterNotExhaustiveLeavesScheduledWorkUnchecked() async {
        let list = ViewModelTester(exhaustivity: .off) { SortingModel(items: [2, 1], scheduler: $0) }
        list.viewModel.added(0)
        list.expect { $0.items = [2, 1, 0] }
        #expect(list.scheduler.pendingCount == 1)
        await list.finish()  // records nothing
    }
}
