import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite struct RecordTests {
    /// Runs the clock to the end: each second moves the time, every two the speaker, and the last
    /// ends the meeting and saves it, once, however long the clock runs on.
    func runToTheEnd(_ record: ViewModelTester<RecordMeeting>, saving transcript: String = "") {
        for second in 1...6 {
            record.scheduler.advance(by: .seconds(1))
            record.expect {
                $0.secondsElapsed = second
                $0.isOver = second == 6
            }
            #expect(record.state.speakerIndex == min(second / 2, 2))
        }
        record.scheduler.advance(by: .seconds(2))
        expectSaved(record, transcript)
    }

    /// The meeting was saved with `transcript`, and the recorder dismissed itself.
    func expectSaved(_ record: ViewModelTester<RecordMeeting>, _ transcript: String = "") {
        #expect(record.viewModel.world.standups.value[0].meetings == [Meeting(id: UUID(0), date: meetingDate, transcript: transcript)])
        #expect(record.isDismissed)
    }

    @Test func theTimerMovesThroughTheSpeakersAndSavesAtTheEnd() async {
        let record = tester { RecordMeeting(.design, $0) }
        await record.receive()
        runToTheEnd(record)
        #expect(record.state.durationRemaining == .zero)
    }

    @Test func theTranscriptIsSaved() async {
        let record = tester(speech: .scripted("I completed the project")) { RecordMeeting(.design, $0) }
        await record.receive { $0.transcript = "I completed the project" }
        runToTheEnd(record, saving: "I completed the project")
        await record.finish()
    }

    @Test func endingEarlyAndSavingWhileTheAlertStopsTheClock() async {
        let record = tester { RecordMeeting(.design, $0) }
        await record.receive()
        record.viewModel.endMeetingTapped()
        record.expect { $0.alert = .endMeeting(isDiscardable: true) }
        record.scheduler.advance(by: .seconds(3))
        record.viewModel.alert(.confirmSave)
        record.expect {
            $0.alert = nil
            $0.isOver = true
        }
        record.scheduler.advance(by: .seconds(6))
        expectSaved(record)
    }

    @Test func endingEarlyAndDiscardingLeavesTheStackAndSavesNothing() {
        let app = appShowingTheDetail(recording: true)
        app[RecordMeeting.self]?.endMeetingTapped()
        app[RecordMeeting.self]?.expect { $0.alert = .endMeeting(isDiscardable: true) }
        app[RecordMeeting.self]?.alert(.confirmDiscard)
        app.expect { $0.path.removeLast() }
        app.scheduler.advance(by: .seconds(6))
    }

    @Test func nextSpeakerAndPastTheLastOnlySaving() async {
        let record = tester { RecordMeeting(.design, $0) }
        await record.receive()
        for speaker in 1...2 {
            record.viewModel.nextTapped()
            record.expect { $0.secondsElapsed = speaker * 2 }
            #expect(record.state.speakerIndex == speaker)
        }
        record.viewModel.nextTapped()
        record.expect { $0.alert = .endMeeting(isDiscardable: false) }
        record.viewModel.alert(.confirmSave)
        record.expect {
            $0.alert = nil
            $0.isOver = true
        }
        expectSaved(record)
    }

    @Test func speechFailsAndTheMeetingGoesOn() async {
        let record = tester(speech: .scripted("I completed the project", failing: true)) { RecordMeeting(.design, $0) }
        await record.receive { $0.transcript = "I completed the project" }
        await record.receive {
            $0.alert = .speechRecognizerFailed
            $0.transcript += " ❌"
        }
        record.viewModel.answer(\.alert)
        record.expect { $0.alert = nil }
        runToTheEnd(record, saving: "I completed the project ❌")
        await record.finish()
    }

    @Test func speechFailsAndTheMeetingIsDiscarded() async {
        let record = tester(speech: .scripted(nil, failing: true)) { RecordMeeting(.design, $0) }
        await record.receive { $0.alert = .speechRecognizerFailed }
        record.viewModel.alert(.confirmDiscard)
        record.expect {
            $0.alert = nil
            $0.isOver = true
        }
        #expect(record.viewModel.world.standups.value == [.design])
        #expect(record.isDismissed)
        await record.finish()
    }
}
