// The examples of the doc comments in Sources/Fractal/Alerts, compiled and
// run: .ci/check-docs.py finds each one here, line for line. The event types
// are the Alerts article's (AlertsExample.swift); presentedAlerts(send:dismiss:)'s
// example is the article's ReviewViewModel.

import Fractal
import FractalTesting
import Testing

/// PresentedAlert's example, whole: a screen showing the alert it is given
/// and hiding it in the teardown.
@MainActor
final class ReviewScreen {
    var shownAlert: PresentedAlert<ReviewAlertEvent>?

    nonisolated var alertPresenter: Presenter<PresentedAlert<ReviewAlertEvent>> {
        Presenter.UI { alert in
            self.shownAlert = alert
            return AnyDisposable { MainActor.assumeIsolated { self.shownAlert = nil } }
        }
    }
}

extension DocCommentExamples {
    @Suite("Alerts' doc examples: buttons, an alert, map, a button by title, a screen showing alerts")
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

        @Test @MainActor func theScreenShowsTheAlertAndHidesItInTheTeardown() async throws {
            let screen = ReviewScreen()
            let sent = Recorder<ReviewAlertEvent>()
            let presented = PresentedAlert(Self.makeAlert(), send: { sent.record($0) }, dismiss: {})
            let presentation = screen.alertPresenter <~ presented
            await mainQueueCatchesUp()
            let shown = try #require(screen.shownAlert)
            #expect(shown === presented)
            shown.tap(try shown.state.button(titled: "Delete"))
            #expect(sent.values == [.confirmDeletion])
            presentation?.dispose()
            await mainQueueCatchesUp()
            #expect(screen.shownAlert == nil)
        }
    }
}
