// The examples of the doc comments in Sources/Fractal/Actions, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Action's doc example: execute awaits the output, apply starts the work")
    struct ActionDocExampleTests {
        struct Credentials: Sendable {
            let name: String
            let password: String
        }

        struct User: Equatable, Sendable {
            let name: String
        }

        struct AuthError: Error, Equatable {}

        struct Auth: Sendable {
            let attempts = Recorder<String>()

            func logIn(_ credentials: Credentials) async throws(AuthError) -> User {
                attempts.record(credentials.name)
                guard credentials.password == "secret" else { throw AuthError() }
                return User(name: credentials.name)
            }
        }

        @Test func executeReturnsTheUserAndApplyStartsAnotherRun() async throws {
            let auth = Auth()
            let formIsValid = MutableProperty(true)
            let credentials = Credentials(name: "ada", password: "secret")
            let shownErrors = Recorder<AuthError>()
            let showError: @Sendable (AuthError) -> Void = shownErrors.record

            let logIn = Action(enabledIf: formIsValid) { (credentials: Credentials) async throws(AuthError) -> User in
                try await auth.logIn(credentials)
            }
            let errors = logIn.errors.observe { showError($0) }
            let user = try await logIn.execute(credentials)  // runs the work, awaits its output
            try logIn.apply(credentials)  // or starts it and returns at once

            #expect(user == User(name: "ada"))
            await logIn.isExecuting.firstValue { $0 == false }
            #expect(auth.attempts.values == ["ada", "ada"])
            try logIn.apply(Credentials(name: "ada", password: "wrong"))
            await logIn.isExecuting.firstValue { $0 == false }
            #expect(shownErrors.values == [AuthError()])
            errors.dispose()
        }
    }
}

extension DocCommentExamples {
    @Suite("Action+Command's doc examples: a command runs its action with the input it was made for")
    struct ActionCommandDocExampleTests {
        struct Item: Sendable {
            let id: Int
        }

        struct Presenters {
            let delete = RecordingPresenter<Command>("delete")
            let logIn = RecordingPresenter<Command>("logIn")
            let logOut = RecordingPresenter<Command>("logOut")
            let refresh = RecordingPresenter<Command>("refresh")
            var deletePresenter: Presenter<Command> { delete.presenter }
            var logInPresenter: Presenter<Command> { logIn.presenter }
            var logOutPresenter: Presenter<Command> { logOut.presenter }
            var refreshPresenter: Presenter<Command> { refresh.presenter }
        }

        struct Feed: Sendable {
            let refreshes = Counter()
            func refresh() async { refreshes.increment() }
        }

        @Test func aCommandWithAFixedInputRunsTheActionWithIt() async throws {
            let presenters = Presenters()
            let item = Item(id: 7)
            let deleted = Recorder<Int>()
            let delete = Action<Int, Void, Never> { id in deleted.record(id) }

            let presentation = presenters.deletePresenter <~ delete.command(with: item.id)

            let command = try #require(presenters.delete.current)
            #expect(await command.execute().description == "succeeded")
            #expect(deleted.values == [7])
            presentation?.dispose()
            #expect(presenters.delete.liveCount == 0)
        }

        @Test func aCommandReadingAPropertyRunsWithItsValueAtRunTime() async throws {
            let presenters = Presenters()
            let credentials = MutableProperty("ada")
            let loggedIn = Recorder<String>()
            let logIn = Action<String, Void, Never> { name in loggedIn.record(name) }

            let presentation = presenters.logInPresenter <~ logIn.command(reading: credentials)

            credentials.value = "grace"
            let command = try #require(presenters.logIn.current)
            #expect(await command.execute().description == "succeeded")
            #expect(loggedIn.values == ["grace"])
            presentation?.dispose()
        }

