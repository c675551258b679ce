import Foundation
import Fractal

/// What every screen of the app shares: the stand-ups and where they are kept, the app's
/// screens pushed over the list (linked by the app, which holds them), the clock, and the world outside (ids, dates, speech, settings).
struct World {
    var standups: MutableProperty<IdentifiedList<Standup>>
    var storage: any PersistentStorage<IdentifiedList<Standup>>
    var path = StateLink<[Screen]>()
    var scheduler: any TimedScheduler
    var uuid: @Sendable () -> UUID
    var now: @Sendable () -> Date
    var speech: SpeechClient
    var openSettings: @Sendable () -> Void

    /// Pushes `screen` over the others.
    func push(_ screen: Screen) { path.modify { $0.append(screen) } }
}

/// A screen pushed over the list.
enum Screen: Equatable {
    case detail(StandupDetail)
    case meeting(Meeting, Standup)
    case record(RecordMeeting)
}
