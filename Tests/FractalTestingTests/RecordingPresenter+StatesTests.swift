import Fractal
import FractalTesting
import Testing

protocol FormPresenters: Sendable {
    var namePresenter: Presenter<InputField<String>> { get }
    var logInPresenter: Presenter<Action<Void, Void, Never>> { get }
}

/// A form: a name field, lowercased, and an action enabled once a name is typed.
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
            CompositeDisposable([presenters.namePresenter <~ name, presenters.logInPresenter <~ logIn])
        }
    }
}

struct RecordingForm: RecordingContainer, FormPresenters {
    @Recorded var namePresenter: Presenter<InputField<String>>
    @Recorded var logInPresenter: Presenter<Action<Void, Void, Never>>
}

@Suite("A field's displayed text is a recorded value of the session")
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

    @Test func aTextSetAndNotAssertedFailsTheCheckNamingTheField() throws {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
        let presentation = viewModel <- form
        _ = form.$namePresenter.next()
        _ = form.$logInPresenter.next()
        session.checkExhausted(ignoringLivePresentations: true)  // the text shown at first is read from the field
        viewModel.clear(to: "Ada")
        presentation?.dispose()
        #expect(failures { session.checkExhausted() }.message.hasSuffix("form.name.text\n  not consumed: ada"))
    }

    @Test func aFieldStillShownIsInTheDumpAndTheLeakReport() {
        let session = RecordingSession()
        let form = RecordingForm(session: session, name: "form")
        let viewModel = FormViewModel()
        let presentation = viewModel <- form
        viewModel.clear(to: "Ada")
        #expect(session.dump().contains("form.name.text: ada"))
        #expect(failures { session.disposeAndCheckLeaks(nil) }.message.contains("form.name.text: ada"))
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
    }
}
