import Fractal
import FractalTesting
import Testing

@Suite("A feature tested on its own dismisses itself into the tester")
struct StoreTesterDismissalTests {
    @Test("the dismissal is asserted, and the feature's effects are cancelled")
    func dismissalIsAssertedAndCancelsEffects() throws {
        let tester = StoreTester(initial: EditorState(), reducer: editor)
        tester.send(.autosaveStarted)
        tester.send(.cancelTapped)
        tester.receiveDismissal()
        tester.advance(by: .seconds(3))
        tester.finish()
    }

    @Test("an unasserted dismissal fails the next send, once")
    func unassertedDismissalFailsTheNextSend() throws {
        let tester = StoreTester(initial: EditorState(), reducer: editor)
        tester.send(.cancelTapped)
        let beforeSend = failures { tester.send(.titleChanged("x")) }
        #expect(beforeSend.message.contains("not asserted yet; receive before sending"))
        #expect(beforeSend.message.contains("receiveDismissal()"))
        tester.finish()  // named once, by the send
    }

    @Test("an unasserted dismissal fails finish")
    func unassertedDismissalFailsFinish() throws {
        let tester = StoreTester(initial: EditorState(), reducer: editor)
        tester.send(.cancelTapped)
        let atFinish = failures { tester.finish() }
        #expect(atFinish.message.contains("the store did more than the test asserted"))
        #expect(atFinish.message.contains("dismissal not asserted"))
    }

    @Test("asserting a dismissal that did not happen fails")
    func missingDismissalFails() throws {
        let tester = StoreTester(initial: EditorState(), reducer: editor)
        tester.send(.titleChanged("x")) { $0.title = "x" }
        let failure = failures { tester.receiveDismissal() }
        #expect(failure.message.contains("did not dismiss itself"))
    }

    @Test("the documented dismissal")
    func documentedDismissal() throws {
        let tester = StoreTester(initial: EditorState(), reducer: editor)
        tester.send(.cancelTapped)
        tester.receiveDismissal()
        tester.finish()
    }
}

@Suite("An optional value with no reducer is dismissed after its events")
struct ReducerIfLetPresentedTests {
    struct MeetingState: Equatable, Sendable {
        var alert: String?
        var saved = 0
    }

    enum MeetingEvent: Equatable, Sendable {
        case endTapped
        case alert(Bool)
    }

    @Test("the parent reduces the value's event, then the value is set to nil")
    func valueIsClearedAfterItsEvent() throws {
        let meetingAlertEvents = Case(MeetingEvent.alert) { if case .alert(let save) = $0 { save } else { nil } }
        let meeting = Reducer<MeetingState, MeetingEvent, Never> { state, event in
            switch event {
            case .endTapped: state.alert = "End meeting?"
            case .alert(let save): if save { state.saved += 1 }
            }
            return .none
        }
        .ifLet(\.alert, event: meetingAlertEvents)
        let tester = StoreTester(initial: MeetingState(), reducer: meeting)
        tester.send(.endTapped) { $0.alert = "End meeting?" }
        tester.send(.alert(true)) {
            $0.saved = 1
            $0.alert = nil
        }
        let failure = failures { tester.send(.alert(false)) }
        #expect(failure.message.contains("the store reported"))
    }
}

@Suite("A dismissal under the tester cancels what a parent's composition would")
struct StoreTesterDismissalOrderTests {
    enum Event: Equatable, Sendable {
        case closeAndTick
        case tick
    }

    @Test func workStartedBesideTheDismissalIsCancelledToo() throws {
        let sheet = Reducer<Int, Event, Never> { count, event in
            switch event {
            case .closeAndTick: return .merge(.dismiss, .send(.tick, after: .seconds(1), id: "late"))
            case .tick:
                count += 1
                return .none
            }
        }
        let tester = StoreTester(initial: 0, reducer: sheet)
        tester.send(.closeAndTick)
        tester.receiveDismissal()
        tester.advance(by: .seconds(1))
        tester.finish()
    }
}
