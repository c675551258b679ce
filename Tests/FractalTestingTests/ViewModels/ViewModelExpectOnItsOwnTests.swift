import Fractal
import FractalTesting
import Testing

@Suite("A view model's expect on its own checks the tree of the tester that shows it")
struct ViewModelExpectOnItsOwnTests {
    @Test func aChildsChangeIsAssertedOnItsOwn() {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        note.expect { $0.edit = NoteEditorModel(text: "Hi") }
        note.state.edit?.textChanged("Hello")
        note.state.edit?.expect { $0.text = "Hello" }
        note.viewModel.doneEditingTapped()
        note.expect {
            $0.edit = nil
            $0.text = "Hello"
        }
    }

    @Test func aWrongChangeFailsAtTheCallWithTheChildsPath() {
        let line = #line + 6
        withKnownIssue {
            let note = ViewModelTester { _ in NoteModel(text: "Hi") }
            note.viewModel.editTapped()
            note.expect { $0.edit = NoteEditorModel(text: "Hi") }
            note.state.edit?.textChanged("Hello")
            note.state.edit?.expect { $0.text = "Bye" }
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains(#"-         text: "Bye""#)
                && "\(issue)".contains("view models whose own state is not as expected: .edit (NoteEditorModel)")
        }
    }

    @Test func theRestOfTheTreeMustNotHaveChanged() {
        withKnownIssue {
            let folder = ViewModelTester { _ in FolderModel() }
            folder.viewModel.noteTapped()
            folder.expect { $0.note = NoteModel(text: "Hi") }
            folder.state.note?.editTapped()
            folder.state.note?.state.edit?.textChanged("Hello")
            folder.state.note?.state.edit?.expect { $0.text = "Hello" }
        } matching: { issue in
            "\(issue)".contains("view models whose own state is not as expected: .note (NoteModel)")
        }
    }

    @Test func aChildOfAStateReceivedFromAnotherThreadIsInTheTreeWhenReceiveReturns() async {
        for _ in 0..<200 {
            let desk = ViewModelTester { _ in NoteDeskModel() }
            desk.viewModel.openTapped()
            await desk.receive { $0.note = NoteModel(text: "Hi") }
            desk.state.note?.editTapped()
            desk.state.note?.expect { $0.edit = NoteEditorModel(text: "Hi") }
            await desk.finish()
        }
    }

    @Test func theViewModelUnderTestOnItsOwnIsTheTestersCheck() {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        note.viewModel.expect { $0.edit = NoteEditorModel(text: "Hi") }
        note.expect()
    }

    @Test func aViewModelNoTesterShowsFailsAtTheCall() {
        let line = #line + 3
        withKnownIssue {
            let loose = NoteEditorModel(text: "Hi")
            loose.expect { $0.text = "Bye" }
            #expect(loose.state.text == "Hi")
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("no live ViewModelTester shows it")
        }
    }

    @Test func aViewModelTwoTestersShowFailsAndChecksNeither() {
        let first = ViewModelTester { _ in NoteModel(text: "Hi") }
        first.viewModel.editTapped()
        first.expect { $0.edit = NoteEditorModel(text: "Hi") }
        let named = Locked<Bool>.make(false)
        withKnownIssue {
            let second = ViewModelTester { _ in SharedEditorModel(first.state.edit) }
            first.state.edit?.expect { $0.text = "Bye" }
            second.viewModel.release()
            second.expect { $0.editor = nil }
        } matching: { issue in
            // Released while the first tester still shows it, the shared
            // editor is also reported by the second tester as alive.
            let isIt = "\(issue)".contains("2 live testers show it")
            if isIt { named.withLock { $0 = true } }
            return isIt || "\(issue)".contains("NoteEditorModel")
        }
        #expect(named.withLock { $0 })
    }
}

/// A view model whose task opens a note, on a thread of the task's own.
private final class NoteDeskModel: ViewModel {
    struct State: Equatable {
        var note: NoteModel?
    }
    let states = MutableProperty(State())

    func openTapped() { startTask(id: "open") { model in model.modify { $0.note = NoteModel(text: "Hi") } } }
}

/// A view model that shows another tree's child until it lets it go.
private final class SharedEditorModel: ViewModel {
    struct State: Equatable {
        var editor: NoteEditorModel?
    }
    let states: MutableProperty<State>

    init(_ editor: NoteEditorModel?) { states = MutableProperty(State(editor: editor)) }

    func release() { modify { $0.editor = nil } }
}
