import Fractal

/// The meeting recorder (a ``RecordMeeting`` presented here, which runs its
/// clock while it is): who speaks, the time elapsed and remaining with a
/// progress bar, and the transcript so far. Drawn again at every tick.
@MainActor
final class RecordMeetingView {
    /// How many cells the progress bar has.
    nonisolated static let barWidth = 30

    let views: StandupsViews
    /// The last state the recorder was given; `nil` until its first bind.
    private(set) var state: RecordMeeting.State?

    init(views: StandupsViews) { self.views = views }

    /// Keeps each state the recorder presents.
    nonisolated var presenter: Presenter<RecordMeeting.State> {
        Presenter.UI(on: views.scheduler) { state in
            self.state = state
            self.views.changed()
            return nil
        }
    }

    nonisolated static func lines(_ record: RecordMeeting.State) -> [ScreenLine] {
        let standup = record.standup
        let attendees = standup.attendees
        // A stand-up from a file may have no attendees: nobody is numbered then.
        let speaker =
            attendees.indices.contains(record.speakerIndex)
            ? "Speaker \(record.speakerIndex + 1) of \(attendees.count): \(StandupsText.name(attendees[record.speakerIndex]))"
            : "No attendees: nobody is speaking"
        let total = max(Int(standup.duration.components.seconds), 1)
        let filled = min(max(record.secondsElapsed, 0) * barWidth / total, barWidth)
        return [
            ScreenLine(text: "\(StandupsText.title(standup)) · meeting in progress", isBold: true),
            ScreenLine(text: "  " + speaker),
            ScreenLine(
                text: "  Elapsed \(StandupsText.clock(.seconds(record.secondsElapsed))) · Remaining \(StandupsText.clock(record.durationRemaining))"),
            ScreenLine(text: "  [" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"),
            ScreenLine(text: "  Transcript: " + (record.transcript.isEmpty ? "(not recording)" : record.transcript)),
        ]
    }
}
