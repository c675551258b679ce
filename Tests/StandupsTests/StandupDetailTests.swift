import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite("The detail screen starts meetings, edits and deletes its stand-up")
struct StandupDetailTests {
    func tester(_ environment: StandupsEnvironment, destination: StandupDetailState.Destination? = nil)
        -> StoreTester<StandupDetailState, StandupDetailEvent, StandupDetailOutput>
    {
        StoreTester(initial: StandupDetailState(standup: designStandup, destination: destination), reducer: standupDetail(environment))
    }

    @Test("speech recognition restricted: an alert")
    func speechRestricted() throws {
        let tester = tester(.test(speech: .fixed(.restricted)))
        try tester.send(.startMeetingTapped) { $0.destination = .alert(.speechRecognitionRestricted) }
        try tester.finish()
    }

    @Test("speech recognition denied: an alert")
    func speechDenied() throws {
        let tester = tester(.test(speech: .fixed(.denied)))
        try tester.send(.startMeetingTapped) { $0.destination = .alert(.speechRecognitionDenied) }
        try tester.finish()
    }

    @Test("the denied alert opens the settings")
    func openSettings() async throws {
        let opened = Locked<Bool>.make(false)
        let tester = tester(.test(settingsOpened: opened), destination: .alert(.speechRecognitionDenied))
        try tester.send(.alert(.openSettings)) { $0.destination = nil }
        try await tester.finish()
        #expect(opened.withLock { $0 })
    }

    @Test("the denied alert continues without recording")
    func continueWithoutRecording() throws {
        let tester = tester(.test(), destination: .alert(.speechRecognitionDenied))
        try tester.send(.alert(.continueWithoutRecording)) { $0.destination = nil }
        try tester.receiveOutput(.startMeeting)
        try tester.finish()
    }

    @Test("speech recognition authorized: the meeting starts")
    func speechAuthorized() throws {
        let tester = tester(.test(speech: .fixed(.authorized)))
        try tester.send(.startMeetingTapped)
        try tester.receiveOutput(.startMeeting)
        try tester.finish()
    }

    @Test("editing the stand-up")
    func edit() throws {
        let tester = tester(.test())
        try tester.send(.editTapped) { $0.destination = .edit(StandupFormState(standup: designStandup) { UUID(0) }) }
        var edited = designStandup
        edited.title = "Blob's Meeting"
        try tester.send(.edit(.edited(edited))) { $0.destination = .edit(StandupFormState(standup: edited) { UUID(0) }) }
        try tester.send(.doneEditingTapped) {
            $0.destination = nil
            $0.standup = edited
        }
        try tester.receiveOutput(.changed(edited))
        try tester.finish()
    }

    @Test("deleting the stand-up after confirming")
    func delete() throws {
        let tester = tester(.test())
        try tester.send(.deleteTapped) { $0.destination = .alert(.deleteStandup) }
        try tester.send(.alert(.confirmDeletion)) { $0.destination = nil }
        try tester.receiveOutput(.deleted(designStandup.id))
        try tester.receiveDismissal()
        try tester.finish()
    }
}
