import Fractal
import FractalTesting
import Testing

/// A presentation tester presents a view model into a recording view on a
/// test scheduler, and checks the teardown when the test lets it go.
@Suite("A presentation tester presents at once and checks for leaks when released")
struct PresentationTesterTests {
    @Test func theViewHasCaughtUpAndTheViewModelIsTrackedUnderTheViewsName() throws {
        let tester = PresentationTester(RecordingDeck.self, named: "deck") { view, _ in Deck() <- view }
        #expect(tester.view.$headingPresenter.current == "Deck")
        let card = try tester.view.$selectedCardPresenter.container()
        try card.$tapPresenter.currentValue()()
        #expect(tester.viewModel(as: Deck.self)?.selected.value.taps.value == 1)
        #expect(tester.session.dump().hasPrefix("deck.heading: Deck\ndeck.selectedCard: FractalTestingTests.Card\ndeck.selectedCard[0].title: Ace"))
        #expect(tester.scheduler.pendingCount == 0)
    }

    @Test func aViewModelStillAliveAtReleaseIsRecordedAtTheLineThatMadeTheTester() {
        var kept: Deck?
        let line = #line + 2
        withKnownIssue {
            _ = PresentationTester(RecordingDeck.self) { view, _ in
                let deck = Deck()
                kept = deck
                return deck <- view
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "PresentationTesterTests.swift"
                && "\(issue)".contains("the presentation tester made here was released with leaks:\nstill alive:\n  root")
        }
        #expect(kept?.selected.value.title == "Ace")
    }

    @Test func aPresentationNeverTakenBackIsRecorded() {
        withKnownIssue {
            _ = PresentationTester(RecordingDeck.self) { view, _ in
                _ = view.headingPresenter <~ "Deck"  // dropped: disposing the root cannot take it back
                return nil
            }
        } matching: { issue in
            "\(issue)".contains("still presented:\n  root.heading: Deck")
        }
    }

    @Test func anExhaustiveTesterRecordsTheValuesNotRead() {
        withKnownIssue {
            _ = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        } matching: { issue in
            "\(issue)".contains("the exhaustive presentation tester made here was released with values not read")
                && "\(issue)".contains("root.heading\n  not consumed: Deck")
        }
    }

    @Test func anExhaustiveTesterWhoseValuesWereReadRecordsNothing() throws {
        let tester = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        #expect(tester.view.$headingPresenter.next() == "Deck")
        let card = try tester.view.$selectedCardPresenter.container()
        #expect(card.$titlePresenter.next() == "Ace")
        #expect(card.$tapPresenter.next() != nil)
    }

    @Test func exhaustivityTurnedOffDuringATestIsNotChecked() {
        let tester = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        tester.exhaustivity = .off
        #expect(tester.exhaustivity == .off)
    }

    @Test func aTestThatChecksTheLeaksItselfGetsTheReportAndNoIssue() {
        var kept: Deck?
        let tester = PresentationTester(RecordingDeck.self) { view, _ in
            let deck = Deck()
            kept = deck
            return deck <- view
        }
        let report = tester.disposeAndCheckLeaks()
        #expect(report.liveObjects == ["root", "Card presented by root.selectedCard"])  // the deck keeps its card
        #expect(report.livePresentations.isEmpty)
        #expect(tester.viewModel(as: Deck.self) == nil)  // the presentation no longer keeps it
        #expect(kept != nil)
    }

    @Test func theViewModelIsReleasedWithItsPresentation() {
        weak var released: Deck?
        let tester = PresentationTester(RecordingDeck.self) { view, _ in
            let deck = Deck()
            released = deck
            return deck <- view
        }
        #expect(released != nil)  // kept by the presentation alone
        #expect("\(tester.disposeAndCheckLeaks())" == "no leaks")
        #expect(released == nil)
    }
}
