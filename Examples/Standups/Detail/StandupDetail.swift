import Foundation
import Fractal

/// A stand-up's screen: its info and past meetings, editing, deleting, and starting a meeting.
final class StandupDetail: ViewModel {
    struct State: Equatable {
        var alert: AlertState<DetailAlert>?
        var edit: StandupForm?
        var standup: Standup
    }
    let states: MutableProperty<State>
    let world: World

    /// The screen of `standup`, which it shows as `world` changes it.
    init(_ standup: Standup, _ world: World) {
        states = MutableProperty(State(standup: standup))
        self.world = world
        handleDismissals(in: \.edit)
    }

    func whilePresented() -> (any Disposable)? {
        let standup = state.standup
        return bind(\.standup, to: world.standups.map { $0[id: standup.id] ?? standup })
    }

    func alert(_ button: DetailAlert) {
        guard answer(\.alert) else { return }
        switch button {
        case .confirmDeletion:
            world.standups.modify { $0.remove(id: state.standup.id) }
            dismiss()
        case .continueWithoutRecording: startMeeting()
        case .openSettings: world.openSettings()
        }
    }

    func deleteMeetings(atOffsets offsets: [Int]) {
        world.standups.modify { $0[id: state.standup.id]?.meetings.remove(atOffsets: offsets) }
    }

    func deleteTapped() { modify { $0.alert = .deleteStandup } }

    func doneEditingTapped() {
        guard let standup = state.edit?.state.standup else { return }
        modify { $0.edit = nil }
        world.standups.modify { $0[id: standup.id] = standup }
    }

    func editTapped() { modify { $0.edit = StandupForm($0.standup, world) } }

    func meetingTapped(_ meeting: Meeting) { world.push(.meeting(meeting, state.standup)) }

    func startMeetingTapped() {
        switch world.speech.authorizationStatus() {
        case .notDetermined, .authorized: startMeeting()
        case .denied: modify { $0.alert = .speechRecognitionDenied }
        case .restricted: modify { $0.alert = .speechRecognitionRestricted }
        }
    }

    /// Pushes the recorder of a meeting of this stand-up.
    private func startMeeting() { world.push(.record(RecordMeeting(state.standup, world))) }
}

/// The buttons of the detail screen's alerts that do more than dismiss them.
enum DetailAlert {
    case confirmDeletion, continueWithoutRecording, openSettings
}

extension AlertState where Event == DetailAlert {
    static let deleteStandup = AlertState(
        title: "Delete?", message: "Are you sure you want to delete this meeting?",
        buttons: [AlertButton("Yes", role: .destructive, event: .confirmDeletion), AlertButton("Nevermind", role: .cancel)])

    static let speechRecognitionDenied = AlertState(
        title: "Speech recognition denied",
        message: "You previously denied speech recognition and so your meeting will not be recorded. "
            + "You can enable speech recognition in settings, or you can continue without recording.",
        buttons: [
            AlertButton("Continue without recording", event: .continueWithoutRecording),
            AlertButton("Open settings", event: .openSettings), AlertButton("Cancel", role: .cancel),
        ])

    static let speechRecognitionRestricted = AlertState(
        title: "Speech recognition restricted",
        message: "Your device does not support speech recognition and so your meeting will not be recorded.",
        buttons: [AlertButton("Continue without recording", event: .continueWithoutRecording), AlertButton("Cancel", role: .cancel)])
}
