import Fractal

/// The list of stand-ups: numbered rows, as `open N` and `delete N` count them.
enum StandupsListView {
    static func lines(_ standups: IdentifiedList<Standup>) -> [ScreenLine] {
        var lines = [ScreenLine(text: "Daily stand-ups", isBold: true)]
        for (index, standup) in standups.enumerated() {
            let details = [StandupsText.count(standup.attendees.count, "attendee"), StandupsText.length(standup.duration)]
            lines.append(ScreenLine(text: "  \(index + 1). \(StandupsText.title(standup)) · " + details.joined(separator: " · ")))
        }
        if standups.isEmpty { lines.append(ScreenLine(text: "  (no stand-ups yet: 'add' one)")) }
        return lines
    }
}
