import Foundation
import Fractal

/// The form that adds or edits a stand-up.
package struct StandupFormState: Equatable, Sendable {
    package var focus: Field? = .title
    package var standup: Standup

    /// A field that can have the keyboard.
    package enum Field: Hashable, Sendable {
        case attendee(Attendee.ID)
        case title
    }

    /// A form for `standup`, with one attendee to fill in if it has none.
    package init(standup: Standup, uuid: () -> UUID) {
        self.standup = standup
        if self.standup.attendees.isEmpty { self.standup.attendees.append(Attendee(id: uuid())) }
    }
}

package enum StandupFormEvent: Equatable, Sendable {
    case addAttendeeTapped
    case deleteAttendees(atOffsets: [Int])
    case edited(Standup)
    case focusChanged(StandupFormState.Field?)
}

/// The form's reducer.
package func standupForm(_ environment: StandupsEnvironment) -> Reducer<StandupFormState, StandupFormEvent, Never> {
    Reducer { state, event in
        switch event {
        case .addAttendeeTapped:
            let attendee = Attendee(id: environment.uuid())
            state.standup.attendees.append(attendee)
            state.focus = .attendee(attendee.id)
        case .deleteAttendees(let offsets):
            state.standup.attendees.remove(atOffsets: offsets)
            if state.standup.attendees.isEmpty { state.standup.attendees.append(Attendee(id: environment.uuid())) }
            guard let first = offsets.min() else { return .none }
            state.focus = .attendee(state.standup.attendees[min(first, state.standup.attendees.count - 1)].id)
        case .edited(let standup):
            state.standup = standup
        case .focusChanged(let focus):
            state.focus = focus
        }
        return .none
    }
}
