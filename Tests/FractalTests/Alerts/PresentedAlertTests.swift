import Fractal
import FractalTesting
import Testing

@Suite("A presented alert sends the tapped button's event, or dismisses, and answers once")
struct PresentedAlertTests {
    /// A presented deletion alert and what it sent: events, and "dismissed" for each dismissal.
    static func makeAlert() -> (PresentedAlert<ChildAlert>, Recorder<String>) {
        let answers = Recorder<String>()
        let alert = PresentedAlert(deletionAlert(), send: { answers.record("\($0)") }, dismiss: { answers.record("dismissed") })
        return (alert, answers)
    }

    @Test func aButtonWithAnEventSendsIt() {
        let (alert, answers) = Self.makeAlert()
        #expect(!alert.isAnswered)
        #expect(alert.tap(alert.state.buttons[1]))
        #expect(answers.values == ["later(minutes: 10)"])
        #expect(alert.isAnswered)
    }

    @Test func aButtonWithNoEventDismisses() throws {
        let (alert, answers) = Self.makeAlert()
        #expect(try alert.tap(titled: "Cancel"))
        #expect(answers.values == ["dismissed"])
    }

    @Test func aButtonIsTappedByRole() throws {
        let (alert, answers) = Self.makeAlert()
        #expect(try alert.tap(role: .destructive))
        #expect(answers.values == ["confirm"])
    }

    @Test func aSecondTapOrDismissalSendsNothing() throws {
        let (alert, answers) = Self.makeAlert()
        #expect(try alert.tap(titled: "Delete"))
        #expect(try !alert.tap(titled: "Delete"))
        #expect(try !alert.tap(role: .cancel))
        #expect(!alert.dismiss())  // SwiftUI's dismissal after the tap
        #expect(answers.values == ["confirm"])
    }

    @Test func aDismissalAnswersToo() {
        let (alert, answers) = Self.makeAlert()
        #expect(alert.dismiss())
        #expect(!alert.tap(alert.state.buttons[0]))
        #expect(answers.values == ["dismissed"])
    }

    @Test func aMissingTitleThrowsAndLeavesTheAlertUnanswered() throws {
        let (alert, answers) = Self.makeAlert()
        #expect(throws: AlertError.noButtonTitled("Keep", alert: "Delete?", available: ["Delete", "Remind me", "Cancel"])) {
            try alert.tap(titled: "Keep")
        }
        #expect(throws: AlertError.noButtonWithRole(.destructive, alert: "Saved")) {
            try PresentedAlert(AlertState<ChildAlert>(title: "Saved"), send: { _ in }, dismiss: {}).tap(role: .destructive)
        }
        #expect(!alert.isAnswered && answers.values.isEmpty)
        #expect(try alert.tap(titled: "Delete"))
        #expect(answers.values == ["confirm"])
    }

    @Test func eightThreadsTappingAtOnceSendOneAnswer() {
        for _ in 0..<100 {
            let (alert, answers) = Self.makeAlert()
            let wins = Recorder<Bool>()
            hammer { thread in
                wins.record(thread.isMultiple(of: 2) ? alert.tap(alert.state.buttons[0]) : alert.dismiss())
            }
            #expect(answers.count == 1)
            #expect(wins.values.filter { $0 }.count == 1)
        }
    }
}
