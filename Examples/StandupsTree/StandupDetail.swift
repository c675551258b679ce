import Foundation
import Fractal
import Standups

/// A stand-up's screen: its info and past meetings, editing, deleting, and starting a meeting.
package final class StandupDetail: ViewModel {
    package struct State: Equatable {
        package var alert: AlertState<DetailAlert>?
        package var edit: StandupForm?
        package var standup: Standup
    }
    package let states: MutableProperty<State>
    let world: World

    /// The screen of the stand-up `id`.
    package init(_ id: Standup.ID, _ world: World) {
        (states, self.world) = (MutableProperty(State(standup: world.standups.value[id: id] ?? Standup(id: id))), world)
    }

    package func whilePresented() -> (any Disposable)? {
        let standup = state.standup
        return bind(\.standup, to: world.standups.map { $0[id: standup.id] ?? standup })
    }

    package func alert(_ button: DetailAlert) {
        modify { $0.alert = nil }
        switch button {
        case .confirmDeletion:
            let id = state.standup.id
            world.standups.modify { $0.remove(id: id) }
            world.pop(.detail(self))
        case .continueWithoutRecording: world.push(.record(RecordMeeting(state.standup, world)))
        case .openSettings: Task { await world.openSettings() }
        case .cancel: break
        }
    }

    package func cancelEditTapped() { modify { $0.edit = nil } }

    package func deleteMeetings(atOffsets offsets: [Int]) { change { $0.meetings.remove(atOffsets: offsets) } }

    package func deleteTapped() { modify { $0.alert = .deleteStandup } }

    package func doneEditingTapped() {
        guard let standup = state.edit?.state.standup else { return }
        modify { $0.edit = nil }
        change { $0 = standup }
    }

    package func editTapped() { modify { $0.edit = StandupForm($0.standup, world) } }

    package func meetingTapped(_ id: Meeting.ID) {
        guard let meeting = state.standup.meetings[id: id] else { return }
        world.push(.meeting(meeting, state.standup))
    }

    package func startMeetingTapped() {
        switch world.speech.authorizationStatus() {
        case .notDetermined, .authorized: world.push(.record(RecordMeeting(state.standup, world)))
        case .denied: modify { $0.alert = .speechRecognitionDenied }
        case .restricted: modify { $0.alert = .speechRecognitionRestricted }
        }
    }

    /// Changes the stand-up where it is kept: the list and every screen showing it follow.
    private func change(_ body: (inout Standup) -> Void) {
        var standup = state.standup
        body(&standup)
        world.standups.modify { $0[id: standup.id] = standup }
    }
}
