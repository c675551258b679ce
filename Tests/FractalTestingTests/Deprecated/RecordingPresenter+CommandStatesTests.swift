import Fractal
import FractalTesting
import Testing

// Command is deprecated (a button is presented as the Action itself); each
// declaration here is itself deprecated, so it may use it without a warning.

@available(*, deprecated)
protocol CommandFormPresenters: Sendable {
    var namePresenter: Presenter<InputField<String>> { get }
    var logInPresenter: Presenter<Command> { get }
}

/// A form: a name field, lowercased, and a command enabled once a name is typed.
@available(*, deprecated)
final class CommandFormViewModel: Presentable, Sendable {
    let name = InputField("", normalize: { $0.lowercased() })
    let logIn: Action<Void, Void, Never>
    let finish = MutableProperty(false)

    init() {
        let finish = finish
        logIn = Action(enabledIf: name.value.map { !$0.isEmpty }) { _ in
            await finish.firstValue { $0 }
        }
    }

    func clear(to text: String) { name.set(text) }

    var present: (any CommandFormPresenters) -> (any Disposable)? {
        { [name, logIn] presenters in
            CompositeDisposable([presenters.namePresenter <~ name, presenters.logInPresenter <~ logIn.command])
        }
    }
}

@available(*, deprecated)
struct RecordingCommandForm: RecordingContainer, CommandFormPresenters {
    @Recorded var namePresenter: Presenter<InputField<String>>
    @Recorded var logInPresenter: Presenter<Command>
}

@Suite("A presented command's states are recorded values of the session")
struct RecordingPresenterCommandStatesTests {
    @available(*, deprecated)
    @Test func aCommandsEnabledAndExecutingStatesAreRecorded() async throws {
        let session = RecordingSession()
        let form = RecordingCommandForm(session: session, name: "form")
        let viewModel = CommandFormViewModel()
        let presentation = viewModel <- form
        let logIn = try #require(form.$logInPresenter.next())
        #expect(logIn.isEnabled.value == false)
        #expect(form.$logInPresenter.isEnabled.next() == nil)  // the first state is read from the command
        viewModel.name.set("Ada")  // a name enables the command
        #expect(form.$logInPresenter.isEnabled.next() == true)
        #expect(logIn.run() == .started)
        await logIn.isExecuting.firstValue { $0 }
        #expect(form.$logInPresenter.isExecuting.next() == true)
        #expect(form.$logInPresenter.isEnabled.next() == false)
        viewModel.finish.value = true
        await logIn.isExecuting.firstValue { !$0 }
        #expect(form.$logInPresenter.isExecuting.next() == false)
        await logIn.isEnabled.firstValue { $0 }
        #expect(form.$logInPresenter.isEnabled.next() == true)
        _ = form.$namePresenter.next()
        form.$namePresenter.text.takeAll()
        session.checkExhausted(ignoringLivePresentations: true)
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
        session.checkExhausted()
    }

    @available(*, deprecated)

    @Test func aTextSetAndNotAssertedFailsTheCheckNamingTheField() throws {
        let session = RecordingSession()
        let form = RecordingCommandForm(session: session, name: "form")
        let viewModel = CommandFormViewModel()
        let presentation = viewModel <- form
        _ = form.$namePresenter.next()
        _ = form.$logInPresenter.next()
        session.checkExhausted(ignoringLivePresentations: true)  // the states shown at first are read from the values
        viewModel.clear(to: "Ada")
        presentation?.dispose()
        let error = session.exhaustivityReport()
        #expect(error.findings.map(\.description) == ["form.name.text\n  not consumed: ada", "form.logIn.isEnabled\n  not consumed: true"])
    }

    @available(*, deprecated)

    @Test func aFieldStillShownIsInTheDumpAndTheLeakReport() {
        let session = RecordingSession()
        let form = RecordingCommandForm(session: session, name: "form")
        let viewModel = CommandFormViewModel()
        let presentation = viewModel <- form
        viewModel.clear(to: "Ada")
        #expect(session.dump().contains("form.name.text: ada"))
        #expect(session.dump().contains("form.logIn.isEnabled: true"))
        #expect(session.dump().contains("form.logIn.isExecuting: false"))
        let report = session.disposeAndCheckLeaks(nil)
        #expect(report.livePresentations.contains("form.name.text: ada"))
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
    }
}
