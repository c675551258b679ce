import Foundation
import Fractal

/// Where a deep link goes: `standups`, `standups/<id>`, `standups/<id>/record`.
enum StandupsRoute: RouteRepresentable {
    case list
    case detail(Standup.ID)
    case record(Standup.ID)

    /// Reads a route; a segment that is not part of the app is a typed error naming it.
    init(from reader: inout RouteReader) throws(RouteError) {
        if let first = reader.next(), first != "standups" { throw reader.unknownSegment(expected: ["standups"]) }
        guard let text = reader.next() else {
            self = .list
            return
        }
        guard let id = UUID(uuidString: text) else { throw reader.unknownSegment(expected: ["a stand-up's id"]) }
        switch reader.next() {
        case nil: self = .detail(id)
        case "record": self = .record(id)
        default: throw reader.unknownSegment(expected: ["record"])
        }
    }

    /// Writes the route's segments.
    func write(to segments: inout [String]) {
        switch self {
        case .list: segments += ["standups"]
        case .detail(let id): segments += ["standups", id.uuidString]
        case .record(let id): segments += ["standups", id.uuidString, "record"]
        }
    }
}

extension StandupsRoute {
    /// The route of the screens `path` shows: its top screen's (a past
    /// meeting is shown from its stand-up's detail).
    init(path: [Screen]) {
        switch path.last {
        case .detail(let detail)?: self = .detail(detail.state.standup.id)
        case .record(let record)?: self = .record(record.state.standup.id)
        case .meeting(_, let standup)?: self = .detail(standup.id)
        case nil: self = .list
        }
    }
}
