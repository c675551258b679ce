import Foundation
import Fractal
import Standups

/// The form that adds or edits a stand-up.
package final class StandupForm: ViewModel {
    package struct State: Equatable {
        package var focus: Field? = .title
        package var standup: Standup
    }

    /// A field that can have the keyboard.
    package enum Field: Hashable, Sendable {
        case attendee(Attendee.ID)
        case title
    }
    package let states: MutableProperty<State>
    let world: World

    /// A form for `standup`, with one attendee to fill in if it has none.
    package init(_ standup: Standup, _ world: World) {
        var standup = standup
        if standup.attendees.isEmpty { standup.attendees.append(Attendee(id: world.uuid())) }
        (states, self.world) = (MutableProperty(State(standup: standup)), world)
    }

    package func addAttendeeTapped() {
        modify {
            $0.standup.attendees.append(Attendee(id: world.uuid()))
            $0.focus = .attendee($0.standup.attendees.last!.id)
        }
    }

    package func deleteAttendees(atOffsets offsets: [Int]) {
        modify {
            $0.standup.attendees.remove(atOffsets: offsets)
            if $0.standup.attendees.isEmpty { $0.standup.attendees.append(Attendee(id: world.uuid())) }
            let index = min(offsets.min() ?? 0, $0.standup.attendees.count - 1)
            $0.focus = .attendee($0.standup.attendees[index].id)
        }
    }
}
