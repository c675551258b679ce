import Fractal
import Standups

/// What the stand-ups demo shows, read from the app's state: the screen on
/// top (the list, the add form over it, or the last screen pushed), and the
/// alert over it, if any.
enum VisibleScreen {
    case list
    case addForm(StandupFormState)
    case detail(StackID, StandupDetailState)
    /// The edit form over a detail.
    case editForm(StackID, StandupFormState)
    case meeting(StackID, Meeting, standup: Standup)
    case recorder(StackID, RecordMeetingState)

    init(_ state: StandupsState) {
        guard let top = state.path.entries.last else {
            self = state.list.addForm.map(VisibleScreen.addForm) ?? .list
            return
        }
        switch top.element {
        case .detail(let detail):
            if case .edit(let form)? = detail.destination {
                self = .editForm(top.id, form)
            } else {
                self = .detail(top.id, detail)
            }
        case .meeting(let meeting, let standup): self = .meeting(top.id, meeting, standup: standup)
        case .record(let record): self = .recorder(top.id, record)
        }
    }

    /// The alert shown over the screen, its buttons sending the app's events.
    var alert: AlertState<StandupsEvent>? {
        switch self {
        case .detail(let id, let detail):
            guard case .alert(let alert)? = detail.destination else { return nil }
            return alert.map { .path(.element(id: id, event: .detail(.alert($0)))) }
        case .recorder(let id, let record):
            return record.alert?.map { .path(.element(id: id, event: .record(.alert($0)))) }
        case .list, .addForm, .editForm, .meeting:
            return nil
        }
    }

    /// Which commands the screen takes (without its alert).
    var place: CommandHelp.StandupsPlace {
        switch self {
        case .list: .list
        case .addForm, .editForm: .form
        case .detail: .detail
        case .meeting: .meeting
        case .recorder: .recorder
        }
    }
}
