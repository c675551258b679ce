import Fractal
import FractalTesting
import Testing

struct LoginFailed: Error, Equatable {
    let message: String
}

/// A latch the action's work waits on, so a test controls when work finishes
/// without sleeping. Waiting also ends when the waiting task is cancelled.
final class Gate: Sendable {
    private let opened = MutableProperty(false)

    func open() { opened.value = true }

    func wait() async {
        // The values end when the task is cancelled.
        for await isOpen in opened.values where isOpen { return }
    }
}

@Suite("Action runs work and reports its state")
struct ActionTests {
    @Test func executeReturnsOutputAndSendsIt() async throws {
        let action = Action<Int, String, Never> { "#\($0)" }
        let recorder = Recorder<String>()
        let observation = action.outputs.observe(recorder.record)
        let output = try await action.execute(7)
        #expect(output == "#7")
        #expect(recorder.values == ["#7"])
        #expect(action.isExecuting.value == false)
        observation.dispose()
    }

    @Test func failureIsSentOnErrorsAndThrownFromExecute() async {
        let action = Action<Void, Void, LoginFailed> { () async throws(LoginFailed) in
            throw LoginFailed(message: "wrong password")
        }
        let errors = Recorder<LoginFailed>()
        let observation = action.errors.observe(errors.record)
        await #expect(throws: ActionError<LoginFailed>.failed(LoginFailed(message: "wrong password"))) {
            try await action.execute()
        }
        #expect(errors.values == [LoginFailed(message: "wrong password")])
        observation.dispose()
    }

    @Test func enabledStateFollowsConditionAndApplyingWhileDisabledIsAnError() async throws {
        let formIsValid = MutableProperty(false)
        let action = Action<Void, Int, Never>(enabledIf: formIsValid) { 1 }
        let enabled = Recorder<Bool>()
        let observation = action.isEnabled.observe(enabled.record)
        #expect(throws: ActionError<Never>.disabled) { try action.apply() }
        formIsValid.value = true
        #expect(action.isEnabled.value)
        let output = try await action.execute()
        #expect(output == 1)
        formIsValid.value = false
        #expect(enabled.values.first == false)
        #expect(enabled.values.last == false)
        #expect(enabled.values.contains(true))
        observation.dispose()
    }

    @Test func applyingWhileExecutingIsAnErrorAndStateIsReported() async throws {
        let gate = Gate()
        let action = Action<Void, Int, Never> {
            await gate.wait(); return 42
        }
        let executing = Recorder<Bool>()
        let values = Recorder<Int>()
        let observations = [action.isExecuting.observe(executing.record), action.outputs.observe(values.record)]

        try action.apply()
        #expect(action.isExecuting.value)
        #expect(action.isEnabled.value == false)
        #expect(throws: ActionError<Never>.busy) { try action.apply() }

        gate.open()
        await action.isExecuting.firstValue { !$0 }
        #expect(values.values == [42])
        #expect(executing.values == [false, true, false])
        #expect(action.isEnabled.value)
        observations.forEach { $0.dispose() }
    }

    @Test func disposingCancelsWorkInFlightAndDisablesForGood() async throws {
        let workSawCancellation = MutableProperty(false)
        let gate = Gate()
        let action = Action<Void, Int, Never> {
            await gate.wait()
            workSawCancellation.value = Task.isCancelled
            return 1
        }
        let values = Recorder<Int>()
        let observation = action.outputs.observe(values.record)
        try action.apply()
        action.dispose()
        await action.isExecuting.firstValue { !$0 }
        #expect(workSawCancellation.value)
        #expect(values.values.isEmpty)
        #expect(action.isDisposed)
        #expect(action.isEnabled.value == false)
        #expect(throws: ActionError<Never>.disabled) { try action.apply() }
        observation.dispose()
    }

    @Test func disposingAnExecutionCancelsOnlyThatExecution() async throws {
        let gate = Gate()
        let action = Action<Void, Int, Never> {
            await gate.wait(); return Task.isCancelled ? -1 : 1
        }
        let execution = try action.apply()
        execution.dispose()
        await action.isExecuting.firstValue { !$0 }
        #expect(!action.isDisposed)
        gate.open()
        #expect(try await action.execute() == 1)
    }

    @Test func releasingTheActionCancelsWorkInFlight() async throws {
        let workSawCancellation = MutableProperty(false)
        let finished = MutableProperty(false)
        weak var weakAction: Action<Void, Void, Never>?
        do {
            let gate = Gate()
            let action = Action<Void, Void, Never> {
                await gate.wait()
                workSawCancellation.value = Task.isCancelled
                finished.value = true
            }
            weakAction = action
            try action.apply()
        }
        #expect(weakAction == nil)
        await finished.firstValue { $0 }
        #expect(workSawCancellation.value)
    }

    @Test func cancellingTheAwaitingTaskCancelsTheExecution() async {
        let started = MutableProperty(false)
        let action = Action<Void, Void, Never> {
            started.value = true
            await Gate().wait()
        }
        let caller = Task { () async -> ActionError<Never>? in
            do { try await action.execute(); return nil } catch { return error as? ActionError<Never> }
        }
        await started.firstValue { $0 }
        caller.cancel()
        #expect(await caller.value == .cancelled)
    }
}
