import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite struct AppTests {
    @Test func editingFromTheDetailChangesTheList() {
        let app = appShowingTheDetail()
        app[StandupDetail.self]?.editTapped()
        app[StandupDetail.self]?.expect { $0.edit = StandupForm(.design, app.viewModel.world) }
        app[StandupForm.self]?.modify { $0.standup.title = "Blob" }
        app[StandupForm.self]?.expect { $0.standup.title = "Blob" }
        app[StandupDetail.self]?.doneEditingTapped()
        app.expect {
            $0.standups[0].title = "Blob"
            app[StandupDetail.self]?.expect {
                $0.edit = nil
                $0.standup.title = "Blob"
            }
        }
    }

    @Test func deletingPopsTheDetailAndRemovesTheStandup() {
        let app = appShowingTheDetail()
        app[StandupDetail.self]?.deleteTapped()
        app[StandupDetail.self]?.expect { $0.alert = .deleteStandup }
        app[StandupDetail.self]?.alert(.confirmDeletion)
        app.expect {
            $0.path = []
            $0.standups = []
        }
    }

    @Test func aRecordedMeetingIsSavedAndShownByTheDetailBelow() async {
        let app = appShowingTheDetail(speech: .scripted("I completed the project"), recording: true)
        await app.receive { _ in app[RecordMeeting.self]?.expect { $0.transcript = "I completed the project" } }
        app.scheduler.advance(by: .seconds(6))
        let meeting = Meeting(id: UUID(0), date: meetingDate, transcript: "I completed the project")
        app.expect {
            $0.path.removeLast()
            $0.standups[0].meetings = [meeting]
            app[StandupDetail.self]?.expect { $0.standup.meetings = [meeting] }
        }
        await app.finish()
    }
}
