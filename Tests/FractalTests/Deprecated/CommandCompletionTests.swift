import Fractal
import FractalTesting
import Testing

// Command is deprecated (a button is presented as the Action itself); each
// test is itself deprecated, so it may use it without a warning until it goes.

/// An error type that is not `Equatable`.
private struct Unexplained: Error {
    let detail: String
}

/// Another `Equatable` error with the same shape as `LoginFailed`.
private struct SignUpFailed: Error, Equatable {
    let message: String
}

@Suite("Completions compare equal when runs ended the same way, with equal errors")
struct CommandCompletionEqualityTests {
    @available(*, deprecated)
    private let plain: [Command.Completion] = [.succeeded, .cancelled, .disabled, .busy]

    @available(*, deprecated)

    @Test func everyCaseWithoutAnErrorEqualsItselfAndNoOtherCase() {
        for (index, lhs) in plain.enumerated() {
            for (otherIndex, rhs) in plain.enumerated() {
                #expect((lhs == rhs) == (index == otherIndex), "\(lhs) == \(rhs)")
            }
            #expect(lhs != .failed(LoginFailed(message: "x")))
            #expect(Command.Completion.failed(LoginFailed(message: "x")) != lhs)
        }
    }

    @available(*, deprecated)

    @Test func failuresWithEqualErrorsOfTheSameTypeAreEqual() {
        let wrongPassword = Command.Completion.failed(LoginFailed(message: "wrong password"))
        #expect(wrongPassword == .failed(LoginFailed(message: "wrong password")))
        #expect(wrongPassword != .failed(LoginFailed(message: "no such user")))
    }

    @available(*, deprecated)

    @Test func errorsOfDifferentTypesAreNeverEqualEvenWithTheSameShape() {
        #expect(Command.Completion.failed(LoginFailed(message: "x")) != .failed(SignUpFailed(message: "x")))
        #expect(Command.Completion.failed(SignUpFailed(message: "x")) != .failed(LoginFailed(message: "x")))
    }

    @available(*, deprecated)

    @Test func anErrorThatIsNotEquatableEqualsNothingNotEvenItself() {
        let failed = Command.Completion.failed(Unexplained(detail: "?"))
        #expect(failed != failed)
        #expect(failed.failure(as: Unexplained.self)?.detail == "?")  // what a test compares instead
    }

    @available(*, deprecated)

    @Test func executeComparesWithACaseInOneLine() async {
        let logOut = Action<Void, Void, Never> {}.command
        #expect(await logOut.execute() == .succeeded)
    }
}

@Suite("A completion gives back the action's typed failure")
struct CommandCompletionFailureTests {
    private let logIn = Action<Void, Void, LoginFailed> { () async throws(LoginFailed) in
        throw LoginFailed(message: "wrong password")
    }

    @available(*, deprecated)

    @Test func failureAsTheActionsTypeIsTheErrorTheWorkThrew() async {
        #expect(await logIn.command.execute().failure(as: LoginFailed.self) == LoginFailed(message: "wrong password"))
    }

    @available(*, deprecated)

    @Test func failureAsAnotherTypeIsNil() async {
        let completion = await logIn.command.execute()
        #expect(completion.failure(as: SignUpFailed.self) == nil)
        #expect(completion.failure is LoginFailed)
    }

    @available(*, deprecated)

    @Test func aRunThatDidNotFailHasNoFailure() {
        for completion in [Command.Completion.succeeded, .cancelled, .disabled, .busy] {
            #expect(completion.failure == nil, "\(completion)")
            #expect(completion.failure(as: LoginFailed.self) == nil, "\(completion)")
        }
    }

    @available(*, deprecated)

    @Test func getThrowsTheActionsFailureAsTheWorkThrewIt() async {
        await #expect(throws: LoginFailed(message: "wrong password")) { try await logIn.command.execute().get() }
    }

    @available(*, deprecated)

    @Test func getReturnsWhenTheRunSucceeded() async throws {
        try await Action<Void, Int, Never> { 1 }.command.execute().get()
        #expect(throws: Never.self) { try Command.Completion.succeeded.get() }
    }

    @available(*, deprecated)

    @Test func getThrowsAnActionErrorOfTheSameCaseWhenTheRunDidNotRunToItsEnd() {
        #expect(throws: ActionError<Never>.disabled) { try Command.Completion.disabled.get() }
        #expect(throws: ActionError<Never>.busy) { try Command.Completion.busy.get() }
        #expect(throws: ActionError<Never>.cancelled) { try Command.Completion.cancelled.get() }
    }
}

@Suite("A command of an action nothing else holds, run from several threads at once")
struct CommandConcurrencyTests {
    @available(*, deprecated)
    @Test func runFromEightThreadsStartsExactlyOneRunWhileItIsBusy() async {
        let gate = Gate()
        let command = Action<Void, Void, Never> { await gate.wait() }.command
        let outcomes = Recorder<Command.Outcome>()
        hammer { _ in
            for _ in 0..<50 { outcomes.record(command.run()) }
        }
        #expect(outcomes.values.filter { $0 == .started }.count == 1)
        #expect(outcomes.values.filter { $0 == .busy }.count == 399)
        gate.open()
        _ = await command.isExecuting.firstValue { !$0 }
        #expect(command.run() == .started)  // the gate stays open: this run ends at once
        _ = await command.isExecuting.firstValue { !$0 }
    }

    @available(*, deprecated)

    @Test func executeFromManyTasksEitherSucceedsOrReportsBusy() async {
        let runs = Counter()
        let command = Action<Void, Void, Never> { runs.increment() }.command
        let completions = await withTaskGroup(of: Command.Completion.self) { group in
            for _ in 0..<200 { group.addTask { await command.execute() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(completions.count == 200)
        #expect(completions.allSatisfy { $0 == .succeeded || $0 == .busy })
        #expect(completions.filter { $0 == .succeeded }.count == runs.value)
        #expect(runs.value >= 1)
    }
}
