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
        var standup = standup
        if standup.attendees.isEmpty { standup.attendees.append(Attendee(id: world.uuid())) }
        states = MutableProperty(State(standup: standup))
        self.world = world
    }

    func addAttendeeTapped() {
        modify {
            $0.standup.attendees.append(Attendee(id: world.uuid()))
            $0.focus = .attendee($0.standup.attendees.last!.id)
        }
    }

    func deleteAttendees(atOffsets offsets: [Int]) {
        modify {
            $0.standup.attendees.remove(atOffsets: offsets)
            if $0.standup.attendees.isEmpty { $0.standup.attendees.append(Attendee(id: world.uuid())) }
            let index = min(offsets.min() ?? 0, $0.standup.attendees.count - 1)
            $0.focus = .attendee($0.standup.attendees[index].id)
        }
    }
}
