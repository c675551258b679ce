import Foundation
import Fractal

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
package struct Standup: Identifiable, Equatable, Codable, Sendable {
    package var id: UUID
    package var attendees: IdentifiedList<Attendee> = []
    package var duration: Duration = .seconds(5 * 60)
    package var meetings: IdentifiedList<Meeting> = []
    package var theme: Theme = .bubblegum
    package var title = ""

    /// Creates a stand-up.
    package init(
        id: UUID, attendees: IdentifiedList<Attendee> = [], duration: Duration = .seconds(5 * 60),
        meetings: IdentifiedList<Meeting> = [], theme: Theme = .bubblegum, title: String = ""
    ) {
        (self.id, self.attendees, self.duration, self.meetings, self.theme, self.title) =
            (id, attendees, duration, meetings, theme, title)
    }

    /// Each attendee's share of the meeting.
    package var durationPerAttendee: Duration { duration / max(attendees.count, 1) }
}

/// Someone who speaks at a stand-up.
package struct Attendee: Identifiable, Equatable, Codable, Sendable {
    package var id: UUID
    package var name = ""

    /// Creates an attendee.
    package init(id: UUID, name: String = "") {
        (self.id, self.name) = (id, name)
    }
}

/// A meeting that was held, with what the speech recognizer heard.
package struct Meeting: Identifiable, Equatable, Codable, Sendable {
    package var id: UUID
    package var date: Date
    package var transcript: String

    /// Creates a meeting.
    package init(id: UUID, date: Date, transcript: String) {
        (self.id, self.date, self.transcript) = (id, date, transcript)
    }
}

/// A stand-up's colour.
package enum Theme: String, CaseIterable, Codable, Sendable {
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood
    case periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow
}
