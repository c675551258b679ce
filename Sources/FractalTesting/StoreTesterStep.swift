import Fractal

/// An event as the tester's store sees it: sent by the test through
/// ``StoreTester/send(_:fileID:filePath:line:column:assert:)`` (numbered, so the tester finds
/// its own step), or received: sent by an effect or by anything holding
/// ``StoreTester/store``.
enum StoreTesterEvent<Event: Sendable>: Sendable {
    case sent(Event, serial: Int)
    case received(Event)

    var event: Event {
        switch self {
        case .sent(let event, _), .received(let event): event
        }
    }
}

/// One reduced event: the event, the state before it and the state after it.
struct StoreTesterStep<State: Sendable, Event: Sendable>: Sendable {
    let event: Event
    /// The serial of a step the test sent, `nil` for a received one.
    let serial: Int?
    let before: State
    let after: State
}
