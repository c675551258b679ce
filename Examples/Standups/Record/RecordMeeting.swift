import Foundation
import Fractal

/// A meeting in progress: a timer that moves from speaker to speaker, and a transcript.
package struct RecordMeetingState: Equatable, Sendable {
    package var alert: AlertState<RecordAlert>?
    package var secondsElapsed = 0
    package var speakerIndex = 0
    package var standup: Standup
    package var transcript = ""

    /// Creates the recording of a meeting of `standup`.
    package init(standup: Standup) {
        self.standup = standup
    }

    /// The time left.
    package var durationRemaining: Duration { standup.duration - .seconds(secondsElapsed) }
}

package enum RecordAlert: Equatable, Sendable {
    case confirmDiscard, confirmSave, resume
}

package enum RecordMeetingEvent: Equatable, Sendable {
    case alert(RecordAlert)
    case endMeetingTapped
    case nextTapped
    case started
    case speechFailed
    case speechResult(String)
    case timerTicked

    static let alertCase = Case(alert) { if case .alert(let event) = $0 { event } else { nil } }
}

/// What the recording tells the app: the meeting to keep.
package enum RecordMeetingOutput: Equatable, Sendable {
    case saved(Meeting, standup: Standup.ID)
}

private enum RecordTimer: Hashable, Sendable { case id }

/// The recording's reducer.
package func recordMeeting(_ environment: StandupsEnvironment) -> Reducer<RecordMeetingState, RecordMeetingEvent, RecordMeetingOutput> {
    let save = { @Sendable (state: RecordMeetingState) -> Effect<RecordMeetingEvent, RecordMeetingOutput> in
        let meeting = Meeting(id: environment.uuid(), date: environment.now(), transcript: state.transcript)
        return .merge(.output(.saved(meeting, standup: state.standup.id)), .dismiss)
    }
    return Reducer { state, event in
        switch event {
        case .alert(.confirmDiscard):
            return .dismiss
        case .alert(.confirmSave):
            return save(state)
        case .alert(.resume):
            return .none
        case .endMeetingTapped:
            state.alert = .endMeeting(isDiscardable: true)
        case .nextTapped:
            guard state.speakerIndex < state.standup.attendees.count - 1 else {
                state.alert = .endMeeting(isDiscardable: false)
                return .none
            }
            state.speakerIndex += 1
            state.secondsElapsed = state.speakerIndex * Int(state.standup.durationPerAttendee.components.seconds)
        case .started:
            return .merge(
                .send(.timerTicked, every: .seconds(1), id: RecordTimer.id),
                .run { send in
                    var status = environment.speech.authorizationStatus()
                    if status == .notDetermined { status = await environment.speech.requestAuthorization() }
                    guard status == .authorized else { return }
                    do {
                        for try await transcript in environment.speech.transcripts() { send(.speechResult(transcript)) }
                    } catch {
                        send(.speechFailed)
                    }
                })
        case .speechFailed:
            if !state.transcript.isEmpty { state.transcript += " ❌" }
            state.alert = .speechRecognizerFailed
        case .speechResult(let transcript):
            state.transcript = transcript
        case .timerTicked:
            guard state.alert == nil else { return .none }
            state.secondsElapsed += 1
            let secondsPerAttendee = Int(state.standup.durationPerAttendee.components.seconds)
            guard state.secondsElapsed.isMultiple(of: max(secondsPerAttendee, 1)) else { return .none }
            if state.secondsElapsed >= state.standup.duration.components.seconds { return save(state) }
            state.speakerIndex += 1
        }
        return .none
    }
    .ifLet(\.alert, event: RecordMeetingEvent.alertCase)
}

extension AlertState where Event == RecordAlert {
    package static func endMeeting(isDiscardable: Bool) -> AlertState {
        AlertState(
            title: "End meeting?", message: "You are ending the meeting early. What would you like to do?",
            buttons: [AlertButton("Save and end", event: .confirmSave)]
                + (isDiscardable ? [AlertButton("Discard", role: .destructive, event: .confirmDiscard)] : [])
                + [AlertButton("Resume", role: .cancel, event: .resume)])
    }

    package static let speechRecognizerFailed = AlertState(
        title: "Speech recognition failure",
        message: "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. "
            + "What do you want to do?",
        buttons: [AlertButton("Continue meeting", role: .cancel, event: .resume), AlertButton("Discard meeting", role: .destructive, event: .confirmDiscard)])
}
