import Fractal

/// Rows for the IdentifiedList tests: an id and a name.
struct Attendee: Identifiable, Codable, Equatable, Sendable {
    let id: String
    var name: String
}

/// A list of attendees with these ids, each named for its id in capitals.
func attendees(_ ids: String...) -> IdentifiedList<Attendee> {
    IdentifiedList(ids.map { Attendee(id: $0, name: $0.uppercased()) })
}
