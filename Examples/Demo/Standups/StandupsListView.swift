import Standups

/// The list of stand-ups: numbered rows, as `open N` and `delete N` count them.
enum StandupsListView {
    static func lines(_ list: StandupsListState) -> [ScreenLine] {
        var lines = [ScreenLine(text: "Daily stand-ups", isBold: true)]
        for (index, standup) in list.standups.enumerated() {
            let details = [StandupsText.count(standup.attendees.count, "attendee"), StandupsText.length(standup.duration)]
            lines.append(ScreenLine(text: "  \(index + 1). \(StandupsText.title(standup)) · " + details.joined(separator: " · ")))
        }
        if list.standups.isEmpty { lines.append(ScreenLine(text: "  (no stand-ups yet: 'add' one)")) }
        return lines
    }
}
