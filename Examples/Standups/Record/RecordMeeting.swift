import Foundation
import Fractal

/// A meeting in progress: a clock that moves from speaker to speaker, and a transcript.
final class RecordMeeting: ViewModel {
    struct State: Equatable {
        var alert: AlertState<RecordAlert>?
        var secondsElapsed = 0
        var standup: Standup
        var transcript = ""

        /// The time left.
        var durationRemaining: Duration { standup.duration - .seconds(secondsElapsed) }
        /// Each attendee's share of the meeting, in whole seconds (at least one).
        var secondsPerAttendee: Int { max(Int(standup.durationPerAttendee.components.seconds), 1) }
        /// Who speaks now: the clock moves to the next attendee at the end of each share.
        var speakerIndex: Int { min(secondsElapsed / secondsPerAttendee, standup.attendees.count - 1) }
    }
    let states: MutableProperty<State>
    let world: World

    /// The recording of a meeting of `standup`.
    init(_ standup: Standup, _ world: World) {
        states = MutableProperty(State(standup: standup))
        self.world = world
    }

    func whilePresented() -> (any Disposable)? {
        let speech = world.speech
        let task = Task { [weak self] in
            if speech.authorizationStatus() == .notDetermined { _ = await speech.requestAuthorization() }
            guard speech.authorizationStatus() == .authorized else { return }
            do {
                for try await transcript in speech.transcripts() { self?.modify { $0.transcript = transcript } }
            } catch {
                self?.modify {
                    if !$0.transcript.isEmpty { $0.transcript += " ❌" }
                    $0.alert = .speechRecognizerFailed
                }
            }
        }
        return CompositeDisposable([
            world.scheduler.schedule(every: .seconds(1)) { [weak self] in self?.tick() },
            AnyDisposable { task.cancel() },
        ])
    }

    func alert(_ button: RecordAlert) {
        modify { $0.alert = nil }
        switch button {
        case .confirmDiscard: world.pop(.record(self))
        case .confirmSave: save()
        case .resume: break
        }
    }

    func endMeetingTapped() { modify { $0.alert = .endMeeting(isDiscardable: true) } }

    func nextTapped() {
        modify {
            guard $0.speakerIndex < $0.standup.attendees.count - 1 else { return $0.alert = .endMeeting(isDiscardable: false) }
            $0.secondsElapsed = ($0.speakerIndex + 1) * $0.secondsPerAttendee
        }
    }

    func tick() {
        modify { if $0.alert == nil { $0.secondsElapsed += 1 } }
        if state.durationRemaining <= .zero { save() }
    }

    private func save() {
        let state = state
        world.standups.modify { $0[id: state.standup.id]?.meetings.insert(Meeting(id: world.uuid(), date: world.now(), transcript: state.transcript), at: 0) }
        world.pop(.record(self))
    }
}

/// The buttons of the recorder's alerts.
enum RecordAlert {
    case confirmDiscard, confirmSave, resume
}

extension AlertState where Event == RecordAlert {
    static func endMeeting(isDiscardable: Bool) -> AlertState {
        AlertState(
            title: "End meeting?", message: "You are ending the meeting early. What would you like to do?",
            buttons: [AlertButton("Save and end", event: .confirmSave)]
                + (isDiscardable ? [AlertButton("Discard", role: .destructive, event: .confirmDiscard)] : [])
                + [AlertButton("Resume", role: .cancel, event: .resume)])
    }

    static let speechRecognizerFailed = AlertState(
        title: "Speech recognition failure",
        message: "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. "
            + "What do you want to do?",
        buttons: [AlertButton("Continue meeting", role: .cancel, event: .resume), AlertButton("Discard meeting", role: .destructive, event: .confirmDiscard)])
}
