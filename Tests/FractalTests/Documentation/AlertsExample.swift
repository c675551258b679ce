// The detail screen of the DocC article "Alerts and confirmation dialogs"
// (Sources/Fractal/Fractal.docc/Alerts.md), compiled and tested here;
// .ci/check-docs.py checks the article's blocks appear in this file line for
// line. The doc comments of Sources/Fractal/Alerts use these types too.

import Fractal
import FractalTesting
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

protocol ReviewPresenters: Sendable {
    var alertPresenter: Presenter<PresentedAlert<ReviewAlertEvent>> { get }
}

final class ReviewViewModel: Presentable, Sendable {
    let store = Store(initial: ReviewState(), reduce: reduceReview)

    var present: (any ReviewPresenters) -> (any Disposable)? {
        { [store] presenters in
            presenters.alertPresenter.serial().optional()
                <~ store.states.map(\.alert).presentedAlerts(
                    send: { store.send(.alert($0)) },
                    dismiss: { store.send(.alertDismissed) }
                )
        }
    }
}

/// The detail screen of a test: it records the alerts it is shown.
struct RecordingReviewView: RecordingContainer, ReviewPresenters {
    @Recorded var alertPresenter: Presenter<PresentedAlert<ReviewAlertEvent>>
}

@Suite("The Alerts article's detail screen asks before deleting")
struct AlertsExampleTests {
    @Test func confirmingTheDialogDeletesAndHidesIt() throws {
        let view = RecordingReviewView()
        let viewModel = ReviewViewModel()
        let presentation = viewModel <- view
        viewModel.store.send(.deleteTapped)
        #expect(view.$alertPresenter.current?.state.title == "Delete Design review?")
        try view.$alertPresenter.current?.tap(titled: "Delete")
        #expect(viewModel.store.states.value.isDeleted)
        #expect(view.$alertPresenter.liveCount == 0)
        presentation?.dispose()
    }

    @Test func theDialogIsAConfirmationDialogWithAMessage() throws {
        let view = RecordingReviewView()
        let viewModel = ReviewViewModel()
        let presentation = viewModel <- view
        #expect(view.$alertPresenter.values.isEmpty)  // nothing shown until asked
        viewModel.store.send(.deleteTapped)
        let alert = try #require(view.$alertPresenter.current).state
        #expect(alert.style == .confirmationDialog)
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.buttons.map(\.title) == ["Delete", "Cancel"])
        presentation?.dispose()
        #expect(view.$alertPresenter.liveCount == 0)
    }

    @Test func cancellingDismissesWithoutDeletingAndTheDialogCanBeAskedAgain() throws {
        let view = RecordingReviewView()
        let viewModel = ReviewViewModel()
        let presentation = viewModel <- view
        viewModel.store.send(.deleteTapped)
        try view.$alertPresenter.current?.tap(role: .cancel)
        #expect(viewModel.store.states.value.alert == nil)
        #expect(!viewModel.store.states.value.isDeleted)
        #expect(view.$alertPresenter.liveCount == 0)
        viewModel.store.send(.deleteTapped)  // the same dialog, shown again
        #expect(view.$alertPresenter.values.count == 2 && view.$alertPresenter.liveCount == 1)
        presentation?.dispose()
    }

    @Test func aTitleThatIsNotThereThrowsAndLeavesTheDialogUp() throws {
        let view = RecordingReviewView()
        let viewModel = ReviewViewModel()
        let presentation = viewModel <- view
        viewModel.store.send(.deleteTapped)
        let shown = try #require(view.$alertPresenter.current)
        #expect(throws: AlertError.noButtonTitled("Remove", alert: "Delete Design review?", available: ["Delete", "Cancel"])) {
            try shown.tap(titled: "Remove")
        }
        #expect(!shown.isAnswered && view.$alertPresenter.liveCount == 1)
        presentation?.dispose()
    }
}
