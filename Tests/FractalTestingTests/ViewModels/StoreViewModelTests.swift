import Fractal
import FractalTesting
import Testing

/// What generic code over view models reads: the current state.
private func currentState<Model: ViewModel>(of model: Model) -> Model.State { model.state }

@Suite("A store is a view model: one presenter of its state shows it")
struct StorePresentationTests {
    @Test func theViewIsGivenTheStateThenEachChangeTheReducerMakes() {
        let scheduler = TestScheduler()
        let timer = TimerStore(initial: TimerState(), scheduler: scheduler, reduce: TimerState.reduce)
        let view = RecordingPresenter<TimerState>("timer")
        let presentation = timer <- view.presenter
        timer.send(.startTapped)
        scheduler.advance(by: .seconds(1))
        #expect(view.values == [TimerState(), TimerState(isRunning: true), TimerState(isRunning: true, seconds: 1)])
        presentation?.dispose()
        #expect(view.liveCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(timer.states.value.seconds == 2)  // its effects belong to the store, not to the presentation
        #expect(view.presentedCount == 3)
    }

    @Test func anEventThatChangesNothingIsNotShownAgain() {
        let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
        let view = RecordingPresenter<TimerState>("timer")
        let presentation = timer <- view.presenter
        timer.send(.stopTapped)  // already stopped: the root store delivers its state again, the view skips it
        #expect(view.presentedCount == 1)
        presentation?.dispose()
    }

    @Test @MainActor func theDocExamplePresentsTheTimer() {
        let shown = Locked<[Int]>.make([])
        let view = Presenter<TimerState>.UI(on: ImmediateScheduler()) { state in
            shown.withLock { $0.append(state.seconds) }
            return nil
        }
        let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
        let presentation = timer <- view
        timer.send(.tick)
        let seconds = timer.states.map(\.seconds)
        #expect(seconds.value == 1)
        #expect(shown.withLock { $0 } == [0, 1])
        presentation?.dispose()
    }

    @Test func thePresentationKeepsTheStoreUntilItIsDisposed() {
        let view = RecordingPresenter<TimerState>("timer")
        weak var released: TimerStore?
        let presentation: (any Disposable)?
        do {
            let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
            presentation = timer <- view.presenter
            released = timer
        }
        #expect(released != nil)
        presentation?.dispose()
        #expect(released == nil)
    }
}

@Suite("A store as a view model: equal by identity, its state read as a value, no way around its reducer")
struct StoreViewModelIdentityTests {
    @Test func twoStoresAreEqualOnlyWhenTheyAreTheSameObject() {
        let one = TimerStore(initial: TimerState(), reduce: TimerState.reduce)
        let other = TimerStore(initial: TimerState(), reduce: TimerState.reduce)
        #expect(one == one)
        #expect(one != other)
        #expect(WorkoutModel.State(timer: one) != WorkoutModel.State(timer: other))
    }

    @Test func genericCodeReadsTheCurrentValueWhileTheStoreKeepsItsProperty() {
        let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
        timer.send(.tick)
        let property: Property<TimerState> = timer.states
        #expect(property.value.seconds == 1)
        #expect(currentState(of: timer).seconds == 1)
        #expect(timer.states.value == timer.states.value)
    }

    @Test func aDumpShowsTheState() {
        var text = ""
        dump(TimerStore(initial: TimerState(seconds: 7), reduce: TimerState.reduce), to: &text)
        #expect(text.contains("seconds: 7"))
    }

    @Test func aScopeIsAViewModelOfItsPart() {
        let notebook = NotebookStore(initial: NotebookState()) { state, _ in
            state.text += "!"
            return .none
        }
        let text = notebook.scope(state: \.text, event: { (_: Void) in NotebookEvent.doneTapped })
        let view = RecordingPresenter<String>("text")
        let presentation = text <- view.presenter
        text.send(())
        #expect(view.values == ["Hi", "Hi!"])
        #expect(currentState(of: text) == "Hi!")
        presentation?.dispose()
    }
}
