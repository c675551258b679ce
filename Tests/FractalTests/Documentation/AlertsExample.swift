// A review screen whose alert is a value of its state, compiled and tested here:
// the doc comments of Sources/Fractal/Alerts use these types, and
// .ci/check-docs.py checks their blocks appear in this file line for line.

import Fractal
import Testing

struct ReviewState: Equatable, Sendable {
    var title = "Design review"
    var isDeleted = false
    var alert: AlertState<ReviewAlertEvent>?
}

enum ReviewAlertEvent: Equatable, Sendable {
    case confirmDeletion
}

enum ReviewEvent: Equatable, Sendable {
    case deleteTapped
    case alert(ReviewAlertEvent)
    case alertDismissed
}

func reduceReview(_ state: inout ReviewState, _ event: ReviewEvent) -> Effect<ReviewEvent, Never> {
    switch event {
    case .deleteTapped:
        state.alert = AlertState(
            title: "Delete \(state.title)?",
            message: "This cannot be undone.",
            buttons: [
                AlertButton("Delete", role: .destructive, event: .confirmDeletion),
                AlertButton("Cancel", role: .cancel),
            ],
            style: .confirmationDialog
        )
    case .alert(.confirmDeletion):
        state.alert = nil
        state.isDeleted = true
    case .alertDismissed:
        state.alert = nil
    }
    return .none
}

@Suite("The Alerts article's review screen asks before deleting")
struct AlertsExampleTests {
    @Test func confirmingTheDialogDeletesAndHidesIt() throws {
        let store = Store(initial: ReviewState(), reduce: reduceReview)
        store.send(.deleteTapped)
        let alert = try #require(store.states.value.alert)
        #expect(alert.title == "Delete Design review?")
        let event = try #require(try alert.button(titled: "Delete").event)
        store.send(.alert(event))
        #expect(store.states.value.isDeleted)
        #expect(store.states.value.alert == nil)
    }

    @Test func theDialogIsAConfirmationDialogWithAMessage() throws {
        let store = Store(initial: ReviewState(), reduce: reduceReview)
        #expect(store.states.value.alert == nil)  // nothing shown until asked
        store.send(.deleteTapped)
        let alert = try #require(store.states.value.alert)
        #expect(alert.style == .confirmationDialog)
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
    }

    @Test func cancellingDismissesWithoutDeletingAndTheDialogCanBeAskedAgain() throws {
        let store = Store(initial: ReviewState(), reduce: reduceReview)
        store.send(.deleteTapped)
        let first = try #require(store.states.value.alert)
        #expect(try first.button(titled: "Cancel").event == nil)  // a dismissal
        store.send(.alertDismissed)
        #expect(store.states.value.alert == nil)
        #expect(!store.states.value.isDeleted)
        store.send(.deleteTapped)  // the same dialog, asked again
        #expect(store.states.value.alert == first)
    }

    @Test func aTitleThatIsNotThereThrowsAndLeavesTheDialogUp() throws {
        let store = Store(initial: ReviewState(), reduce: reduceReview)
        store.send(.deleteTapped)
        let alert = try #require(store.states.value.alert)
        #expect(throws: AlertError.noButtonTitled("Remove", alert: "Delete Design review?", available: ["Delete", "Cancel"])) {
            try alert.button(titled: "Remove")
        }
        #expect(store.states.value.alert == alert)
    }
}
