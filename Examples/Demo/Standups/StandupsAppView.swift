import Fractal

/// What the stand-ups views share: the scheduler their presenters bind on
/// (the UI's at a terminal, the virtual clock in a script), and who to tell
/// when what they show has changed.
@MainActor
final class StandupsViews {
    let scheduler: any Scheduler
    /// Called after each bind: a state has arrived.
    var changed: () -> Void = {}

    init(scheduler: any Scheduler) { self.scheduler = scheduler }
}

/// The app's root view (a ``StandupsApp`` presented here): the list, the add
/// form while the app's state has one, and a view per screen pushed. Each
/// child view model gets a view of its own while it is in the app's state:
/// the add form a ``StandupFormView``, a detail a ``StandupDetailView``, a
/// recorder a ``RecordMeetingView`` (its presentation runs its clock). A
/// past meeting has no view model: it is drawn from the path.
@MainActor
final class StandupsAppView {
    let views: StandupsViews
    /// The last state the app was given; `nil` until its first bind.
    private(set) var state: StandupsApp.State?
    private let add: ChildPresentations<StandupForm, StandupFormView>
    private let details: ChildPresentations<StandupDetail, StandupDetailView>
    private let records: ChildPresentations<RecordMeeting, RecordMeetingView>

    init(views: StandupsViews) {
        self.views = views
        add = ChildPresentations(makeView: { StandupFormView(views: views) }, presenter: \.presenter)
        details = ChildPresentations(makeView: { StandupDetailView(views: views) }, presenter: \.presenter, close: { $0.close() })
        records = ChildPresentations(makeView: { RecordMeetingView(views: views) }, presenter: \.presenter)
    }

    /// Keeps each state the app presents, and presents the children in it.
    nonisolated var presenter: Presenter<StandupsApp.State> {
        Presenter.UI(on: views.scheduler) { state in
            self.show(state)
            return nil
        }
    }

    private func show(_ state: StandupsApp.State) {
        self.state = state
        add.update(state.add.map { [$0] } ?? [])
        details.update(state.path.compactMap { if case .detail(let detail) = $0 { detail } else { nil } })
        records.update(state.path.compactMap { if case .record(let record) = $0 { record } else { nil } })
        views.changed()
    }

    /// Disposes every child's presentation, when the app's is disposed.
    func close() {
        add.disposeAll()
        details.disposeAll()
        records.disposeAll()
    }

    /// What is on top, drawn from the states the views were given: the
    /// list, the add form over it, or the last screen pushed (the detail's
    /// edit form over it). A view not yet given its state shows the list.
    var visible: VisibleScreen {
        guard let state else { return .list([]) }
        guard let top = state.path.last else {
            if let form = state.add, let formState = add.view(of: form)?.state { return .addForm(form, formState) }
            return .list(state.standups)
        }
        switch top {
        case .detail(let detail):
            guard let view = details.view(of: detail), let detailState = view.state else { return .list(state.standups) }
            if let form = detailState.edit, let formState = view.view(of: form)?.state { return .editForm(detail, form, formState) }
            return .detail(detail, detailState)
        case .meeting(let meeting, let standup):
            return .meeting(meeting, standup: standup)
        case .record(let record):
            guard let recordState = records.view(of: record)?.state else { return .list(state.standups) }
            return .recorder(record, recordState)
        }
    }
}
