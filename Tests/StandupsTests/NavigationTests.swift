import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

/// What SyncUps' tests leave out: each way a screen leaves, or a sheet goes, without a change it should not make.
@Suite struct NavigationTests {
    @Test func dismissingTheAddFormAddsNothing() {
        let app = tester([]) { StandupsApp($0) }
        app.viewModel.addTapped()
        app.state.add?.dismiss()
        app.expect()
    }

    @Test func savingFromTheAlertLeavesTheStack() {
        let app = appShowingTheDetail(recording: true)
        app[RecordMeeting.self]?.endMeetingTapped()
        app[RecordMeeting.self]?.alert(.confirmSave)
        let meeting = Meeting(id: UUID(0), date: meetingDate, transcript: "")
        app.expect {
            $0.path.removeLast()
            $0.standups[0].meetings = [meeting]
            app[StandupDetail.self]?.expect { $0.standup.meetings = [meeting] }
        }
    }

    @Test func cancellingAnEditKeepsTheStandup() {
        let detail = tester { StandupDetail(.design, $0) }
        detail.viewModel.editTapped()
        detail.state.edit?.modify { $0.standup.title = "Blob's Meeting" }
        detail.state.edit?.dismiss()
        detail.expect()
        #expect(detail.viewModel.world.standups.value == [.design])
    }

    @Test func aPastMeetingIsPushedAndDeletedMeetingsLeaveTheList() {
        let meeting = Meeting(id: UUID(9), date: meetingDate, transcript: "Hi")
        var standup = Standup.design
        standup.meetings = [meeting]
        let app = tester([standup]) {
            let app = StandupsApp($0)
            $0.push(.detail(StandupDetail(standup, $0)))
            return app
        }
        app[StandupDetail.self]?.meetingTapped(meeting)
        app.expect { $0.path.append(.meeting(meeting, standup)) }
        app[StandupDetail.self]?.deleteMeetings(atOffsets: [0])
        app.expect {
            $0.standups[0].meetings = []
            app[StandupDetail.self]?.expect { $0.standup.meetings = [] }
        }
    }
}
