import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite struct RecordMeetingTests {
    typealias Tester = StoreTester<RecordMeetingState, RecordMeetingEvent, RecordMeetingOutput>

    func tester(_ speech: SpeechClient = .fixed(.denied)) throws -> Tester {
        let tester = StoreTester(initial: RecordMeetingState(standup: .design), reducer: recordMeeting(.test(speech: speech)))
        try tester.send(.started)
        return tester
    }

    /// Runs the clock to the end: each second moves the time, every two the speaker, and the last saves.
    func runToTheEnd(_ tester: Tester, saving transcript: String = "") throws {
        tester.advance(by: .seconds(6))
        for second in 1...6 {
            try tester.receive(.timerTicked) {
                $0.secondsElapsed = second
                $0.speakerIndex = min(second / 2, 2)
            }
        }
        try expectSaved(tester, transcript)
    }

    /// The meeting was saved with `transcript`, and the recording dismissed itself.
    func expectSaved(_ tester: Tester, _ transcript: String = "") throws {
        try tester.receiveOutput(.saved(.recorded(transcript), standup: Standup.design.id))
        try tester.receiveDismissal()
    }

    @Test func theTimerMovesThroughTheSpeakersAndSavesAtTheEnd() throws {
        let tester = try tester()
        try runToTheEnd(tester)
        #expect(tester.state.durationRemaining == .zero)
    }

    @Test func theTranscriptIsSaved() async throws {
        let tester = try tester(.scripted("I completed the project"))
        try await tester.receive(.speechResult("I completed the project")) { $0.transcript = "I completed the project" }
        try runToTheEnd(tester, saving: "I completed the project")
    }

    @Test func endingEarlyAndSavingWhileTheAlertStopsTheClock() throws {
        let tester = try tester()
        try tester.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        tester.advance(by: .seconds(3))
        for _ in 1...3 { try tester.receive(.timerTicked) }
        try tester.send(.alert(.confirmSave)) { $0.alert = nil }
        try expectSaved(tester)
    }

    @Test func endingEarlyAndDiscarding() throws {
        let tester = try tester()
        try tester.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        try tester.send(.alert(.confirmDiscard)) { $0.alert = nil }
        try tester.receiveDismissal()
    }

    @Test func nextSpeakerAndPastTheLastOnlySaving() throws {
        let tester = try tester()
        for speaker in 1...2 {
            try tester.send(.nextTapped) {
                $0.speakerIndex = speaker
                $0.secondsElapsed = speaker * 2
            }
        }
        try tester.send(.nextTapped) { $0.alert = .endMeeting(isDiscardable: false) }
        try tester.send(.alert(.confirmSave)) { $0.alert = nil }
        try expectSaved(tester)
    }

    @Test func speechFailsAndTheMeetingGoesOn() async throws {
        let tester = try tester(.scripted("I completed the project", failing: true))
        try await tester.receive(.speechResult("I completed the project")) { $0.transcript = "I completed the project" }
        try await tester.receive(.speechFailed) {
            $0.alert = .speechRecognizerFailed
            $0.transcript = "I completed the project ❌"
        }
        try tester.send(.alert(.resume)) { $0.alert = nil }
        try runToTheEnd(tester, saving: "I completed the project ❌")
    }

    @Test func speechFailsAndTheMeetingIsDiscarded() async throws {
        let tester = try tester(.scripted(nil, failing: true))
        try await tester.receive(.speechFailed) { $0.alert = .speechRecognizerFailed }
        try tester.send(.alert(.confirmDiscard)) { $0.alert = nil }
        try tester.receiveDismissal()
    }
}
