import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite struct AppTests {
    @Test func editingFromTheDetailChangesTheList() {
        let app = appShowingTheDetail()
        let detail = app.state.path[0].detail
        detail?.editTapped()
        detail?.state.edit?.modify { $0.standup.title = "Blob" }
        detail?.doneEditingTapped()
        app.expect { $0.standups[0].title = "Blob" }
        #expect(detail?.state.standup.title == "Blob")
    }

    @Test func deletingPopsTheDetailAndRemovesTheStandup() {
        let app = appShowingTheDetail()
        app.state.path[0].detail?.deleteTapped()
        app.state.path[0].detail?.alert(.confirmDeletion)
        app.expect {
            $0.path = []
            $0.standups = []
        }
    }

    @Test func aRecordedMeetingIsSavedAndShownByTheDetailBelow() async {
        let app = appShowingTheDetail(speech: .scripted("I completed the project"))
        app.state.path[0].detail?.startMeetingTapped()
        app.expect { $0.path.append(.record(RecordMeeting(.design, app.viewModel.world))) }
        await app.receive()
        app.scheduler.advance(by: .seconds(6))
        let meeting = Meeting(id: UUID(0), date: meetingDate, transcript: "I completed the project")
        app.expect {
            $0.path.removeLast()
            $0.standups[0].meetings = [meeting]
        }
        #expect(app.state.path[0].detail?.state.standup.meetings == [meeting])
        await app.finish()
    }

    @Test func everyChangeIsSavedAndAFailedSaveIsShown() {
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        let app = tester(storage: storage) { StandupsApp($0) }
        let added = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        app.viewModel.addTapped()
        app.expect { $0.add = StandupForm(added, app.viewModel.world) }
        app.viewModel.confirmAddTapped()
        app.expect {
            $0.add = nil
            $0.standups.append(added)
        }
        #expect(storage.takeSaves() == [[.design, added]])
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        app.viewModel.addTapped()
        app.viewModel.confirmAddTapped()
        app.expect {
            $0.standups.append(Standup(id: UUID(2), attendees: [Attendee(id: UUID(3))]))
            $0.storageError = .writeFailed(reason: "disk full")
        }
        #expect(storage.takeSaves() == [])
        app.viewModel.storageErrorDismissed()
        app.expect { $0.storageError = nil }
    }
}
