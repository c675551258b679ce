import Standups

/// The meeting recorder: who speaks, the time elapsed and remaining with a
/// progress bar, and the transcript so far. Drawn again at every tick.
enum RecordMeetingView {
    /// How many cells the progress bar has.
    static let barWidth = 30

    static func lines(_ record: RecordMeetingState) -> [ScreenLine] {
        let standup = record.standup
        let attendees = standup.attendees
        let speaker = attendees.indices.contains(record.speakerIndex) ? StandupsText.name(attendees[record.speakerIndex]) : "(nobody)"
        let total = max(Int(standup.duration.components.seconds), 1)
        let filled = min(max(record.secondsElapsed, 0) * barWidth / total, barWidth)
        return [
            ScreenLine(text: "\(StandupsText.title(standup)) · meeting in progress", isBold: true),
            ScreenLine(text: "  Speaker \(record.speakerIndex + 1) of \(attendees.count): \(speaker)"),
            ScreenLine(
                text: "  Elapsed \(StandupsText.clock(.seconds(record.secondsElapsed))) · Remaining \(StandupsText.clock(record.durationRemaining))"),
            ScreenLine(text: "  [" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"),
            ScreenLine(text: "  Transcript: " + (record.transcript.isEmpty ? "(not recording)" : record.transcript)),
        ]
    }
}
