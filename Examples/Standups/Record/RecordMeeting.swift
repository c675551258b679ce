import Foundation
import Fractal

/// A meeting in progress: a clock that moves from speaker to speaker, and a transcript.
final class RecordMeeting: ViewModel {
    struct State: Equatable {
        var alert: AlertState<RecordAlert>?
        var isOver = false
        var secondsElapsed = 0
        var standup: Standup
        var transcript = ""

        /// The time left.
        var durationRemaining: Duration { standup.duration - .seconds(secondsElapsed) }
        /// Each attendee's share of the meeting, in whole seconds (at least one).
        var secondsPerAttendee: Int { max(Int(standup.durationPerAttendee.components.seconds), 1) }
        /// Who speaks now: the clock moves to the next attendee at the end of each share.
        var speakerIndex: Int { min(secondsElapsed / secondsPerAttendee, max(standup.attendees.count - 1, 0)) }
    }
    let states: MutableProperty<State>
    let world: World

    /// The recording of a meeting of `standup`.
    init(_ standup: Standup, _ world: World) {
        states = MutableProperty(State(standup: standup))
        self.world = world
    }

    /// Starts the transcript (a task the recorder owns, cancelled when it is dismissed) and returns
    /// the clock.
    func whilePresented() -> (any Disposable)? {
        startTask(id: "speech") { model in
            guard await model.world.speech.requestAuthorization() == .authorized else { return }
            do {
                for try await transcript in model.world.speech.transcripts() { model.modify { $0.transcript = transcript } }
            } catch {
                model.modify {
                    if !$0.transcript.isEmpty { $0.transcript += " ❌" }
                    $0.alert = .speechRecognizerFailed
                }
            }
        }
        return world.scheduler.schedule(every: .seconds(1)) { [weak self] in self?.tick() }
    }

    func alert(_ button: RecordAlert) {
        guard answer(\.alert) else { return }
        end(saving: button == .confirmSave)
    }

    func endMeetingTapped() { modify { $0.alert = .endMeeting(isDiscardable: true) } }

    func nextTapped() {
        modify {
            guard $0.speakerIndex < $0.standup.attendees.count - 1 else { return $0.alert = .endMeeting(isDiscardable: false) }
            $0.secondsElapsed = ($0.speakerIndex + 1) * $0.secondsPerAttendee
        }
    }

    func tick() {
        modify { if $0.alert == nil, !$0.isOver { $0.secondsElapsed += 1 } }
        if state.durationRemaining <= .zero { end(saving: true) }
    }

    /// Ends the meeting once, however many taps and ticks ask (the clock runs until the view lets
    /// the recorder go): saves it if `saving`, and takes the recorder off the stack.
    private func end(saving: Bool) {
        let wasOver = modify { state in
            defer { state.isOver = true }
            return state.isOver
        }
        guard !wasOver else { return }
        if saving {
            let meeting = Meeting(id: world.uuid(), date: world.now(), transcript: state.transcript)
            world.standups.modify { $0[id: state.standup.id]?.meetings.insert(meeting, at: 0) }
        }
        dismiss()
    }
}

/// The buttons of the recorder's alerts that do more than dismiss them.
enum RecordAlert {
    case confirmDiscard, confirmSave
}

extension AlertState where Event == RecordAlert {
    static func endMeeting(isDiscardable: Bool) -> AlertState {
        AlertState(
            title: "End meeting?", message: "You are ending the meeting early. What would you like to do?",
            buttons: [AlertButton("Save and end", event: .confirmSave)]
                + (isDiscardable ? [AlertButton("Discard", role: .destructive, event: .confirmDiscard)] : [])
                + [AlertButton("Resume", role: .cancel)])
    }

    static let speechRecognizerFailed = AlertState(
        title: "Speech recognition failure",
        message: "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. "
            + "What do you want to do?",
        buttons: [AlertButton("Continue meeting", role: .cancel), AlertButton("Discard meeting", role: .destructive, event: .confirmDiscard)])
}
