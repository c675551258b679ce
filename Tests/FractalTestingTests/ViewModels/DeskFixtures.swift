import Fractal

// The desk of `ViewModels.md`'s "A screen that changes what an ancestor
// shows": drafts whose state is a reducer, on a stack in the desk's state;
// a draft takes itself off through the link, from its effect.

struct DraftState: Equatable {
    var id: Int
    var text = ""
}

enum DraftEvent: Sendable {
    case edited(String)
    case discardTapped
}

typealias DraftStore = Store<DraftState, DraftEvent, Never>

struct DeskNavigation {
    let drafts = StateLink<[DraftStore]>()
}

final class DeskModel: ViewModel {
    struct State: Equatable {
        var drafts: [DraftStore] = []
    }
    let states = MutableProperty(State())
    let navigation: DeskNavigation
    let scheduler: any TimedScheduler

    init(_ navigation: DeskNavigation, scheduler: any TimedScheduler) {
        (self.navigation, self.scheduler) = (navigation, scheduler)
        navigation.drafts.link(\.drafts, of: self)
    }

    func newDraftTapped() { modify { $0.drafts.append(makeDraft($0.drafts.count, navigation, scheduler: scheduler)) } }
}

/// A draft numbered `id`: its reducer changes only its state, so discarding
/// it changes the desk's stack from an effect.
func makeDraft(_ id: Int, _ navigation: DeskNavigation, scheduler: any TimedScheduler) -> DraftStore {
    DraftStore(initial: DraftState(id: id), scheduler: scheduler) { state, event in
        switch event {
        case .edited(let text):
            state.text = text
            return .none
        case .discardTapped:
            return .run { [id = state.id] _ in navigation.drafts.modify { $0.removeAll { $0.states.value.id == id } } }
        }
    }
}
