import Dispatch
import FractalTesting
import Testing

@testable import Fractal

@Suite struct ViewModelTaskTests {
    @Test func tasksOfDifferentIdsRunSideBySideAndEnd() async {
        let model = WorkModel()
        model.startTask(id: "a") { $0.record("a") }
        model.startTask(id: "b") { $0.record("b") }
        let state = await model.states.firstValue { $0.log.count == 2 }
        #expect(Set(state?.log ?? []) == ["a", "b"])
    }

    @Test func aTaskOfARunningIdCancelsItAndRunsOnceItHasEnded() async {
        let model = WorkModel()
        model.startWaiting(id: "search")
        await model.states.firstValue { $0.log == ["search started"] }
        model.startTask(id: "search") { $0.record("second search") }
        let state = await model.states.firstValue { $0.log.count == 3 }
        #expect(state?.log == ["search started", "search cancelled", "second search"])
    }

    @Test func cancellingByIdCancelsThatTaskOnly() async {
        let model = WorkModel()
        model.startWaiting(id: "a")
        model.startWaiting(id: "b")
        await model.states.firstValue { $0.log.count == 2 }
        model.cancelTask(id: "a")
        await model.states.firstValue { $0.log.count == 3 }
        #expect(model.state.log.last == "a cancelled")
        model.cancelTask(id: "b")
        await model.states.firstValue { $0.log.last == "b cancelled" }
    }

    @Test func theEndOfTheLastPresentationCancelsEveryTask() async {
        let model = WorkModel()
        let view = Presenter<WorkModel.State>(bind: { _ in nil })
        let first = model <- view
        let second = model <- view
        model.startWaiting(id: "load")
        await model.states.firstValue { $0.log == ["load started"] }
        first?.dispose()
        model.record("first presentation ended")
        second?.dispose()
        let state = await model.states.firstValue { $0.log.count == 3 }
        #expect(state?.log == ["load started", "first presentation ended", "load cancelled"])
    }

    @Test func aTaskStartedWhileNotPresentedRunsUntilItEnds() async {
        let model = WorkModel()
        let presentation = model <- Presenter<WorkModel.State>(bind: { _ in nil })
        presentation?.dispose()
        model.startTask(id: "save") { $0.record("saved") }
        await model.states.firstValue { $0.log == ["saved"] }
    }

    @Test func releasingTheViewModelCancelsTasksThatHaveNotStarted() {
        let hold = TaskHold()
        var model: WorkModel? = WorkModel()
        model?.holdTasks(in: hold)
        model?.startTask(id: "load") { $0.record("loaded") }
        #expect(hold.records.map(\.name) == ["load"])
        model = nil
        #expect(hold.records.isEmpty)
    }

    @Test func anEndedTaskLeavesNothingBehind() async {
        let model = WorkModel()
        model.startTask(id: "a") { $0.record("a") }
        model.startWaiting(id: "b")
        await model.states.firstValue { $0.log.contains("a") && $0.log.contains("b started") }
        model.cancelTask(id: "b")
        #expect(await model.tasksEnd())
        #expect(model.state.log.last == "b cancelled")
        #expect(model.states.withTaskLock { model.states.tasks?.entries.isEmpty } == true)
    }

    /// Starts, restarts and cancels one id from several threads at once: at most one body of the
    /// id ever runs, and after a last cancel every task ends (no cancel is lost).
    @Test func startingAndCancellingOneIdFromSeveralThreadsKeepsOneTask() async {
        let seed = UInt64.random(in: 0...UInt64.max)
        let model = WorkModel()
        hammer(threads: 4) { thread in
            var generator = SeededRandomNumberGenerator(seed: seed &+ UInt64(thread))
            for _ in 0..<300 {
                if Bool.random(using: &generator) { model.startCounted() } else { model.cancelTask(id: "hammered") }
            }
        }
        model.cancelTask(id: "hammered")
        #expect(await model.tasksEnd(), "seed \(seed)")
        #expect(model.state.started == model.state.ended, "seed \(seed)")
        #expect(model.state.mostRunning <= 1, "seed \(seed)")
        #expect(model.states.withTaskLock { model.states.tasks?.entries.isEmpty } == true, "seed \(seed)")
    }
}

extension WorkModel {
    /// Waits for the tasks in the table now to end, each of which ends after the one it replaced:
    /// `false` if they have not within ten seconds.
    func tasksEnd() async -> Bool {
        let running = states.withTaskLock { states.tasks?.entries.values.compactMap(\.task) ?? [] }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for task in running { await task.value }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(10))
                return false
            }
            let ended = await group.next() ?? false
            group.cancelAll()
            return ended
        }
    }
}
