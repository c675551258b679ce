import Fractal

/// What the stand-ups demo shows, from the states its views were given: the
/// screen on top, with the view model a command on it calls, and the alert
/// over it, if any.
enum VisibleScreen {
    case list(IdentifiedList<Standup>)
    case addForm(StandupForm, StandupForm.State)
    case detail(StandupDetail, StandupDetail.State)
    /// The edit form over a detail.
    case editForm(StandupDetail, StandupForm, StandupForm.State)
    case meeting(Meeting, standup: Standup)
    case recorder(RecordMeeting, RecordMeeting.State)

    /// An alert's answer: the button's value, for the view model showing the alert.
    enum Answer: Equatable, Sendable {
        case detail(StandupDetail, DetailAlert)
        case record(RecordMeeting, RecordAlert)
    }

    /// The alert shown over the screen, its buttons answering its view model.
    var alert: AlertState<Answer>? {
        switch self {
        case .detail(let detail, let state): state.alert?.map { .detail(detail, $0) }
        case .recorder(let record, let state): state.alert?.map { .record(record, $0) }
        case .list, .addForm, .editForm, .meeting: nil
        }
    }

    /// Takes the alert shown over the screen away, as a button with no event does.
    func dismissAlert() {
        switch self {
        case .detail(let detail, _): detail.answer(\.alert)
        case .recorder(let record, _): record.answer(\.alert)
        case .list, .addForm, .editForm, .meeting: break
        }
    }

    /// The route of the screen (`standups/<id>/record`).
    var route: StandupsRoute {
        switch self {
        case .list, .addForm: .list
        case .detail(_, let state): .detail(state.standup.id)
        case .editForm(_, _, let form): .detail(form.standup.id)  // the form edits the detail's stand-up
        case .meeting(_, let standup): .detail(standup.id)
        case .recorder(_, let state): .record(state.standup.id)
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
