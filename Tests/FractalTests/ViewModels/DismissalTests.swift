import Fractal
import FractalTesting
import Testing

@Suite("A view model dismisses itself from the part of its parent's state that shows it")
struct DismissalTests {
    @Test func aDestinationDismissedClearsTheSlot() {
        let notes = ViewModelTester { _ in NotesModel() }
        notes.viewModel.newTapped()
        notes.expect { $0.destination = .editor(EditorModel("New")) }
        guard case .editor(let editor) = notes.state.destination else {
            Issue.record("no editor shown")
            return
        }
        editor.doneTapped()
        notes.expect { $0.destination = nil }
    }

    @Test func aSheetHeldDirectlyIsDismissedToo() {
        let host = ViewModelTester { _ in SheetHostModel() }
        host.viewModel.modify { $0.sheet = SheetModel() }
        host.expect { $0.sheet = SheetModel() }
        #expect(host.state.sheet?.dismiss() == true)
        host.expect { $0.sheet = nil }
    }

    @Test func aReplacedChildDismissingLeavesItsSuccessorShown() {
        let notes = ViewModelTester { _ in NotesModel() }
        let old = EditorModel("Old")
        notes.viewModel.modify { $0.destination = .editor(old) }
        notes.viewModel.newTapped()
        old.doneTapped()
        notes.expect { $0.destination = .editor(EditorModel("New")) }
    }

    @Test func aScreenLeavesTheStackWithEveryScreenAboveIt() {
        let browser = ViewModelTester { _ in BrowserModel() }
        let first = EditorModel("First")
        browser.viewModel.push(.editor(first))
        browser.viewModel.push(.sheet(SheetModel()))
        browser.viewModel.push(.editor(EditorModel("Third")))
        browser.expect { $0.path = [.editor(EditorModel("First")), .sheet(SheetModel()), .editor(EditorModel("Third"))] }
        guard case .sheet(let second) = browser.state.path[1] else {
            Issue.record("no sheet second")
            return
        }
        second.closeTapped()
        browser.expect { $0.path = [.editor(first)] }
        first.doneTapped()
        browser.expect { $0.path = [] }
    }

    @Test func aScreenSetByADeepLinkCanDismissItself() {
        let browser = ViewModelTester { _ in BrowserModel() }
        browser.viewModel.modify { $0.path = [.editor(EditorModel("Linked"))] }
        browser.expect { $0.path = [.editor(EditorModel("Linked"))] }
        guard case .editor(let linked) = browser.state.path.first else {
            Issue.record("no screen")
            return
        }
        linked.doneTapped()
        browser.expect { $0.path = [] }
    }

    @Test func aParentThatIsNotPresentedHandlesDismissalsToo() {
        let sheet = SheetModel()
        let host = SheetHostModel()
        host.modify { $0.sheet = sheet }
        #expect(sheet.dismiss())
        #expect(host.state.sheet == nil)
    }

    @Test func aViewModelTestedAloneIsDismissedIntoItsTester() {
        let sheet = ViewModelTester { _ in SheetModel() }
        sheet.viewModel.closeTapped()
        #expect(sheet.isDismissed)
    }

    @Test func aViewModelNotDismissedIsNotReportedDismissed() {
        let sheet = ViewModelTester { _ in SheetModel() }
        sheet.viewModel.modify { $0.text = "Hi" }
        sheet.expect { $0.text = "Hi" }
        #expect(!sheet.isDismissed)
    }

    @Test func aChildWhoseParentHandlesNoDismissalsFailsItsTester() {
        withKnownIssue {
            let host = ViewModelTester { _ in ForgetfulHostModel() }
            host.viewModel.showTapped()
            host.expect { $0.sheet = SheetModel() }
            host.state.sheet?.closeTapped()
            host.expect()
        } matching: { issue in
            "\(issue)".contains("SheetModel called dismiss(), but nothing dismisses it")
                && "\(issue)".contains("handleDismissals(in:)")
        }
    }

    @Test func aViewModelNothingShowsIsNotDismissed() {
        #expect(!SheetModel().dismiss())
    }

    @Test func aChildWhoseParentIsGoneChangesNothing() {
        var host: SheetHostModel? = SheetHostModel()
        let sheet = SheetModel()
        host?.modify { $0.sheet = sheet }
        weak let released = host
        host = nil
        #expect(released == nil)
        #expect(sheet.dismiss())
    }

    @Test func screensDismissingThemselvesFromManyThreadsAllLeave() async {
        let browser = BrowserModel()
        let screens = (0..<200).map { _ in SheetModel() }
        for screen in screens.reversed() { browser.push(.sheet(screen)) }
        await withTaskGroup(of: Void.self) { group in
            for screen in screens { group.addTask { screen.closeTapped() } }
        }
        #expect(browser.state.path.isEmpty)
    }
}
