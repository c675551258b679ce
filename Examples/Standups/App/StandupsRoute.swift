import Foundation
import Fractal

/// Where a deep link goes: `standups`, `standups/<id>`, `standups/<id>/record`.
package enum StandupsRoute: RouteRepresentable {
    case list
    case detail(Standup.ID)
    case record(Standup.ID)

    /// Reads a route; a segment that is not part of the app is a typed error naming it.
    package init(from reader: inout RouteReader) throws(RouteError) {
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
    package func write(to segments: inout [String]) {
        switch self {
        case .list: segments += ["standups"]
        case .detail(let id): segments += ["standups", id.uuidString]
        case .record(let id): segments += ["standups", id.uuidString, "record"]
        }
    }
}

extension StandupsState {
    /// The screens `route` shows, each made from the one below it.
    ///
    /// - Throws: `RouteError.unavailable` naming the id when no stand-up has it.
    package func path(for route: StandupsRoute) throws(RouteError) -> Stack<StandupsScreen> {
        let id: Standup.ID
        switch route {
        case .list: return []
        case .detail(let standupID), .record(let standupID): id = standupID
        }
        guard let standup = list.standups[id: id] else { throw .unavailable(id.uuidString, index: 1, reason: "no stand-up has this id") }
        let detail = StandupsScreen.detail(StandupDetailState(standup: standup))
        guard case .record = route else { return [detail] }
        return [detail, .record(RecordMeetingState(standup: standup))]
    }

    /// The route of the screens shown.
    package var route: StandupsRoute {
        switch path.last {
        case .detail(let detail)?: .detail(detail.standup.id)
        case .record(let record)?: .record(record.standup.id)
        case .meeting(_, let standup)?: .detail(standup.id)
        case nil: .list
        }
    }
}
