import Foundation
import Fractal
import FractalTesting

@testable import FractalDemo

let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

extension Standup {
    /// Three attendees, six seconds: two seconds each.
    static let design = Standup(
        id: UUID(100), attendees: [Attendee(id: UUID(101)), Attendee(id: UUID(102)), Attendee(id: UUID(103))], duration: .seconds(6),
        title: "Design")
}

/// A tester of the screen `make` makes in a world of `standups` on the tester's clock: ids count from 0,
/// the date is fixed, speech is `speech`, and opening the settings sets `settingsOpened`.
func tester<Model: ViewModel>(
    _ standups: IdentifiedList<Standup> = [.design], speech: SpeechClient = .fixed(.denied), settingsOpened: Locked<Bool> = .make(false),
    storage: MemoryStorage<IdentifiedList<Standup>> = MemoryStorage(), _ make: (World) -> Model
) -> ViewModelTester<Model> {
    ViewModelTester {
        make(
            World(
                standups: MutableProperty(standups), storage: storage, scheduler: $0, uuid: UUID.incrementing(),
                now: { meetingDate }, speech: speech, openSettings: { settingsOpened.withLock { $0 = true } }))
    }
}

/// The app showing `.design`'s detail screen, and its recorder over it if `recording`, in a world
/// as `tester` makes it.
func appShowingTheDetail(speech: SpeechClient = .fixed(.denied), recording: Bool = false) -> ViewModelTester<StandupsApp> {
    tester(speech: speech) {
        let app = StandupsApp($0)
        $0.push(.detail(StandupDetail(.design, $0)))
        if recording { $0.push(.record(RecordMeeting(.design, $0))) }
        return app
    }
}
