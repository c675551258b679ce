import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite struct DetailTests {
    @Test func restrictedSpeechShowsAnAlert() {
        let detail = tester(speech: .fixed(.restricted)) { StandupDetail(.design, $0) }
        detail.viewModel.startMeetingTapped()
        detail.expect { $0.alert = .speechRecognitionRestricted }
    }

    @Test func deniedSpeechShowsAnAlert() {
        let detail = tester { StandupDetail(.design, $0) }
        detail.viewModel.startMeetingTapped()
        detail.expect { $0.alert = .speechRecognitionDenied }
    }

    @Test func theDeniedAlertOpensSettings() {
        let opened = Locked<Bool>.make(false)
        let detail = tester(settingsOpened: opened) { StandupDetail(.design, $0) }
        detail.viewModel.startMeetingTapped()
        detail.viewModel.alert(.openSettings)
        detail.expect()
        #expect(opened.withLock { $0 })
    }

    @Test func theDeniedAlertStartsWithoutRecording() async {
        let app = appShowingTheDetail()
        app[StandupDetail.self]?.startMeetingTapped()
        app[StandupDetail.self]?.alert(.continueWithoutRecording)
        app.expect { $0.path.append(.record(RecordMeeting(.design, app.viewModel.world))) }
        await app.receive()
    }

    @Test func authorizedSpeechStartsTheMeeting() async {
        let app = appShowingTheDetail(speech: .fixed(.authorized))
        app[StandupDetail.self]?.startMeetingTapped()
        app.expect { $0.path.append(.record(RecordMeeting(.design, app.viewModel.world))) }
        await app.receive()
    }

    @Test func editing() {
        let detail = tester { StandupDetail(.design, $0) }
        detail.viewModel.editTapped()
        detail.expect { $0.edit = StandupForm(.design, detail.viewModel.world) }
        detail.state.edit?.modify { $0.standup.title = "Blob's Meeting" }
        detail.expect { $0.edit?.expect { $0.standup.title = "Blob's Meeting" } }
        detail.viewModel.doneEditingTapped()
        detail.expect {
            $0.edit = nil
            $0.standup.title = "Blob's Meeting"
        }
    }

    @Test func deletingAfterConfirming() {
        let detail = tester { StandupDetail(.design, $0) }
        detail.viewModel.deleteTapped()
        detail.expect { $0.alert = .deleteStandup }
        detail.viewModel.alert(.confirmDeletion)
        detail.expect { $0.alert = nil }
        #expect(detail.viewModel.world.standups.value == [])
        #expect(detail.isDismissed)
    }
}
