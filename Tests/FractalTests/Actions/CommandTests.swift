import Fractal
import FractalTesting
import Testing

@Suite("A command runs its action and reports why it did not start")
struct CommandTests {
    @Test func runStartsTheActionAndReportsStarted() async {
        let action = Action<Void, Int, Never> { 42 }
        let values = Recorder<Int>()
        let observation = action.outputs.observe(values.record)
        let command = action.command
        #expect(command.run() == .started)
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(values.values == [42])
        observation.dispose()
    }

    @Test func runWhileDisabledReportsDisabledAndStartsNothing() {
        let formIsValid = MutableProperty(false)
        let runs = Counter()
        let action = Action<Void, Void, Never>(enabledIf: formIsValid) { runs.increment() }
        let command = Command(action)
        #expect(command.isEnabled.value == false)
        #expect(command.run() == .disabled)
        formIsValid.value = true
        #expect(command.isEnabled.value == true)
        #expect(runs.value == 0)
    }

    @Test func runWhileRunningReportsBusy() async {
        let gate = Gate()
        let action = Action<Void, Int, Never> {
            await gate.wait()
            return 1
        }
        let command = action.command
        #expect(command.run() == .started)
        #expect(command.isExecuting.value)
        #expect(command.run() == .busy)
        gate.open()
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(command.run() == .started)
    }

    @Test func enabledAndExecutingFollowARun() async {
        let gate = Gate()
        let action = Action<Void, Void, Never> { await gate.wait() }
        let command = action.command
        let enabled = Recorder<Bool>()
        let executing = Recorder<Bool>()
        let observations = [command.isEnabled.observe(enabled.record), command.isExecuting.observe(executing.record)]
        command.run()
        #expect(enabled.values == [true, false])
        #expect(executing.values == [false, true])
        gate.open()
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(enabled.values == [true, false, true])
        #expect(executing.values == [false, true, false])
        observations.forEach { $0.dispose() }
    }

    @Test func inputIsFixedOrReadWhenTheCommandRuns() async {
        let action = Action<String, String, Never> { "hello, \($0)" }
        let values = Recorder<String>()
        let observation = action.outputs.observe(values.record)
        let name = MutableProperty("Ada")
        let greetAda = action.command(with: "Ada")
        let greetCurrent = action.command(reading: name)
        name.value = "Grace"
        #expect(greetCurrent.run() == .started)
        _ = await action.isExecuting.firstValue { !$0 }
        #expect(greetAda.run() == .started)
        _ = await action.isExecuting.firstValue { !$0 }
        #expect(values.values == ["hello, Grace", "hello, Ada"])
        observation.dispose()
    }
}

@Suite("Executing a command awaits how the run ended")
struct CommandExecutionTests {
    @Test func aSuccessfulRunReportsSucceeded() async {
        let action = Action<Void, Int, Never> { 42 }
        let values = Recorder<Int>()
        let observation = action.outputs.observe(values.record)
        let completion = await action.command.execute()
        #expect("\(completion)" == "succeeded")
        #expect(values.values == [42])
        observation.dispose()
    }

    @Test func aFailedRunReportsTheActionsError() async {
        let action = Action<Void, Void, LoginFailed> { () async throws(LoginFailed) in
            throw LoginFailed(message: "wrong password")
        }
        let completion = await action.command.execute()
        guard case .failed(let error) = completion else {
            Issue.record("expected a failure, got \(completion)")
            return
        }
        #expect(error as? LoginFailed == LoginFailed(message: "wrong password"))
    }

    @Test func aDisabledOrBusyCommandReportsItWithoutWaiting() async {
        let isAllowed = MutableProperty(false)
        let gate = Gate()
        let action = Action<Void, Void, Never>(enabledIf: isAllowed) { await gate.wait() }
        let command = action.command
        #expect("\(await command.execute())" == "disabled")
        isAllowed.value = true
        #expect(command.run() == .started)
        #expect("\(await command.execute())" == "busy")
        gate.open()
        _ = await command.isExecuting.firstValue { !$0 }
    }

    @Test func disposingTheActionDuringARunReportsCancelled() async {
        let gate = Gate()
        let action = Action<Void, Void, Never> { await gate.wait() }
        let command = action.command
        async let completion = command.execute()
        _ = await command.isExecuting.firstValue { $0 }
        action.dispose()  // cancels the work, whose wait then ends
        #expect("\(await completion)" == "cancelled")
    }
}

@Suite("A command of a disposed or released action is disabled, and running it is safe")
struct CommandLifetimeTests {
    @Test func aDisposedActionsCommandIsDisabled() async {
        let action = Action<Void, Int, Never> { 1 }
        let command = action.command
        action.dispose()
        #expect(command.isEnabled.value == false)
        #expect(command.run() == .disabled)
        #expect("\(await command.execute())" == "disabled")
    }

    @Test func aCommandDoesNotKeepItsActionAliveAndIsDisabledOnceItIsGone() async {
        weak var released: Action<Void, Int, Never>?
        let command: Command
        do {
            let action = Action<Void, Int, Never> { 1 }
            released = action
            command = action.command
        }
        #expect(released == nil)
        #expect(command.isEnabled.value == false)
        #expect(command.isExecuting.value == false)
        #expect(command.run() == .disabled)
        #expect("\(await command.execute())" == "disabled")
    }

    @Test func releasingTheActionDuringARunCancelsItAndSendsNothing() async {
        let gate = Gate()
        var action: Action<Void, Int, Never>? = Action {
            await gate.wait()
            return 1
        }
        let values = Recorder<Int>()
        let observation = action!.outputs.observe(values.record)
        let command = action!.command
        #expect(command.run() == .started)
        action = nil  // the action's deinit cancels the run
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(values.values.isEmpty)
        #expect(command.run() == .disabled)
        observation.dispose()
    }
}
