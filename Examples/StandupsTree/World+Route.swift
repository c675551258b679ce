import Foundation
import Fractal
import Standups

extension StandupsRoute {
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
    package func path(for route: StandupsRoute) throws(RouteError) -> [Screen] {
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
    package func open(_ route: StandupsRoute) throws(RouteError) { show(try path(for: route)) }

    /// Replaces the screens pushed with `screens` (as ``path(for:)`` makes them).
    package func show(_ screens: [Screen]) { path.value = screens }

    /// The route of the screens pushed now.
    package var route: StandupsRoute { StandupsRoute(path: path.value) }
}
