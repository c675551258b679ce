import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite struct StandupDetailTests {
    typealias Tester = StoreTester<StandupDetailState, StandupDetailEvent, StandupDetailOutput>

    func tester(_ environment: StandupsEnvironment = .test(), showing destination: StandupDetailState.Destination? = nil) -> Tester {
        StoreTester(initial: StandupDetailState(standup: .design, destination: destination), reducer: standupDetail(environment))
    }

    @Test func restrictedSpeechShowsAnAlert() throws {
        let tester = tester(.test(speech: .fixed(.restricted)))
        try tester.send(.startMeetingTapped) { $0.destination = .alert(.speechRecognitionRestricted) }
    }

    @Test func deniedSpeechShowsAnAlert() throws {
        let tester = tester(.test(speech: .fixed(.denied)))
        try tester.send(.startMeetingTapped) { $0.destination = .alert(.speechRecognitionDenied) }
    }

    @Test func theDeniedAlertOpensSettings() async throws {
        let opened = Locked<Bool>.make(false)
        let tester = tester(.test(settingsOpened: opened), showing: .alert(.speechRecognitionDenied))
        try tester.send(.alert(.openSettings)) { $0.destination = nil }
        try await tester.finish()
        #expect(opened.withLock { $0 })
    }

    @Test func theDeniedAlertStartsWithoutRecording() throws {
        let tester = tester(showing: .alert(.speechRecognitionDenied))
        try tester.send(.alert(.continueWithoutRecording)) { $0.destination = nil }
        try tester.receiveOutput(.startMeeting)
    }

    @Test func authorizedSpeechStartsTheMeeting() throws {
        let tester = tester(.test(speech: .fixed(.authorized)))
        try tester.send(.startMeetingTapped)
        try tester.receiveOutput(.startMeeting)
    }

    @Test func editing() throws {
        let tester = tester()
        try tester.send(.editTapped) { $0.destination = .edit(StandupFormState(standup: .design) { UUID(0) }) }
        var edited = Standup.design
        edited.title = "Blob's Meeting"
        try tester.send(.edit(.edited(edited))) { $0.destination = .edit(StandupFormState(standup: edited) { UUID(0) }) }
        try tester.send(.doneEditingTapped) { $0 = StandupDetailState(standup: edited) }
        try tester.receiveOutput(.changed(edited))
    }

    @Test func deletingAfterConfirming() throws {
        let tester = tester()
        try tester.send(.deleteTapped) { $0.destination = .alert(.deleteStandup) }
        try tester.send(.alert(.confirmDeletion)) { $0.destination = nil }
        try tester.receiveOutput(.deleted(Standup.design.id))
        try tester.receiveDismissal()
    }
}
