import Fractal

// A screen that changes what an ancestor shows: drafts whose state is a
// reducer, on a stack in the desk's state; a draft takes itself off through
// the link, from its effect.

struct DraftState: Equatable {
    var text = ""
}

enum DraftEvent: Sendable {
    case edited(String)
    case discardTapped
}

typealias DraftStore = Store<DraftState, DraftEvent, Never>

/// A draft on the desk's stack: its store, under an id no other draft of
/// the desk has had, so that it is found without reading its state.
struct Draft: Equatable, Identifiable {
    let id: Int
    let store: DraftStore
}

struct DeskNavigation {
    let drafts = StateLink<[Draft]>()
}

final class DeskModel: ViewModel {
    struct State: Equatable {
        var drafts: [Draft] = []
        var nextID = 0
    }
    let states = MutableProperty(State())
    let navigation: DeskNavigation
    let scheduler: any TimedScheduler

    init(_ navigation: DeskNavigation, scheduler: any TimedScheduler) {
        (self.navigation, self.scheduler) = (navigation, scheduler)
        navigation.drafts.link(\.drafts, of: self)
    }

    func newDraftTapped() {
        modify {
            $0.drafts.append(Draft(id: $0.nextID, store: makeDraft($0.nextID, navigation, scheduler: scheduler)))
            $0.nextID += 1
        }
    }
}

/// The store of the draft `id`: its reducer changes only its state, so
/// discarding it changes the desk's stack from an effect.
func makeDraft(_ id: Int, _ navigation: DeskNavigation, scheduler: any TimedScheduler) -> DraftStore {
    DraftStore(initial: DraftState(), scheduler: scheduler) { state, event in
        switch event {
        case .edited(let text):
            state.text = text
            return .none
        case .discardTapped:
            return .run { _ in navigation.drafts.modify { $0.removeAll { $0.id == id } } }
        }
    }
}
