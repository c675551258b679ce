import Foundation

/// How the stand-ups screens write lengths, clock times, dates and counts.
enum StandupsText {
    /// A stand-up's length: `5 min`, `90 s` → `1 min 30 s`, `45 s`.
    /// Clamped to what an `Int` of seconds holds first: `components` traps
    /// beyond it.
    static func length(_ duration: Duration) -> String {
        let seconds = Int(min(max(duration, .seconds(-Int64.max)), .seconds(Int64.max)).components.seconds)
        let (minutes, rest) = (seconds / 60, seconds % 60)
        switch (minutes, rest) {
        case (0, _): return "\(rest) s"
        case (_, 0): return "\(minutes) min"
        default: return "\(minutes) min \(rest) s"
        }
    }

    /// A clock reading: `0:05`, `12:30`, `-0:01` past the end.
    static func clock(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        let magnitude = abs(seconds)
        let text = "\(magnitude / 60):" + (magnitude % 60 < 10 ? "0" : "") + "\(magnitude % 60)"
        return seconds < 0 ? "-" + text : text
    }

    /// A meeting's date in the local time zone: `2024-05-01 09:30`.
    static func date(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// `1 attendee`, `3 attendees`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }

    /// An attendee's name, or a placeholder for a row not filled in.
    static func name(_ attendee: Attendee) -> String {
        attendee.name.allSatisfy(\.isWhitespace) ? "(no name)" : attendee.name
    }

    /// A stand-up's title, or a placeholder for one not given.
    static func title(_ standup: Standup) -> String {
        standup.title.allSatisfy(\.isWhitespace) ? "(untitled)" : standup.title
    }

    /// `text` broken into lines of at most `width` characters at spaces (a
    /// longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
