import Foundation
import Fractal

/// The list of stand-ups at the root, the form that adds one, and the screens pushed over it.
final class StandupsApp: ViewModel {
    struct State: Equatable {
        var add: StandupForm?
        var path: [Screen] = []
        var standups: IdentifiedList<Standup> = []
        var storageError: StorageError?
    }
    let states: MutableProperty<State>
    let world: World

    /// The app in `world`, showing `storageError` (a failed load) from the start.
    init(_ world: World, storageError: StorageError? = nil) {
        states = MutableProperty(State(storageError: storageError))
        self.world = world
        world.path.link(\.path, of: self)
        handleDismissals(in: \.add)
        handleDismissals(in: \.path)
    }

    /// Shows the stand-ups and keeps them on disk.
    func whilePresented() -> (any Disposable)? {
        CompositeDisposable([
            bind(\.standups, to: world.standups),
            world.standups.persist(to: world.storage) { [weak self] error in self?.modify { $0.storageError = error } },
        ])
    }

    func storageErrorDismissed() { modify { $0.storageError = nil } }

    func addTapped() { modify { $0.add = StandupForm(Standup(id: world.uuid()), world) } }

    func confirmAddTapped() {
        guard var standup = modify({ $0.add.take() })?.state.standup else { return }
        let first = standup.attendees.first ?? Attendee(id: world.uuid())
        standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if standup.attendees.isEmpty { standup.attendees.append(first) }
        world.standups.modify { $0.append(standup) }
    }

    func deleteStandups(atOffsets offsets: [Int]) { world.standups.modify { $0.remove(atOffsets: offsets) } }

    func standupTapped(_ standup: Standup) { world.push(.detail(StandupDetail(standup, world))) }
}
