import Standups

/// The form that adds or edits a stand-up: title, length, theme and the
/// numbered attendees (as `remove N` counts them).
enum StandupFormView {
    static func lines(_ form: StandupFormState, isNew: Bool) -> [ScreenLine] {
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
