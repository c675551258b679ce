import Fractal
import Testing

@Suite("An alert is a value: its content as given, and one cancel button when given none")
struct AlertStateTests {
    @Test func itKeepsItsTitleMessageStyleAndButtonsInOrder() {
        let alert = deletionAlert(style: .confirmationDialog)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.style == .confirmationDialog)
        #expect(alert.buttons.map(\.title) == ["Delete", "Remind me", "Cancel"])
        #expect(alert.buttons.map(\.role) == [.destructive, nil, .cancel])
        #expect(alert.buttons.map(\.event) == [.confirm, .later(minutes: 10), nil])
    }

    @Test func itIsAnAlertWithNoMessageUnlessToldOtherwise() {
        let alert = AlertState<ChildAlert>(title: "Saved", buttons: [AlertButton("Fine", role: .cancel)])
        #expect(alert.style == .alert)
        #expect(alert.message == nil)
    }

    @Test func anAlertGivenNoButtonsHasOneOKCancelButtonThatSendsNothing() {
        let alert = AlertState<ChildAlert>(title: "Saved")
        #expect(alert.buttons == [AlertButton("OK", role: .cancel)])
        #expect(alert.buttons.first?.event == nil)
    }

    @Test func aDialogGivenNoButtonsHasOneCancelButtonThatSendsNothing() {
        let dialog = AlertState<ChildAlert>(title: "Share", style: .confirmationDialog)
        #expect(dialog.buttons == [AlertButton("Cancel", role: .cancel)])
    }

    @Test func theDefaultButtonIsTheSameAlertAsOneGivenExplicitly() {
        #expect(AlertState<ChildAlert>(title: "Saved") == AlertState(title: "Saved", buttons: [AlertButton("OK", role: .cancel)]))
    }

    @Test func alertsDifferingInAnyPartAreDifferent() {
        let alert = deletionAlert()
        let others: [AlertState<ChildAlert>] = [
            deletionAlert(style: .confirmationDialog),
            AlertState(title: "Delete!", message: alert.message, buttons: alert.buttons),
            AlertState(title: alert.title, message: nil, buttons: alert.buttons),
            AlertState(title: alert.title, message: "", buttons: alert.buttons),
            AlertState(title: alert.title, message: alert.message, buttons: alert.buttons.reversed()),
            AlertState(title: alert.title, message: alert.message, buttons: Array(alert.buttons.dropLast())),
        ]
        for other in others { #expect(other != alert) }
        #expect(Set(others + [alert, deletionAlert()]).count == others.count + 1)
    }

    @Test func anAlertOfNonEquatableEventsIsStillASendableValue() {
        struct Opaque: Sendable { let run: @Sendable () -> Int }
        let alert = AlertState(title: "Run?", buttons: [AlertButton("Run", event: Opaque(run: { 42 }))])
        let sent: any Sendable = alert  // crosses isolation as a value
        #expect((sent as? AlertState<Opaque>)?.buttons.first?.event?.run() == 42)
    }
}
