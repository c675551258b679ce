import Fractal
import Testing

@Suite("A cancel or destructive button is made by its role's name")
struct AlertButtonRolesTests {
    @Test func aCancelButtonHasTheCancelRoleAndItsEventIfGiven() {
        #expect(AlertButton<ChildAlert>.cancel("Keep") == AlertButton("Keep", role: .cancel))
        #expect(AlertButton.cancel("Resume", event: ChildAlert.confirm) == AlertButton("Resume", role: .cancel, event: .confirm))
    }

    @Test func aDestructiveButtonHasTheDestructiveRoleAndItsEventIfGiven() {
        let discard = AlertButton<ReviewAlertEvent>.destructive("Discard", event: .confirmDeletion)
        #expect(discard == AlertButton("Discard", role: .destructive, event: .confirmDeletion))
        #expect(AlertButton<ChildAlert>.destructive("Erase") == AlertButton("Erase", role: .destructive))
    }

    @Test func anAlertListsItsButtonsByRole() {
        let alert: AlertState<ReviewAlertEvent> = AlertState(
            title: "Delete?", message: "This cannot be undone.",
            buttons: [.destructive("Delete", event: .confirmDeletion), .cancel("Keep")])
        #expect(alert.buttons == [AlertButton("Delete", role: .destructive, event: .confirmDeletion), AlertButton("Keep", role: .cancel)])
    }
}
