import Fractal
import FractalTesting

/// A row of a checklist, the child feature of `forEach` over a list.
struct ChecklistItem: Identifiable, Equatable, Sendable {
    let id: Int
    var isDone = false
    var reminders = 0
}

enum ItemEvent: Equatable, Sendable {
    case toggled
    case remindersStarted
    case reminded
    case deleteTapped
}

enum ItemOutput: Equatable, Sendable {
    case completed
}

let item = Reducer<ChecklistItem, ItemEvent, ItemOutput> { item, event in
    switch event {
    case .toggled:
        item.isDone.toggle()
        return item.isDone ? .output(.completed) : .none
    case .remindersStarted:
        return .send(.reminded, every: .seconds(1), id: "reminder")
    case .reminded:
        item.reminders += 1
        return .none
    case .deleteTapped:
        return .dismiss
    }
}

struct ChecklistState: Equatable, Sendable {
    var items: IdentifiedList<ChecklistItem> = [ChecklistItem(id: 1), ChecklistItem(id: 2)]
    var completed = 0
}

enum ChecklistEvent: Equatable, Sendable {
    case item(id: Int, event: ItemEvent)
    case itemFinished(id: Int, output: ItemOutput)
    case clearTapped
}

/// The checklist of `Reducer.forEach(_:event:output:child:)`'s documentation.
func makeChecklist() -> Reducer<ChecklistState, ChecklistEvent, Never> {
    let itemEvents = Case(ChecklistEvent.item) { if case .item(let id, let event) = $0 { (id, event) } else { nil } }
    return Reducer<ChecklistState, ChecklistEvent, Never> { state, event in
        switch event {
        case .itemFinished(_, .completed): state.completed += 1
        case .clearTapped: state.items.removeAll { _ in true }
        case .item: break
        }
        return .none
    }
    .forEach(\.items, event: itemEvents, output: ChecklistEvent.itemFinished, child: item)
}

/// Settings that are always part of a profile: the child of `scope`.
struct SettingsState: Equatable, Sendable {
    var isPublic = false
}

enum SettingsEvent: Equatable, Sendable {
    case publicToggled
    case closeTapped
}

let settings = Reducer<SettingsState, SettingsEvent, Bool> { state, event in
    switch event {
    case .publicToggled:
        state.isPublic.toggle()
        return .merge(.output(state.isPublic), .run(id: "sync") { _ in })
    case .closeTapped:
        return .dismiss
    }
}

struct ProfileState: Equatable, Sendable {
    var settings = SettingsState()
    var changes = 0
}

enum ProfileEvent: Equatable, Sendable {
    case settings(SettingsEvent)
    case settingsChanged(Bool)
}

func makeProfile() -> Reducer<ProfileState, ProfileEvent, Never> {
    let settingsEvents = Case(ProfileEvent.settings) { if case .settings(let event) = $0 { event } else { nil } }
    return Reducer<ProfileState, ProfileEvent, Never> { state, event in
        if case .settingsChanged = event { state.changes += 1 }
        return .none
    }
    .scope(\.settings, event: settingsEvents, output: ProfileEvent.settingsChanged, child: settings)
}
