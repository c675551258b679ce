import Foundation
import Fractal

extension World {
    /// The world of an app: `standups` kept in `storage`, timers on `scheduler`, new ids and
    /// today's date, and the given speech client and settings.
    static func live(
        standups: IdentifiedList<Standup>, storage: any PersistentStorage<IdentifiedList<Standup>>, scheduler: any TimedScheduler,
        speech: SpeechClient, openSettings: @escaping @Sendable () -> Void = {}
    ) -> World {
        World(
            standups: MutableProperty(standups), storage: storage, scheduler: scheduler, uuid: { UUID() }, now: { Date() }, speech: speech,
            openSettings: openSettings)
    }
}
