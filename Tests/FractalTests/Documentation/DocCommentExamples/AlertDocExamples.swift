// The examples of the doc comments in Sources/Fractal/Alerts, compiled and
// run: .ci/check-docs.py finds each one here, line for line. The event types
// are the Alerts article's (AlertsExample.swift).

import Fractal
import Testing

extension DocCommentExamples {
    @Suite("Alerts' doc examples: buttons, an alert, map, a button by title")
    struct AlertDocExampleTests {
        @Test func aButtonHasATitleARoleAndMaybeAnEvent() {
            let delete = AlertButton<ReviewAlertEvent>("Delete", role: .destructive, event: .confirmDeletion)
            let cancel = AlertButton<ReviewAlertEvent>("Cancel", role: .cancel)
            #expect(delete.title == "Delete" && delete.role == .destructive && delete.event == .confirmDeletion)
            #expect(cancel.title == "Cancel" && cancel.role == .cancel && cancel.event == nil)
        }

        static func makeAlert() -> AlertState<ReviewAlertEvent> {
            let alert = AlertState<ReviewAlertEvent>(
                title: "Delete this meeting?",
                message: "This cannot be undone.",
                buttons: [
                    AlertButton("Delete", role: .destructive, event: .confirmDeletion),
                    AlertButton("Cancel", role: .cancel),
                ]
            )
            return alert
        }

        @Test func anAlertHoldsItsTitleMessageAndButtonsInOrder() {
            let alert = Self.makeAlert()
            #expect(alert.style == .alert)
            #expect(alert.title == "Delete this meeting?")
            #expect(alert.message == "This cannot be undone.")
            #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
        }

        @Test func mapEmbedsTheEventsInTheParents() {
            let alert = Self.makeAlert()
            let parentAlert: AlertState<ReviewEvent> = alert.map(ReviewEvent.alert)
            #expect(parentAlert.buttons.map(\.event) == [.alert(.confirmDeletion), nil])
            #expect(parentAlert.title == alert.title)
        }

        @Test func theDeleteButtonSendsTheConfirmation() throws {
            let alert = Self.makeAlert()
            let event = try alert.button(titled: "Delete").event  // .confirmDeletion
            #expect(event == .confirmDeletion)
        }
    }
}
