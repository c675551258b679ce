import Foundation
import Fractal
import Standups

/// A meeting in progress: a clock that moves from speaker to speaker, and a transcript.
package final class RecordMeeting: ViewModel {
    package struct State: Equatable {
        package var alert: AlertState<RecordAlert>?
        package var secondsElapsed = 0
        package var speakerIndex = 0
        package var standup: Standup
        package var transcript = ""

        /// The time left.
        package var durationRemaining: Duration { standup.duration - .seconds(secondsElapsed) }
    }
    package let states: MutableProperty<State>
    let world: World

    /// The recording of a meeting of `standup`.
    package init(_ standup: Standup, _ world: World) {
        (states, self.world) = (MutableProperty(State(standup: standup)), world)
    }

    package func whilePresented() -> (any Disposable)? {
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

    package func alert(_ button: RecordAlert) {
        modify { $0.alert = nil }
        switch button {
        case .confirmDiscard: world.pop(.record(self))
        case .confirmSave: save()
        case .resume: break
        }
    }

    package func endMeetingTapped() { modify { $0.alert = .endMeeting(isDiscardable: true) } }

    package func nextTapped() {
        modify {
            guard $0.speakerIndex < $0.standup.attendees.count - 1 else { return $0.alert = .endMeeting(isDiscardable: false) }
            $0.speakerIndex += 1
            $0.secondsElapsed = $0.speakerIndex * Int($0.standup.durationPerAttendee.components.seconds)
        }
    }

    func tick() {
        let isOver = modify { state -> Bool in
            guard state.alert == nil else { return false }
            state.secondsElapsed += 1
            guard state.secondsElapsed.isMultiple(of: max(Int(state.standup.durationPerAttendee.components.seconds), 1)) else { return false }
            if state.secondsElapsed >= state.standup.duration.components.seconds { return true }
            state.speakerIndex += 1
            return false
        }
        if isOver { save() }
    }

    private func save() {
        let (meeting, id) = (Meeting(id: world.uuid(), date: world.now(), transcript: state.transcript), state.standup.id)
        world.standups.modify { $0[id: id]?.meetings.insert(meeting, at: 0) }
        world.pop(.record(self))
    }
}
