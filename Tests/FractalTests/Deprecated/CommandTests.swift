import Fractal
import FractalTesting
import Testing

// Command is deprecated (a button is presented as the Action itself); each
// test is itself deprecated, so it may use it without a warning until it goes.

@Suite("A command runs its action and reports why it did not start")
struct CommandTests {
    @available(*, deprecated)
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

    @available(*, deprecated)

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

    @available(*, deprecated)

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

    @available(*, deprecated)

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

    @available(*, deprecated)

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
    @available(*, deprecated)
    @Test func aSuccessfulRunReportsSucceeded() async {
        let action = Action<Void, Int, Never> { 42 }
        let values = Recorder<Int>()
        let observation = action.outputs.observe(values.record)
        let completion = await action.command.execute()
        #expect(completion == .succeeded)
        #expect("\(completion)" == "succeeded")
        #expect(values.values == [42])
        observation.dispose()
    }

    @available(*, deprecated)

    @Test func aFailedRunReportsTheActionsError() async {
        let action = Action<Void, Void, LoginFailed> { () async throws(LoginFailed) in
            throw LoginFailed(message: "wrong password")
        }
        let completion = await action.command.execute()
        #expect(completion == .failed(LoginFailed(message: "wrong password")))
        #expect(completion.failure(as: LoginFailed.self) == LoginFailed(message: "wrong password"))
    }

    @available(*, deprecated)

    @Test func aDisabledOrBusyCommandReportsItWithoutWaiting() async {
        let isAllowed = MutableProperty(false)
        let gate = Gate()
        let action = Action<Void, Void, Never>(enabledIf: isAllowed) { await gate.wait() }
        let command = action.command
        #expect(await command.execute() == .disabled)
        isAllowed.value = true
        #expect(command.run() == .started)
        #expect(await command.execute() == .busy)
        gate.open()
        _ = await command.isExecuting.firstValue { !$0 }
    }

    @available(*, deprecated)

    @Test func disposingTheActionDuringARunReportsCancelled() async {
        let gate = Gate()
        let action = Action<Void, Void, Never> { await gate.wait() }
        let command = action.command
        async let completion = command.execute()
        _ = await command.isExecuting.firstValue { $0 }
        action.dispose()  // cancels the work, whose wait then ends
        #expect(await completion == .cancelled)
    }
}

@Suite("A command keeps its action alive, and a disposed action's command is disabled")
struct CommandLifetimeTests {
    @available(*, deprecated)
    @Test func aDisposedActionsCommandIsDisabled() async {
        let action = Action<Void, Int, Never> { 1 }
        let command = action.command
        action.dispose()
        #expect(command.isEnabled.value == false)
        #expect(command.run() == .disabled)
        #expect(await command.execute() == .disabled)
    }

    @available(*, deprecated)

    @Test func aCommandMadeFromATemporaryActionStillExecutes() async {
        let outputs = Recorder<Int>()
        let command = Action<Void, Int, Never> {
            outputs.record(42)
            return 42
        }.command
        #expect(command.isEnabled.value)
        #expect(await command.execute() == .succeeded)
        #expect(command.run() == .started)
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(outputs.values == [42, 42])
    }

    @available(*, deprecated)

    @Test func aPresentedCommandOfATemporaryActionRunsWhenTapped() async throws {
        let session = RecordingSession()
        let refresh = session.presenter("refresh", of: Command.self)
        let refreshed = Counter()

        let presentation = refresh.presenter <~ Action { refreshed.increment() }.command

        do {
            let command = try #require(refresh.current)
            #expect(command.run() == .started)  // a live button, not a silently dead one
            _ = await command.isExecuting.firstValue { !$0 }
        }
        #expect(refreshed.value == 1)
        // Once the presentation is disposed and the button let go, the action goes too.
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
    }

    @available(*, deprecated)

    @Test func theActionLivesAsLongAsACommandOfIt() {
        weak var released: Action<Void, Int, Never>?
        var command: Command? = {
            let action = Action<Void, Int, Never> { 1 }
            released = action
            return action.command
        }()
        #expect(released != nil)
        #expect(command?.isEnabled.value == true)
        command = nil
        #expect(released == nil)
    }

    @available(*, deprecated)

    @Test func aCommandsActionIsFoundByALeakCheckWhileSomethingKeepsTheCommand() throws {
        let session = RecordingSession()
        let logOut = session.presenter("logOut", of: Command.self)
        let presentation = logOut.presenter <~ Action<Void, Void, Never> {}.command
        let kept = try #require(logOut.current)  // a view that kept its button's command
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.liveObjects.contains("Action<(), (), Never> presented by logOut"), "\(report)")
        #expect(kept.isEnabled.value)
    }

    @available(*, deprecated)

    @Test func releasingTheActionAndItsCommandsDuringARunCancelsItAndSendsNothing() async {
        let gate = Gate()
        var action: Action<Void, Int, Never>? = Action {
            await gate.wait()
            return 1
        }
        let values = Recorder<Int>()
        let observation = action!.outputs.observe(values.record)
        let isExecuting = action!.isExecuting
        var command: Command? = action!.command
        #expect(command?.run() == .started)
        action = nil
        #expect(isExecuting.value)  // the command still holds the action
        command = nil  // the last holder: the action's deinit cancels the run
        _ = await isExecuting.firstValue { !$0 }
        #expect(values.values.isEmpty)
        observation.dispose()
    }
}
