import Foundation
import Fractal
import FractalTesting
import Standups

extension UUID {
    /// The `n`th id of the incrementing generator: 00000000-0000-0000-0000-00000000000n.
    init(_ n: Int) {
        self.init(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))!
    }
}

let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

extension StandupsEnvironment {
    /// Ids counting from 0, a fixed date, the given speech client, and settings that record being opened.
    static func test(speech: SpeechClient = .fixed(.denied), settingsOpened: Locked<Bool> = .make(false)) -> StandupsEnvironment {
        let issued = Locked<Int>.make(0)
        let uuid: @Sendable () -> UUID = {
            issued.withLock { count in
                count += 1
                return UUID(count - 1)
            }
        }
        return StandupsEnvironment(
            uuid: uuid, now: { meetingDate }, speech: speech, openSettings: { settingsOpened.withLock { $0 = true } })
    }
}

extension Standup {
    /// Three attendees, six seconds: two seconds each.
    static let design = Standup(
        id: UUID(100), attendees: [Attendee(id: UUID(101), name: "Blob"), Attendee(id: UUID(102), name: "Blob Jr"), Attendee(id: UUID(103), name: "Blob Sr")],
        duration: .seconds(6), title: "Design")
}

extension Meeting {
    /// The meeting the test environment records: id `n`, the fixed date.
    static func recorded(_ transcript: String = "", id n: Int = 0) -> Meeting {
        Meeting(id: UUID(n), date: meetingDate, transcript: transcript)
    }
}
