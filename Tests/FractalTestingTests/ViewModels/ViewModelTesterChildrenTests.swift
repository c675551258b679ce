import Fractal
import FractalTesting
import Testing

@Suite("A parent's tester checks its children's changes, across the tree")
struct ViewModelTesterChildrenTests {
    @Test func aChildsChangeIsAssertedThroughItsParent() {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        note.expect { $0.edit = NoteEditorModel(text: "Hi") }
        note.state.edit?.textChanged("Hello")
        note.expect { $0.edit?.expect { $0.text = "Hello" } }
        note.viewModel.doneEditingTapped()
        note.expect {
            $0.edit = nil
            $0.text = "Hello"
        }
    }

    @Test func aChildsChangeNoCheckAssertedFailsWithItsPathAndBothStates() {
        let line = #line + 6
        withKnownIssue {
            let note = ViewModelTester { _ in NoteModel(text: "Hi") }
            note.viewModel.editTapped()
            note.expect { $0.edit = NoteEditorModel(text: "Hi") }
            note.state.edit?.textChanged("Hello")
            note.expect()
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("the state is not as expected")
                && "\(issue)".contains(#"-         text: "Hi""#) && "\(issue)".contains(#"+         text: "Hello""#)
                && "\(issue)".contains("view models whose own state is not as expected: .edit (NoteEditorModel)")
        }
    }

    @Test func aChildsWrongExpectationShowsTheExpectedState() {
        withKnownIssue {
            let note = ViewModelTester { _ in NoteModel(text: "Hi") }
            note.viewModel.editTapped()
            note.expect { $0.edit = NoteEditorModel(text: "Hi") }
            note.state.edit?.textChanged("Hello")
            note.expect { $0.edit?.expect { $0.text = "Bye" } }
        } matching: { issue in
            "\(issue)".contains(#"-         text: "Bye""#) && "\(issue)".contains(#"+         text: "Hello""#)
        }
    }

    @Test func aGrandchildsChangeIsAssertedThroughBothParents() {
        let folder = ViewModelTester { _ in FolderModel() }
        folder.viewModel.noteTapped()
        folder.expect { $0.note = NoteModel(text: "Hi") }
        folder.state.note?.editTapped()
        folder.expect { $0.note?.expect { $0.edit = NoteEditorModel(text: "Hi") } }
        folder.state.note?.state.edit?.textChanged("Hello")
        folder.expect { $0.note?.expect { $0.edit?.expect { $0.text = "Hello" } } }
    }

    @Test func aGrandchildsChangeNoCheckAssertedNamesItsPath() {
        withKnownIssue {
            let folder = ViewModelTester { _ in FolderModel() }
            folder.viewModel.noteTapped()
            folder.expect { $0.note = NoteModel(text: "Hi") }
            folder.state.note?.editTapped()
            folder.expect { $0.note?.expect { $0.edit = NoteEditorModel(text: "Hi") } }
            folder.state.note?.state.edit?.textChanged("Hello")
            folder.expect()
        } matching: { issue in
            "\(issue)".contains("view models whose own state is not as expected: .note.edit (NoteEditorModel)")
        }
    }

    @Test func aRowOfAnIdentifiedListThatItsParentSortsIsAssertedThroughTheParent() {
        let list = ViewModelTester { _ in TodoListModel(titles: ["Milk", "Eggs"]) }
        let milk = list.state.todos[0].id
        list.state.todos[id: milk]?.toggled()
        list.expect {
            $0.todos[id: milk]?.expect { $0.isDone = true }
            $0.todos.move(fromOffsets: [0], toOffset: 2)
        }
        list.state.todos[id: milk]?.toggled()
        list.expect {
            $0.todos[id: milk]?.expect { $0.isDone = false }
        }
    }

    @Test func aRowsChangeNoCheckAssertedNamesItsIndex() {
        withKnownIssue {
            let board = ViewModelTester { _ in CounterBoardModel(count: 3) }
            board.state.counters[2].incrementTapped()
            board.expect()
        } matching: { issue in
            "\(issue)".contains("view models whose own state is not as expected: .counters[2] (CounterModel)")
                && "\(issue)".contains("-         count: 0") && "\(issue)".contains("+         count: 1")
        }
    }

    @Test func aRowOfAnArrayIsAssertedThroughItsParent() {
        let board = ViewModelTester { _ in CounterBoardModel(count: 3) }
        board.state.counters[1].incrementTapped()
        board.state.counters[1].incrementTapped()
        board.expect { $0.counters[1].expect { $0.count = 2 } }
    }

    @Test func notExhaustiveChecksOnlyTheChildrenNamed() {
        let board = ViewModelTester(exhaustivity: .off) { _ in CounterBoardModel(count: 3) }
        board.state.counters[0].incrementTapped()
        board.state.counters[1].incrementTapped()
        board.expect { $0.counters[1].expect { $0.count = 1 } }
    }

    @Test func notExhaustiveChecksANamedChildAgainstItsStateNow() {
        withKnownIssue {
            let board = ViewModelTester(exhaustivity: .off) { _ in CounterBoardModel(count: 2) }
            board.state.counters[1].incrementTapped()
            board.expect { $0.counters[1].expect { $0.count = 5 } }
        } matching: { issue in
            "\(issue)".contains("-         count: 5") && "\(issue)".contains("+         count: 1")
        }
    }

    @Test func aNewChildIsComparedByStateWithTheChildTheTestWrote() {
        withKnownIssue {
            let folder = ViewModelTester { _ in FolderModel() }
            folder.viewModel.noteTapped()
            folder.expect { $0.note = NoteModel(text: "Bye") }
        } matching: { issue in
            "\(issue)".contains(#"-         text: "Bye""#) && "\(issue)".contains(#"+         text: "Hi""#)
        }
    }

    @Test func aNewChildTheTestWroteCanBeChangedWithExpect() {
        let folder = ViewModelTester { _ in FolderModel() }
        folder.viewModel.noteTapped()
        folder.state.note?.deleteTapped()
        folder.expect {
            $0.note = NoteModel(text: "Hi")
            $0.note?.expect { $0.alert = .confirmDeletion }
        }
    }

    @Test func aChildsTaskResultIsReceivedThroughTheParent() async {
        let (answers, answer) = AsyncStream.makeStream(of: String.self)
        let lookup = ViewModelTester { _ in LookupModel(answers: answers) }
        lookup.viewModel.openTapped()
        lookup.expect { $0.detail = LookupDetailModel(answers: answers) }
        answer.yield("Ada")
        await lookup.receive { $0.detail?.expect { $0.name = "Ada" } }
        await lookup.finish()
    }
}

@Suite("A parent's tester released at the end of a test reports a child's change no check asserted")
struct ViewModelTesterChildrenReleaseTests {
    @Test func aChildsChangeNoCheckAssertedIsRecordedAtTheLineThatMadeTheTester() {
        let line = #line + 2
        withKnownIssue {
            let board = ViewModelTester { _ in CounterBoardModel(count: 2) }
            board.state.counters[0].incrementTapped()
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("a change of the state no check asserted")
                && "\(issue)".contains(".counters[0] (CounterModel)")
        }
    }
}
