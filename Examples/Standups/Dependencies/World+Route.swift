import Foundation
import Fractal

extension World {
    /// The screens `route` shows, each made for the stand-up below it: new
    /// view models, not yet on the path.
    ///
    /// - Throws: `RouteError.unavailable` naming the id when no stand-up has it.
    func path(for route: StandupsRoute) throws(RouteError) -> [Screen] {
        let id: Standup.ID
        switch route {
        case .list: return []
        case .detail(let standupID), .record(let standupID): id = standupID
        }
        guard let standup = standups.value[id: id] else { throw .unavailable(id.uuidString, index: 1, reason: "no stand-up has this id") }
        let detail = Screen.detail(StandupDetail(standup, self))
        guard case .record = route else { return [detail] }
        return [detail, .record(RecordMeeting(standup, self))]
    }

    /// Replaces the screens pushed with those of `route`; a refused route changes nothing.
    ///
    /// - Throws: `RouteError.unavailable` naming the id when no stand-up has it.
    func open(_ route: StandupsRoute) throws(RouteError) { show(try path(for: route)) }

    /// Replaces the screens pushed with `screens` (as ``path(for:)`` makes them).
    func show(_ screens: [Screen]) { path.modify { $0 = screens } }

    /// The route of the screens pushed now.
    var route: StandupsRoute { StandupsRoute(path: path.value ?? []) }
}