        @Test func aCommandWithoutInputRunsTheActionAndKeepsItAlive() async throws {
            let presenters = Presenters()
            let loggedOut = Counter()
            var command: Command?
            do {
                let logOut = Action<Void, Void, Never> { loggedOut.increment() }

                let presentation = presenters.logOutPresenter <~ logOut.command

                command = presenters.logOut.current
                #expect(await command?.execute() == .succeeded)
                presentation?.dispose()
            }
            #expect(loggedOut.value == 1)
            #expect(await command?.execute() == .succeeded)  // the command kept the action
            #expect(loggedOut.value == 2)
        }

        @Test func aCommandOfAnActionMadeOnTheSpotRunsIt() async throws {
            let presenters = Presenters()
            let feed = Feed()

            let presentation = presenters.refreshPresenter <~ Action { await feed.refresh() }.command

            #expect(await presenters.refresh.current?.execute() == .succeeded)
            #expect(feed.refreshes.value == 1)
            presentation?.dispose()
        }
    }
}

extension DocCommentExamples {
    @Suite("Command.Completion's doc examples: compare completions, get the typed failure back")
    struct CommandCompletionDocExampleTests {
        enum AuthError: Error, Equatable {
            case wrongPassword
        }

        let logOut = Action<Void, Void, Never> {}.command
        let logIn = Action<Void, Void, AuthError> { () async throws(AuthError) in throw .wrongPassword }.command

        @Test func aTestComparesTheCompletionAndTheTypedFailureInOneLineEach() async {
            #expect(await logOut.execute() == .succeeded)
            #expect(await logIn.execute().failure(as: AuthError.self) == .wrongPassword)
            await #expect(throws: AuthError.wrongPassword) { try await logIn.execute().get() }
        }

        @Test func aViewShowsTheTypedFailure() async {
            let shown = Recorder<AuthError>()
            let showError: @Sendable (AuthError) -> Void = shown.record

            if let error = await logIn.execute().failure(as: AuthError.self) { showError(error) }

            #expect(shown.values == [.wrongPassword])
        }
    }
}

// Command's doc example, whole: a view model presents a command, and a view
// binds a button to it.

final class LoginViewModel: Sendable {
    let credentials = MutableProperty("")
    let logIn: Action<String, Void, Never>

    init(logIn: Action<String, Void, Never>) {
        self.logIn = logIn
    }
}

@MainActor
final class Button {
    var onTap: (() -> Void)?
    var isEnabled = true
}

protocol LoginPresenters: Sendable {
    var logInPresenter: Presenter<Command> { get }
}

extension LoginViewModel: Presentable {
    var present: (any LoginPresenters) -> (any Disposable)? {
        { presenters in presenters.logInPresenter <~ self.logIn.command(reading: self.credentials) }
    }
}

struct LoginView: LoginPresenters {
    let button: Button

    // The action's state changes on its task's thread: hop to the UI.
    var logInPresenter: Presenter<Command> {
        Presenter.UI { command in
            button.onTap = { command.run() }
            return command.isEnabled.observe(on: UIScheduler()).observe { isEnabled in
                MainActor.assumeIsolated { button.isEnabled = isEnabled }
            }
        }
    }
}

extension DocCommentExamples {
    @Suite("Command's doc example: a view binds a button to a presented command")
    struct CommandDocExampleTests {
        @Test @MainActor func theButtonRunsTheActionAndFollowsItsEnabledState() async {
            let formIsValid = MutableProperty(false)
            let loggedIn = Recorder<String>()
            let viewModel = LoginViewModel(logIn: Action(enabledIf: formIsValid) { name in loggedIn.record(name) })
            let button = Button()

            let presentation = viewModel <- LoginView(button: button)
            await mainQueueCatchesUp()
            #expect(button.isEnabled == false)

            formIsValid.value = true
            await mainQueueCatchesUp()
            #expect(button.isEnabled == true)

            viewModel.credentials.value = "ada"
            button.onTap?()
            await viewModel.logIn.isExecuting.firstValue { $0 == false }
            #expect(loggedIn.values == ["ada"])
            presentation?.dispose()
        }
    }
}
