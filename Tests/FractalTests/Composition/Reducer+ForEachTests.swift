import Fractal
import FractalTesting
import Testing

@Suite("Each row of a list runs as a child")
struct ReducerForEachTests {
    @Test("a row reduces its events and reports through an output with its id")
    func rowReportsThroughOutput() throws {
        let tester = StoreTester(initial: ChecklistState(), reducer: makeChecklist())
        tester.send(.item(id: 2, event: .toggled)) { $0.items[id: 2]?.isDone = true }
        tester.receive(.itemFinished(id: 2, output: .completed)) { $0.completed = 1 }
        tester.send(.item(id: 2, event: .toggled)) { $0.items[id: 2]?.isDone = false }
        tester.finish()
    }

    @Test("a row that dismisses itself is removed, and its effects cancelled")
    func rowDismissesItself() throws {
        let tester = StoreTester(initial: ChecklistState(), reducer: makeChecklist())
        tester.send(.item(id: 1, event: .remindersStarted))
        tester.send(.item(id: 2, event: .remindersStarted))
        tester.send(.item(id: 1, event: .deleteTapped)) { _ = $0.items.remove(id: 1) }
        tester.advance(by: .seconds(1))
        tester.receive(.item(id: 2, event: .reminded)) { $0.items[id: 2]?.reminders = 1 }
        tester.send(.clearTapped) { $0.items.removeAll { _ in true } }
        tester.advance(by: .seconds(3))
        tester.finish()
    }

    @Test("an event for a row that is not in the list is dropped and reported")
    func absentRowIsReported() throws {
        let tester = StoreTester(initial: ChecklistState(), reducer: makeChecklist())
        let failure = failures { tester.send(.item(id: 9, event: .toggled)) }
        #expect(failure.message.contains("the store reported"))
        #expect(failure.message.contains("the element 9 of"))
        #expect(tester.state == ChecklistState())
    }

    @Test("a changed row is recorded, so a keyed scope notifies that row")
    func changedRowIsRecorded() {
        let store = Store(initial: ChecklistState(), scheduler: TestScheduler(), reducer: makeChecklist())
        let revision = store.states.value.items.revision
        store.send(.item(id: 1, event: .reminded))
        #expect(store.states.value.items.changedIDs(since: revision) == [1])
    }
}

@Suite("A child that is always there runs inside its parent")
struct ReducerScopeTests {
    @Test("the child reduces its part, and its outputs become the parent's events")
    func childOutputsReachParent() async throws {
        let tester = StoreTester(initial: ProfileState(), reducer: makeProfile())
        tester.send(.settings(.publicToggled)) { $0.settings.isPublic = true }
        await tester.receive(.settingsChanged(true)) { $0.changes = 1 }
        await tester.finish()
    }

    @Test("its dismissal dismisses the parent, here the feature under test")
    func dismissGoesUp() throws {
        let tester = StoreTester(initial: ProfileState(), reducer: makeProfile())
        tester.send(.settings(.closeTapped))
        tester.receiveDismissal()
        tester.finish()
    }

    @Test("in a store, a dismissal nothing presents is reported")
    func dismissInStoreIsReported() {
        let store = Store(initial: ProfileState(), scheduler: TestScheduler(), reducer: makeProfile())
        let log = IssueLog()
        let logging = store.issues.observe { log.append($0.message) }
        store.send(.settings(.closeTapped))
        #expect(log.all.count == 1)
        #expect(log.all.first?.contains("Effect.dismiss") == true)
        logging.dispose()
    }
}

@Suite("Reducers are values that run and combine")
struct ReducerTests {
    @Test("the documented counter")
    func documentedCounter() {
        let counter = Reducer<Int, CounterEvent, Never> { count, event in
            switch event {
            case .increment: count += 1
            case .decrement: count -= 1
            }
            return .none
        }
        let store = Store(initial: 0, scheduler: TestScheduler(), reducer: counter)
        store.send(.increment)
        #expect(store.states.value == 1)
        let tester = StoreTester(initial: 0, reducer: counter)
        #expect(tester.state == 0)
    }

    @Test("combine runs the reducers in order and merges their effects")
    func combineRunsInOrder() {
        let double = Reducer<[Int], Int, String> { state, event in
            state.append(event * 2)
            return .output("double")
        }
        let triple = Reducer<[Int], Int, String> { state, event in
            state.append(event * 3)
            return .output("triple")
        }
        var state: [Int] = []
        let effect = Reducer.combine(double, .empty, triple).reduce(&state, 1)
        #expect(state == [2, 3])
        let store = Store(initial: [], scheduler: TestScheduler(), reducer: .combine(double, triple))
        let outputs = IssueLog()
        let observation = store.outputs.observe { outputs.append($0) }
        store.send(5)
        #expect(outputs.all == ["double", "triple"])
        #expect(store.states.value == [10, 15])
        observation.dispose()
        _ = effect
    }

    @Test("the documented issue log")
    func documentedIssueLog() {
        let store = Store(initial: NotesState(), scheduler: TestScheduler(), reducer: makeNotes())
        let log = IssueLog()
        let logging = store.issues.observe { issue in log.append(issue.message) }
        store.send(.editor(.cancelTapped))
        #expect(log.all.count == 1)
        logging.dispose()
    }
}

enum CounterEvent: Sendable, Equatable {
    case increment
    case decrement
}
