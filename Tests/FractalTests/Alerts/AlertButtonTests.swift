import Fractal
import Testing

@Suite("A button has a title, maybe a role, and maybe an event")
struct AlertButtonTests {
    @Test func aButtonHasNoRoleAndSendsNothingUnlessGiven() {
        let button = AlertButton<ChildAlert>("Later")
        #expect(button.title == "Later" && button.role == nil && button.event == nil)
    }

    @Test func mapTransformsTheEventAndKeepsTitleAndRole() {
        let button = AlertButton("Delete", role: .destructive, event: ChildAlert.confirm).map(ParentEvent.child)
        #expect(button == AlertButton("Delete", role: .destructive, event: .child(.confirm)))
    }

    @Test func mapLeavesAButtonWithNoEventWithoutOneAndDoesNotCallTheTransform() {
        var calls = 0
        let button = AlertButton<ChildAlert>("Cancel", role: .cancel).map { event -> ParentEvent in
            calls += 1
            return .child(event)
        }
        #expect(button.event == nil && button.role == .cancel && calls == 0)
    }

    @Test func buttonsAreEqualOnlyWhenTitleRoleAndEventAre() {
        let button = AlertButton("Delete", role: .destructive, event: ChildAlert.confirm)
        #expect(button == AlertButton("Delete", role: .destructive, event: .confirm))
        #expect(button != AlertButton("delete", role: .destructive, event: .confirm))
        #expect(button != AlertButton("Delete", event: .confirm))
        #expect(button != AlertButton("Delete", role: .destructive))
        #expect(Set([button, button, AlertButton("Delete", role: .destructive)]).count == 2)
    }
}
