import Foundation
import Fractal
import Standups

/// Where a deep link into the tree app goes: `standups`, `standups/<id>`,
/// `standups/<id>/record`.
package enum StandupsTreeRoute: RouteRepresentable, Equatable {
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

    /// The route of the screens `path` shows: its top screen's (a past
    /// meeting is shown from its stand-up's detail).
    package init(path: [Screen]) {
        switch path.last {
        case .detail(let detail)?: self = .detail(detail.state.standup.id)
        case .record(let record)?: self = .record(record.state.standup.id)
        case .meeting(_, let standup)?: self = .detail(standup.id)
        case nil: self = .list
        }
    }
}

extension World {
    /// The screens `route` shows, each made for the stand-up below it: new
    /// view models, not yet on the path.
    ///
    /// - Throws: `RouteError.unavailable` naming the id when no stand-up has it.
    package func path(for route: StandupsTreeRoute) throws(RouteError) -> [Screen] {
        let id: Standup.ID
        switch route {
        case .list: return []
        case .detail(let standupID), .record(let standupID): id = standupID
        }
        guard let standup = standups.value[id: id] else { throw .unavailable(id.uuidString, index: 1, reason: "no stand-up has this id") }
        let detail = Screen.detail(StandupDetail(id, self))
        guard case .record = route else { return [detail] }
        return [detail, .record(RecordMeeting(standup, self))]
    }

    /// Replaces the screens pushed with those of `route`; a refused route changes nothing.
    ///
    /// - Throws: `RouteError.unavailable` naming the id when no stand-up has it.
    package func open(_ route: StandupsTreeRoute) throws(RouteError) { show(try path(for: route)) }

    /// Replaces the screens pushed with `screens` (as ``path(for:)`` makes them).
    package func show(_ screens: [Screen]) { path.value = screens }

    /// The route of the screens pushed now.
    package var route: StandupsTreeRoute { StandupsTreeRoute(path: path.value) }
}
