// The tests of the DocC article "Testing View Models"
// (Sources/Fractal/Fractal.docc/TestingViewModels.md): the profile screen of
// TestingViewModelsExample.swift tested with ViewModelTester, one suite per
// behaviour, each step of the article a test.

import Foundation
import Fractal
import FractalTesting
import Testing

extension ProfileServer {
    /// A server that answers each save with the next answer the test sends,
    /// and records the names it was asked to save.
    static func answering(_ answers: AsyncStream<Bool>, saves: MutableProperty<[String]> = MutableProperty([])) -> Self {
        ProfileServer { name in
            saves.modify { $0.append(name) }
            var answer = answers.makeAsyncIterator()
            return await answer.next() ?? false
        }
    }
}

@Suite("The profile's name is edited in a child screen")
struct ProfileEditingTests {
    @Test func theEditorsNameReplacesTheProfilesWhenDone() {
        let profile = ViewModelTester { ProfileModel(name: "Ada", server: .answering(AsyncStream { _ in }), scheduler: $0) }
        profile.viewModel.editTapped()
        profile.expect { $0.editor = NameEditorModel(name: "Ada") }
        profile.state.editor?.nameChanged("Grace")
        profile.expect { $0.editor?.expect { $0.name = "Grace" } }
        profile.viewModel.doneEditingTapped()
        profile.expect {
            $0.editor = nil
            $0.name = "Grace"
        }
    }
}

@Suite("A wrong expectation fails the test, showing the difference")
struct ProfileWrongExpectationTests {
    @Test func aWrongExpectationShowsTheDifference() {
        withKnownIssue {
            let profile = ViewModelTester { ProfileModel(name: "Ada", server: .answering(AsyncStream { _ in }), scheduler: $0) }
            profile.viewModel.editTapped()
            profile.expect { $0.editor = NameEditorModel(name: "Grace") }
        } matching: { issue in
            let lines = "\(issue)".split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return "\(issue)".contains("the state is not as expected (- expected, + actual):")
                && lines.contains { $0.hasPrefix("-") && $0.hasSuffix(#"name: "Grace""#) }
                && lines.contains { $0.hasPrefix("+") && $0.hasSuffix(#"name: "Ada""#) }
        }
    }
}

@Suite("Saving shows that it is saving until the server answers, then \"Saved\" for two seconds")
struct ProfileSavingTests {
    @Test func savingThenSaved() async {
        let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
        let profile = ViewModelTester { ProfileModel(name: "Ada", server: .answering(answers), scheduler: $0) }
        profile.viewModel.saveTapped()
        profile.expect { $0.isSaving = true }  // in flight: the server has not answered
        answer.yield(true)
        await profile.receive {
            $0.isSaving = false
            $0.status = "Saved"
        }
        profile.scheduler.advance(by: .seconds(2))
        profile.expect { $0.status = nil }
        await profile.finish()
    }
}

@Suite("Work left on the tester's scheduler fails the test")
struct ProfilePendingWorkTests {
    @Test func aStatusStillScheduledToClearFailsTheTest() async {
        await withKnownIssue {
            let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
            let profile = ViewModelTester { ProfileModel(name: "Ada", server: .answering(answers), scheduler: $0) }
            profile.viewModel.saveTapped()
            answer.yield(true)
            await profile.receive { $0.status = "Saved" }
            await profile.finish()
        } matching: { issue in
            "\(issue)".contains("work still scheduled on the tester's scheduler, never run: 1 action, due at 2.0 seconds")
        }
    }
}

@Suite("A failed save asks whether to retry, and a double tap retries once")
struct ProfileFailedSaveTests {
    @Test func retryingOnce() async {
        let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
        let saves = MutableProperty<[String]>([])
        let profile = ViewModelTester { ProfileModel(name: "Ada", server: .answering(answers, saves: saves), scheduler: $0) }
        profile.viewModel.saveTapped()
        answer.yield(false)
        await profile.receive { $0.alert = .couldNotSave }
        profile.viewModel.alertTapped(.retry)
        profile.viewModel.alertTapped(.retry)  // a double tap: the alert is already answered
        profile.expect {
            $0.alert = nil
            $0.isSaving = true
        }
        answer.yield(true)
        await profile.receive {
            $0.isSaving = false
            $0.status = "Saved"
        }
        #expect(saves.value == ["Ada", "Ada"])
        profile.scheduler.advance(by: .seconds(2))
        profile.expect { $0.status = nil }
        await profile.finish()
    }
}
