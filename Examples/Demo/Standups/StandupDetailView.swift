import Standups

/// A stand-up's detail: its length and theme, the past meetings (numbered,
/// as `open N` and `remove N` count them, newest first) and the attendees.
enum StandupDetailView {
    static func lines(_ detail: StandupDetailState) -> [ScreenLine] {
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
    private static func summary(_ transcript: String) -> String {
        let words = transcript.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return "(no transcript)" }
        return words.count > 40 ? String(words.prefix(39)) + "…" : words
    }
}
