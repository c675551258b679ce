import Fractal
import FractalTesting
import Testing

/// A service a timer keeps alive.
private final class Poller: Sendable {
    func poll() {}
}

@Suite("A session's leak check finds the root view model and stops work that reschedules itself")
struct RecordingSessionLeakTests {
    @Test func aRootViewModelTheTestStillHoldsIsReportedAlive() {
        let session = RecordingSession()
        let deck = Deck()
        let presentation = deck <- RecordingDeck(session: session, name: "deck")
        let failure = failures { session.disposeAndCheckLeaks(presentation) }
        // The deck, and the card it holds, outlive the presentation.
        #expect(failure.message == "still alive:\n  Card presented by deck.selectedCard\n  Deck presented by the root presentation")
        withExtendedLifetime(deck) {}
    }

    @Test func aRootViewModelReleasedWithItsPresentationPasses() {
        let session = RecordingSession()
        let presentation = Deck() <- RecordingDeck(session: session, name: "deck")
        session.disposeAndCheckLeaks(presentation)
    }

    @Test func aTimerTheTeardownDidNotCancelIsLeftPendingAndWhatItKeepsIsReported() {
        let scheduler = TestScheduler()
        let session = RecordingSession(scheduler: scheduler)
        let poller = Poller()
        session.track(poller, as: "poller")
        let timer = scheduler.schedule(every: .seconds(1)) { [poller] in poller.poll() }
        let failure = failures { session.disposeAndCheckLeaks(nil) }  // returns: the timer runs 100,000 times at most
        #expect(failure.message == "still alive:\n  poller")
        #expect(scheduler.pendingCount == 1)
        timer.dispose()
        scheduler.run()
        #expect(scheduler.pendingCount == 0)
    }
}
