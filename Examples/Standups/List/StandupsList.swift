import Foundation
import Fractal

/// The list of stand-ups, and the form that adds one.
package struct StandupsListState: Equatable, Sendable {
    package var addForm: StandupFormState?
    package var standups: IdentifiedList<Standup>

    /// Creates the list of `standups`.
    package init(standups: IdentifiedList<Standup> = [], addForm: StandupFormState? = nil) {
        (self.standups, self.addForm) = (standups, addForm)
    }
}

package enum StandupsListEvent: Equatable, Sendable {
    case addForm(StandupFormEvent)
    case addTapped
    case confirmAddTapped
    case deleteStandups(atOffsets: [Int])
    case dismissAddTapped
    case standupTapped(Standup.ID)

    static let addFormCase = Case(addForm) { if case .addForm(let event) = $0 { event } else { nil } }
}

/// The list's reducer.
package func standupsList(_ environment: StandupsEnvironment) -> Reducer<StandupsListState, StandupsListEvent, Never> {
    Reducer { state, event in
        switch event {
        case .addTapped:
            state.addForm = StandupFormState(standup: Standup(id: environment.uuid()), uuid: environment.uuid)
        case .confirmAddTapped:
            guard var standup = state.addForm?.standup else { return .none }
            standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
            if standup.attendees.isEmpty {
                standup.attendees.append(state.addForm?.standup.attendees.first ?? Attendee(id: environment.uuid()))
            }
            state.standups.append(standup)
            state.addForm = nil
        case .deleteStandups(let offsets):
            state.standups.remove(atOffsets: offsets)
        case .dismissAddTapped:
            state.addForm = nil
        case .addForm, .standupTapped:
            break
        }
        return .none
    }
    .ifLet(\.addForm, event: StandupsListEvent.addFormCase, child: standupForm(environment))
}
