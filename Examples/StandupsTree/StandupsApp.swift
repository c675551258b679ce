import Foundation
import Fractal
import Standups

/// The list of stand-ups at the root, the form that adds one, and the screens pushed over it.
package final class StandupsApp: ViewModel {
    package struct State: Equatable {
        package var add: StandupForm?
        package var path: [Screen] = []
        package var standups: IdentifiedList<Standup> = []
        package var storageError: StorageError?
    }
    package let states = MutableProperty(State())
    let world: World

    package init(_ world: World) { self.world = world }

    /// Shows the stand-ups and the screens pushed, and keeps the stand-ups on disk; the screens go
    /// with the app's presentation.
    package func whilePresented() -> (any Disposable)? {
        CompositeDisposable([
            bind(\.standups, to: world.standups), bind(\.path, to: world.path), AnyDisposable { [world] in world.path.value = [] },
            world.standups.persist(to: world.storage) { [weak self] error in self?.modify { $0.storageError = error } },
        ])
    }

    package func storageErrorDismissed() { modify { $0.storageError = nil } }

    package func addTapped() { modify { $0.add = StandupForm(Standup(id: world.uuid()), world) } }

    package func dismissAddTapped() { modify { $0.add = nil } }

    package func confirmAddTapped() {
        guard let form = state.add?.state.standup else { return }
        var standup = form
        standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if standup.attendees.isEmpty { standup.attendees.append(form.attendees.first ?? Attendee(id: world.uuid())) }
        world.standups.modify { $0.append(standup) }
        modify { $0.add = nil }
    }

    package func standupTapped(_ id: Standup.ID) { world.push(.detail(StandupDetail(id, world))) }
}
