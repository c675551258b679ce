import Fractal
import FractalTesting
import Testing

protocol FormPresenters: Sendable {
    var namePresenter: Presenter<InputField<String>> { get }
    var logInPresenter: Presenter<Command> { get }
}

/// A form: a name field, lowercased, and a command enabled once a name is typed.
final class FormViewModel: Presentable, Sendable {
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

    var present: (any FormPresenters) -> (any Disposable)? {
        { [name, logIn] presenters in
            CompositeDisposable([presenters.namePresenter <~ name, presenters.logInPresenter <~ logIn.command])
        }
    }
}

struct RecordingForm: RecordingContainer, FormPresenters {
    @Recorded var namePresenter: Presenter<InputField<String>>
    @Recorded var logInPresenter: Presenter<Command>
}

@Suite("A field's displayed text and a command's states are recorded values of the session")
struct RecordingPresenterStatesTests {
    @Test func aFieldsTextRecordsWhatTheViewModelSetsAndTheEditsNormalised() throws {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
        let presentation = viewModel <- form
        let field = try #require(form.$namePresenter.next())
        #expect(field.value.value == "")
        viewModel.clear(to: "Ada")  // the view model sets the field
        #expect(form.$namePresenter.text.next() == "ada")
        #expect(form.$namePresenter.text.current == "ada")
        field.edit("grace")  // a plain edit is not shown back
        field.edit("Linus")  // normalising changed it: shown back
        #expect(form.$namePresenter.text.values == ["", "ada", "linus"])
        #expect(form.$namePresenter.text.takeAll() == ["linus"])
        #expect(session.dump().contains("form.name.text: linus"))
        presentation?.dispose()
        #expect(form.$namePresenter.text.liveCount == 0)
    }

    @Test func aCommandsEnabledAndExecutingStatesAreRecorded() async throws {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
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
        try session.checkExhausted(ignoringLivePresentations: true)
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
        try session.checkExhausted()
    }

    @Test func aTextSetAndNotAssertedFailsTheCheckNamingTheField() throws {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
        let presentation = viewModel <- form
        _ = form.$namePresenter.next()
        _ = form.$logInPresenter.next()
        try session.checkExhausted(ignoringLivePresentations: true)  // the states shown at first are read from the values
        viewModel.clear(to: "Ada")
        presentation?.dispose()
        let error = try #require(throws: ExhaustivityError.self) { try session.checkExhausted() }
        #expect(error.findings.map(\.description) == ["form.name.text\n  not consumed: ada", "form.logIn.isEnabled\n  not consumed: true"])
    }

    @Test func aFieldStillShownIsInTheDumpAndTheLeakReport() {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
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
