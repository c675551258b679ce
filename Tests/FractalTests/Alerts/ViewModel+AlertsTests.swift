import Dispatch
import Fractal
import FractalTesting
import Testing

/// The view model of `answer(_:)`'s doc comment.
private final class DeletionModel: ViewModel {
    struct State: Equatable {
        var alert: AlertState<DeletionAlert>?
        var isDeleted = false
        var deletions = 0
    }
    let states = MutableProperty(State())

    func deleteTapped() { modify { $0.alert = AlertState(title: "Delete?", buttons: [AlertButton("Delete", role: .destructive, event: .confirmDeletion)]) } }

    func alertTapped(_ event: DeletionAlert) {
        guard answer(\.alert) else { return }
        if event == .confirmDeletion { modify { $0.isDeleted = true } }
    }

    func countingAlertTapped(_ event: DeletionAlert) {
        guard answer(\.alert) else { return }
        modify { $0.deletions += 1 }
    }
}

private enum DeletionAlert: Equatable, Sendable {
    case confirmDeletion
    case cancel
}

@Suite("A view model answers its alert once")
struct ViewModelAlertAnswerTests {
    @Test func theFirstTapAnswersAndASecondDoesNothing() {
        let model = DeletionModel()
        model.deleteTapped()
        model.alertTapped(.confirmDeletion)
        #expect(model.state == DeletionModel.State(alert: nil, isDeleted: true))
        #expect(!model.answer(\.alert))  // nothing shown: nothing answered
    }

    @Test func aTapAfterTheAlertWasDismissedDoesNothing() {
        let model = DeletionModel()
        model.deleteTapped()
        model.modify { $0.alert = nil }  // the view dismissed it
        model.alertTapped(.confirmDeletion)
        #expect(!model.state.isDeleted)
    }

    @Test func anAlertShownAgainIsAnsweredAgain() {
        let model = DeletionModel()
        model.deleteTapped()
        model.countingAlertTapped(.confirmDeletion)
        model.deleteTapped()
        model.countingAlertTapped(.confirmDeletion)
        #expect(model.state.deletions == 2)
    }

    @Test func tapsRacingOnManyThreadsAnswerOnce() {
        for _ in 0..<200 {
            let model = DeletionModel()
            model.deleteTapped()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in model.countingAlertTapped(.confirmDeletion) }
            #expect(model.state.deletions == 1)
        }
    }
}
