import Fractal

/// The form that adds or edits a stand-up (a ``StandupForm`` presented
/// here): title, length, theme and the numbered attendees (as `remove N`
/// counts them).
@MainActor
final class StandupFormView {
    let views: StandupsViews
    /// The last state the form was given; `nil` until its first bind.
    private(set) var state: StandupForm.State?

    init(views: StandupsViews) { self.views = views }

    /// Keeps each state the form presents.
    nonisolated var presenter: Presenter<StandupForm.State> {
        Presenter.UI(on: views.scheduler) { state in
            self.state = state
            self.views.changed()
            return nil
        }
    }

    nonisolated static func lines(_ form: StandupForm.State, isNew: Bool) -> [ScreenLine] {
        let standup = form.standup
        var lines = [
            ScreenLine(text: isNew ? "New stand-up" : "Edit stand-up", isBold: true),
            ScreenLine(text: "  Title: \(standup.title)"),
            ScreenLine(
                text: "  Length: \(StandupsText.length(standup.duration)) (\(StandupsText.length(standup.durationPerAttendee)) per attendee)"),
            ScreenLine(text: "  Theme: \(standup.theme.rawValue)"),
            ScreenLine(text: "  Attendees:"),
        ]
        for (index, attendee) in standup.attendees.enumerated() {
            lines.append(ScreenLine(text: "    \(index + 1). \(StandupsText.name(attendee))"))
        }
        return lines
    }
}
