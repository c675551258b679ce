import Foundation
import Fractal

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
struct Standup: Identifiable, Equatable, Codable {
    var id: UUID
    var attendees: IdentifiedList<Attendee> = []
    var duration: Duration = .seconds(5 * 60)
    var meetings: IdentifiedList<Meeting> = []
    var theme: Theme = .bubblegum
    var title = ""

    /// Each attendee's share of the meeting.
    var durationPerAttendee: Duration { duration / max(attendees.count, 1) }
}

/// Someone who speaks at a stand-up.
struct Attendee: Identifiable, Equatable, Codable {
    var id: UUID
    var name = ""
}

/// A meeting that was held, with what the speech recognizer heard.
struct Meeting: Identifiable, Equatable, Codable {
    var id: UUID
    var date: Date
    var transcript: String
}

/// A stand-up's colour.
enum Theme: String, CaseIterable, Codable {
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood
    case periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow
}
