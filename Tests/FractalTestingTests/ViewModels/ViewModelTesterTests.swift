import Fractal
import FractalTesting
import Testing

@Suite("A view model tester checks each change as a mutation of the last state checked")
struct ViewModelTesterTests {
    @Test func incrementing() {
        let counter = ViewModelTester { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 1 }
    }

    @Test func aCheckThatDoesNotMatchIsRecordedAtItsLineWithTheDifference() {
        let line = #line + 4
        withKnownIssue {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
            counter.expect { $0.count = 2 }
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("the state is not as expected")
                && "\(issue)".contains("-   count: 2") && "\(issue)".contains("+   count: 1")
        }
    }

    @Test func eachCheckStartsFromTheStateTheLastOneFound() {
        let counter = ViewModelTester { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 1 }
        counter.viewModel.incrementTapped()
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 3 }
        counter.expect()
    }

    @Test func aChildIsExpectedAsANewViewModelWithTheSameState() {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        note.expect { $0.edit = NoteEditorModel(text: "Hi") }
        note.state.edit?.textChanged("Hello")
        note.viewModel.doneEditingTapped()
        note.expect {
            $0.edit = nil
            $0.text = "Hello"
        }
    }

    @Test func aChildWithAnotherStateIsADifference() {
        withKnownIssue {
            let note = ViewModelTester { _ in NoteModel(text: "Hi") }
            note.viewModel.editTapped()
            note.expect { $0.edit = NoteEditorModel(text: "Bye") }
        } matching: { issue in
            "\(issue)".contains(#"-         text: "Bye""#) && "\(issue)".contains(#"+         text: "Hi""#)
        }
    }

    @Test func notExhaustiveChecksOnlyWhatTheMutationSets() {
        let note = ViewModelTester(exhaustivity: .off) { _ in NoteModel(text: "Hi") }
        note.viewModel.deleteTapped()
        note.viewModel.editTapped()
        note.expect { $0.alert = .confirmDeletion }
    }

    @Test func timersRunAsTheTestersSchedulerAdvances() {
        let meeting = ViewModelTester { MeetingModel(scheduler: $0) }
        meeting.scheduler.advance(by: .seconds(1))
        meeting.expect { $0.seconds = 1 }
        meeting.scheduler.advance(by: .seconds(2))
        meeting.expect { $0.seconds = 3 }
    }

    @Test func aTasksResultIsReceived() async {
        let (transcripts, continuation) = AsyncStream.makeStream(of: String.self)
        let meeting = ViewModelTester { MeetingModel(scheduler: $0, transcripts: transcripts) }
        continuation.yield("I completed the project")
        await meeting.receive { $0.transcript = "I completed the project" }
        await meeting.finish()
    }

    @Test func aResultThatNeverComesIsRecordedWhenTheTimeRunsOut() async {
        let (transcripts, continuation) = AsyncStream.makeStream(of: String.self)
        await withKnownIssue {
            let meeting = ViewModelTester { MeetingModel(scheduler: $0, transcripts: transcripts) }
            await meeting.receive(timeout: .milliseconds(100)) { $0.transcript = "Goodbye" }
            await meeting.finish()
        } matching: { issue in
            "\(issue)".contains("did not become the expected one within") && "\(issue)".contains(#"+   transcript: """#)
        }
        continuation.finish()
    }

    @Test func aChangeToAStateOtherThanTheExpectedOneFailsWithoutWaiting() async {
        let (transcripts, continuation) = AsyncStream.makeStream(of: String.self)
        let line = #line + 6
        await withKnownIssue {
            let meeting = ViewModelTester { MeetingModel(scheduler: $0, transcripts: transcripts) }
            continuation.yield("Hello")
            continuation.yield("Goodbye")
            continuation.finish()
            await meeting.receive(timeout: .seconds(600)) { $0.transcript = "Goodbye" }
            await meeting.receive { $0.transcript = "Goodbye" }
            await meeting.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("every change must be received in order")
                && "\(issue)".contains(#"-   transcript: "Goodbye""#) && "\(issue)".contains(#"+   transcript: "Hello""#)
        }
    }

    @Test func notExhaustiveReceivePassesOverStatesThatDoNotMatch() async {
        let (transcripts, continuation) = AsyncStream.makeStream(of: String.self)
        let meeting = ViewModelTester(exhaustivity: .off) { MeetingModel(scheduler: $0, transcripts: transcripts) }
        continuation.yield("Hello")
        continuation.yield("Goodbye")
        continuation.finish()
        await meeting.receive { $0.transcript = "Goodbye" }
        await meeting.finish()
    }
}

@Suite("A view model tester released at the end of a test reports what the test left")
struct ViewModelTesterReleaseTests {
    @Test func aChangeNoCheckAssertedIsRecordedAtTheLineThatMadeTheTester() {
        let line = #line + 2
        withKnownIssue {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("a change of the state no check asserted")
                && "\(issue)".contains("+   count: 1")
        }
    }

    @Test func aViewModelTheTestKeepsIsALeak() {
        var kept: CounterModel?
        withKnownIssue {
            let counter = ViewModelTester { _ in CounterModel() }
            kept = counter.viewModel
        } matching: { issue in
            "\(issue)".contains("still alive:") && "\(issue)".contains("viewModel (CounterModel)")
        }
        #expect(kept?.state.count == 0)
    }

    @Test func aChildTheTestKeepsIsALeak() {
        var kept: NoteEditorModel?
        withKnownIssue {
            let note = ViewModelTester { _ in NoteModel(text: "Hi") }
            note.viewModel.editTapped()
            note.expect { $0.edit = NoteEditorModel(text: "Hi") }
            kept = note.state.edit
        } matching: { issue in
            "\(issue)".contains("NoteEditorModel, first seen in NoteModel's state at .edit")
                && "\(issue)".contains("held by something else, such as a variable of the test, a copy of a state that holds it")
        }
        #expect(kept?.state.text == "Hi")
    }

    @Test func notExhaustiveLeavesChangesUnasserted() {
        let counter = ViewModelTester(exhaustivity: .off) { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        #expect(counter.state.count == 1)
    }

    @Test func finishingStopsTheTimersAndTheRelease() async {
        let meeting = ViewModelTester { MeetingModel(scheduler: $0) }
        await meeting.finish()
        #expect(meeting.scheduler.pendingCount == 0)
    }
}
