import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite("Recording a meeting times the speakers and keeps the transcript")
struct RecordMeetingTests {
    func tester(_ speech: SpeechClient = .fixed(.denied)) -> StoreTester<RecordMeetingState, RecordMeetingEvent, RecordMeetingOutput> {
        StoreTester(initial: RecordMeetingState(standup: designStandup), reducer: recordMeeting(.test(speech: speech)))
    }

    /// Receives the timer's ticks up to `last`, each moving the clock and the speaker.
    func receiveTicks(_ tester: StoreTester<RecordMeetingState, RecordMeetingEvent, RecordMeetingOutput>, through last: Int) throws {
        for second in 1...last {
            try tester.receive(.timerTicked) {
                $0.secondsElapsed = second
                $0.speakerIndex = min(second / 2, 2)
            }
        }
    }

    @Test("the timer moves through the speakers and saves the meeting at the end")
    func timer() async throws {
        let tester = tester()
        try tester.send(.started)
        tester.advance(by: .seconds(6))
        try receiveTicks(tester, through: 6)
        #expect(tester.state.durationRemaining == .zero)
        try tester.receiveOutput(.saved(Meeting(id: UUID(0), date: meetingDate, transcript: ""), standup: designStandup.id))
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("the transcript is saved with the meeting")
    func recordTranscript() async throws {
        let tester = tester(.hearing("I completed the project"))
        try tester.send(.started)
        try await tester.receive(.speechResult("I completed the project")) { $0.transcript = "I completed the project" }
        tester.advance(by: .seconds(6))
        try receiveTicks(tester, through: 6)
        try tester.receiveOutput(.saved(Meeting(id: UUID(0), date: meetingDate, transcript: "I completed the project"), standup: designStandup.id))
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("ending early and saving; the timer stops while the alert is up")
    func endMeetingSave() async throws {
        let tester = tester()
        try tester.send(.started)
        try tester.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        tester.advance(by: .seconds(3))
        for _ in 1...3 { try await tester.receive(.timerTicked) }
        try tester.send(.alert(.confirmSave)) { $0.alert = nil }
        try tester.receiveOutput(.saved(Meeting(id: UUID(0), date: meetingDate, transcript: ""), standup: designStandup.id))
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("ending early and discarding saves nothing")
    func endMeetingDiscard() async throws {
        let tester = tester()
        try tester.send(.started)
        try tester.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        try tester.send(.alert(.confirmDiscard)) { $0.alert = nil }
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("next speaker, and past the last one the meeting can only be saved")
    func nextSpeaker() async throws {
        let tester = tester()
        try tester.send(.started)
        try tester.send(.nextTapped) {
            $0.speakerIndex = 1
            $0.secondsElapsed = 2
        }
        try tester.send(.nextTapped) {
            $0.speakerIndex = 2
            $0.secondsElapsed = 4
        }
        try tester.send(.nextTapped) { $0.alert = .endMeeting(isDiscardable: false) }
        try tester.send(.alert(.confirmSave)) { $0.alert = nil }
        try tester.receiveOutput(.saved(Meeting(id: UUID(0), date: meetingDate, transcript: ""), standup: designStandup.id))
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("speech recognition fails and the meeting goes on")
    func speechFailureContinue() async throws {
        let tester = tester(.hearing("I completed the project", thenFails: true))
        try tester.send(.started)
        try await tester.receive(.speechResult("I completed the project")) { $0.transcript = "I completed the project" }
        try await tester.receive(.speechFailed) {
            $0.alert = .speechRecognizerFailed
            $0.transcript = "I completed the project ❌"
        }
        try tester.send(.alert(.resume)) { $0.alert = nil }
        tester.advance(by: .seconds(6))
        try receiveTicks(tester, through: 6)
        try tester.receiveOutput(.saved(Meeting(id: UUID(0), date: meetingDate, transcript: "I completed the project ❌"), standup: designStandup.id))
        try tester.receiveDismissal()
        try await tester.finish()
    }

    @Test("speech recognition fails and the meeting is discarded")
    func speechFailureDiscard() async throws {
        let tester = tester(.hearing(nil, thenFails: true))
        try tester.send(.started)
        try await tester.receive(.speechFailed) { $0.alert = .speechRecognizerFailed }
        try tester.send(.alert(.confirmDiscard)) { $0.alert = nil }
        try tester.receiveDismissal()
        try await tester.finish()
    }
}
