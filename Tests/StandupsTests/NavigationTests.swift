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
        app.viewModel.dismissAddTapped()
        app.expect()
    }

    @Test func savingFromTheAlertLeavesTheStack() {
        let app = appShowingTheDetail(recording: true)
        app.state.path[1].record?.endMeetingTapped()
        app.state.path[1].record?.alert(.confirmSave)
        let meeting = Meeting(id: UUID(0), date: meetingDate, transcript: "")
        app.expect {
            $0.path.removeLast()
            $0.standups[0].meetings = [meeting]
            $0.path[0].detail?.expect { $0.standup.meetings = [meeting] }
        }
    }

    @Test func cancellingAnEditKeepsTheStandup() {
        let detail = tester { StandupDetail(Standup.design.id, $0) }
        detail.viewModel.editTapped()
        detail.state.edit?.modify { $0.standup.title = "Blob's Meeting" }
        detail.viewModel.cancelEditTapped()
        detail.expect()
        #expect(detail.viewModel.world.standups.value == [.design])
    }

    @Test func aPastMeetingIsPushedAndDeletedMeetingsLeaveTheList() {
        let meeting = Meeting(id: UUID(9), date: meetingDate, transcript: "Hi")
        var standup = Standup.design
        standup.meetings = [meeting]
        let app = tester([standup]) {
            let app = StandupsApp($0)
            $0.push(.detail(StandupDetail(standup.id, $0)))
            return app
        }
        app.state.path[0].detail?.meetingTapped(meeting)
        app.expect { $0.path.append(.meeting(meeting, standup)) }
        app.state.path[0].detail?.deleteMeetings(atOffsets: [0])
        app.expect {
            $0.standups[0].meetings = []
            $0.path[0].detail?.expect { $0.standup.meetings = [] }
        }
    }
}
