import Foundation
import Fractal

/// The form that adds or edits a stand-up.
final class StandupForm: ViewModel {
    struct State: Equatable {
        var focus: Field? = .title
        var standup: Standup
    }

    /// A field that can have the keyboard.
    enum Field: Hashable {
        case attendee(Attendee.ID)
        case title
    }
    let states: MutableProperty<State>
    let world: World

    /// A form for `standup`, with one attendee to fill in if it has none.
    init(_ standup: Standup, _ world: World) {
        states = MutableProperty(State(standup: standup))
        self.world = world
        modify { if $0.standup.attendees.isEmpty { addAttendee(&$0) } }
    }

    func addAttendeeTapped() {
        modify {
            addAttendee(&$0)
            $0.focus = .attendee($0.standup.attendees.last!.id)
        }
    }

    func deleteAttendees(atOffsets offsets: [Int]) {
        modify {
            $0.standup.attendees.remove(atOffsets: offsets)
            if $0.standup.attendees.isEmpty { addAttendee(&$0) }
            let index = min(offsets.min() ?? 0, $0.standup.attendees.count - 1)
            $0.focus = .attendee($0.standup.attendees[index].id)
        }
    }

    /// Adds an attendee to fill in, with a new id.
    private func addAttendee(_ state: inout State) { state.standup.attendees.append(Attendee(id: world.uuid())) }
}
