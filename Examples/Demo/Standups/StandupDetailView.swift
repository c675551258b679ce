import Fractal

/// A stand-up's detail (a ``StandupDetail`` presented here): its length and
/// theme, the past meetings (numbered, as `open N` and `remove N` count
/// them, newest first) and the attendees. It presents the edit form, while
/// the detail's state has one, into a ``StandupFormView``.
@MainActor
final class StandupDetailView {
    let views: StandupsViews
    /// The last state the detail was given; `nil` until its first bind.
    private(set) var state: StandupDetail.State?
    /// The edit form's presentation, while there is one.
    private let edit: ChildPresentations<StandupForm, StandupFormView>

    init(views: StandupsViews) {
        self.views = views
        edit = ChildPresentations(makeView: { StandupFormView(views: views) }, presenter: \.presenter)
    }

    /// Keeps each state the detail presents, and presents its edit form.
    nonisolated var presenter: Presenter<StandupDetail.State> {
        Presenter.UI(on: views.scheduler) { state in
            self.state = state
            self.edit.update(state.edit.map { [$0] } ?? [])
            self.views.changed()
            return nil
        }
    }

    /// The view the edit form `form` is presented into, once presented.
    func view(of form: StandupForm) -> StandupFormView? { edit.view(of: form) }

    /// Disposes the edit form's presentation, when the detail's is disposed.
    func close() { edit.disposeAll() }

    nonisolated static func lines(_ detail: StandupDetail.State) -> [ScreenLine] {
        let standup = detail.standup
        var lines = [
            ScreenLine(text: StandupsText.title(standup), isBold: true),
            ScreenLine(text: "  Length: \(StandupsText.length(standup.duration)) · Theme: \(standup.theme.rawValue)"),
            ScreenLine(text: ""),
            ScreenLine(text: "  Past meetings:"),
        ]
        for (index, meeting) in standup.meetings.enumerated() {
            lines.append(ScreenLine(text: "    \(index + 1). \(StandupsText.date(meeting.date)) · \(summary(meeting.transcript))"))
        }
        if standup.meetings.isEmpty { lines.append(ScreenLine(text: "    (none yet: 'start' one)")) }
        lines.append(ScreenLine(text: "  Attendees:"))
        for attendee in standup.attendees {
            lines.append(ScreenLine(text: "    - \(StandupsText.name(attendee))"))
        }
        return lines
    }

    /// The start of a transcript, on one line.
    private nonisolated static func summary(_ transcript: String) -> String {
        let words = transcript.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return "(no transcript)" }
        return words.count > 40 ? String(words.prefix(39)) + "…" : words
    }
}
