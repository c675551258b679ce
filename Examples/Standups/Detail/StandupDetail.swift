import Foundation
import Fractal

/// A stand-up's screen: its info and past meetings, editing, deleting, and starting a meeting.
package struct StandupDetailState: Equatable, Sendable {
    package var destination: Destination?
    package var standup: Standup

    /// What the screen shows over itself.
    package enum Destination: Equatable, Sendable {
        case alert(AlertState<DetailAlert>)
        case edit(StandupFormState)

        static let alertCase = Case(Destination.alert) { if case .alert(let alert) = $0 { alert } else { nil } }
        static let editCase = Case(Destination.edit) { if case .edit(let form) = $0 { form } else { nil } }
    }

    /// Creates the screen of `standup`.
    package init(standup: Standup, destination: Destination? = nil) {
        (self.standup, self.destination) = (standup, destination)
    }
}

package enum DetailAlert: Equatable, Sendable {
    case confirmDeletion, continueWithoutRecording, openSettings, cancel
}

package enum StandupDetailEvent: Equatable, Sendable {
    case alert(DetailAlert)
    case cancelEditTapped
    case deleteMeetings(atOffsets: [Int])
    case deleteTapped
    case doneEditingTapped
    case edit(StandupFormEvent)
    case editTapped
    case meetingTapped(Meeting.ID)
    case startMeetingTapped

    static let alertCase = Case(alert) { if case .alert(let event) = $0 { event } else { nil } }
    static let editCase = Case(edit) { if case .edit(let event) = $0 { event } else { nil } }
}

/// What the screen tells the app.
package enum StandupDetailOutput: Equatable, Sendable {
    case changed(Standup)
    case deleted(Standup.ID)
    case startMeeting
}

/// The screen's reducer.
package func standupDetail(_ environment: StandupsEnvironment) -> Reducer<StandupDetailState, StandupDetailEvent, StandupDetailOutput> {
    Reducer { state, event in
        switch event {
        case .alert(.confirmDeletion):
            return .merge(.output(.deleted(state.standup.id)), .dismiss)
        case .alert(.continueWithoutRecording):
            return .output(.startMeeting)
        case .alert(.openSettings):
            return .run { _ in await environment.openSettings() }
        case .cancelEditTapped:
            state.destination = nil
        case .deleteMeetings(let offsets):
            state.standup.meetings.remove(atOffsets: offsets)
            return .output(.changed(state.standup))
        case .deleteTapped:
            state.destination = .alert(.deleteStandup)
        case .doneEditingTapped:
            guard case .edit(let form)? = state.destination else { return .none }
            state.standup = form.standup
            state.destination = nil
            return .output(.changed(state.standup))
        case .editTapped:
            state.destination = .edit(StandupFormState(standup: state.standup, uuid: environment.uuid))
        case .startMeetingTapped:
            switch environment.speech.authorizationStatus() {
            case .notDetermined, .authorized: return .output(.startMeeting)
            case .denied: state.destination = .alert(.speechRecognitionDenied)
            case .restricted: state.destination = .alert(.speechRecognitionRestricted)
            }
        case .alert(.cancel), .edit, .meetingTapped:
            break
        }
        return .none
    }
    .ifLet(\.destination, case: StandupDetailState.Destination.editCase, event: StandupDetailEvent.editCase, child: standupForm(environment))
    .ifLet(\.destination, case: StandupDetailState.Destination.alertCase, event: StandupDetailEvent.alertCase)
}

extension AlertState where Event == DetailAlert {
    package static let deleteStandup = AlertState(
        title: "Delete?", message: "Are you sure you want to delete this meeting?",
        buttons: [AlertButton("Yes", role: .destructive, event: .confirmDeletion), AlertButton("Nevermind", role: .cancel, event: .cancel)])

    package static let speechRecognitionDenied = AlertState(
        title: "Speech recognition denied",
        message: "You previously denied speech recognition and so your meeting will not be recorded. "
            + "You can enable speech recognition in settings, or you can continue without recording.",
        buttons: [
            AlertButton("Continue without recording", event: .continueWithoutRecording),
            AlertButton("Open settings", event: .openSettings), AlertButton("Cancel", role: .cancel, event: .cancel),
        ])

    package static let speechRecognitionRestricted = AlertState(
        title: "Speech recognition restricted",
        message: "Your device does not support speech recognition and so your meeting will not be recorded.",
        buttons: [AlertButton("Continue without recording", event: .continueWithoutRecording), AlertButton("Cancel", role: .cancel, event: .cancel)])
}
