/// A past meeting: when it was held, who attends the stand-up, and its transcript.
enum MeetingView {
    static func lines(_ meeting: Meeting, standup: Standup) -> [ScreenLine] {
        let names = standup.attendees.map(StandupsText.name).joined(separator: ", ")
        var lines = [
            ScreenLine(text: "\(StandupsText.title(standup)) › meeting of \(StandupsText.date(meeting.date))", isBold: true),
            ScreenLine(text: "  Attendees: \(names)"),
            ScreenLine(text: "  Transcript:"),
        ]
        let transcript = meeting.transcript.split(separator: "\n", omittingEmptySubsequences: false)
        lines += meeting.transcript.isEmpty ? [ScreenLine(text: "    (none: nothing was recorded)")] : transcript.map { ScreenLine(text: "    \($0)") }
        return lines
    }
}
