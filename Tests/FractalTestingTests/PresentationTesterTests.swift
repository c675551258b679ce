import Fractal
import FractalTesting
import Testing

/// A deck that is a struct: its presentation keeps it boxed.
struct ValueDeck: Presentable, Sendable {
    let taps = MutableProperty(0)

    var present: (any DeckPresenters) -> (any Disposable)? {
        { view in view.headingPresenter <~ "Value" }
    }
}

/// A deck whose presentation starts a timer that reschedules itself and is
/// never cancelled: a leak that never lets the scheduler run out. (The
/// scheduler is held weakly, so releasing it ends the leak with the test.)
final class PollingDeck: Presentable, Sendable {
    weak let scheduler: TestScheduler?
    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func poll() {
        _ = scheduler?.schedule(after: .seconds(1)) { [self] in poll() }
    }

    var present: (any DeckPresenters) -> (any Disposable)? {
        { view in
            self.poll()
            return view.headingPresenter <~ "Polling"
        }
    }
}

@Suite("A presentation tester presents at once, and its finish or release checks the teardown")
struct PresentationTesterTests {
    @Test func theViewHasCaughtUpAndTheViewModelIsTrackedUnderTheViewsName() throws {
        let tester = PresentationTester(RecordingDeck.self, named: "deck") { view, _ in Deck() <- view }
        #expect(tester.view.$headingPresenter.current == "Deck")
        let card = try tester.view.$selectedCardPresenter.container()
        try card.$tapPresenter.currentValue()()
        #expect(tester.viewModel(as: Deck.self)?.selected.value.taps.value == 1)
        #expect(tester.session.dump().hasPrefix("deck.heading: Deck\ndeck.selectedCard: FractalTestingTests.Card\ndeck.selectedCard[0].title: Ace"))
        #expect(tester.scheduler.pendingCount == 0)
        tester.finish()
    }

    @Test func aViewModelStillAliveAtReleaseIsRecordedAtTheLineThatMadeTheTester() {
        let deck = Deck()
        let line = #line + 2
        withKnownIssue {
            _ = PresentationTester(RecordingDeck.self) { view, _ in deck <- view }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "PresentationTesterTests.swift"
                && "\(issue)".contains("the presentation tester made here was released with:\nstill alive:\n  root (Deck)")
        }
        withExtendedLifetime(deck) {}  // held by the test until the tester went
    }

    @Test func finishRecordsWhatTheReleaseWouldRecordAtItsCallAndTheReleaseAddsNothing() {
        let deck = Deck()
        let tester = PresentationTester(RecordingDeck.self) { view, _ in deck <- view }
        let line = #line + 1
        let failure = failures { tester.finish() }
        #expect(failure.lines == [line])
        #expect(
            failure.message == """
                the presentation tester finished with:
                still alive:
                  root (Deck)
                  Card presented by root.selectedCard
                """)
        withExtendedLifetime(deck) {}
    }

    @Test func aStructViewModelIsTrackedByTheObjectsItHolds() {
        let deck = ValueDeck()
        let tester = PresentationTester(RecordingDeck.self) { view, _ in deck <- view }
        #expect(tester.viewModel(as: ValueDeck.self) != nil)
        #expect(tester.disposeAndCheckLeaks().liveObjects == ["root (ValueDeck): MutableProperty<Int>"])
        withExtendedLifetime(deck) {}
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

    @Test func onlyAViewModelPresentedDirectlyIsTracked() {
        let deck = Deck()
        let wrapped = PresentationTester(RecordingDeck.self) { view, _ in CompositeDisposable([deck <- view]) }
        #expect(wrapped.viewModel(as: Deck.self) == nil)
        #expect(wrapped.disposeAndCheckLeaks().liveObjects == ["Card presented by root.selectedCard"])  // the deck's card, not the deck
        let erased = PresentationTester(RecordingDeck.self) { view, _ in
            AnyPresentable<any DeckPresenters>(present: { view in deck <- view }) <- view
        }
        #expect(erased.viewModel(as: Deck.self) == nil)  // a closure, not a view model
        #expect(!erased.disposeAndCheckLeaks().liveObjects.contains { $0.hasPrefix("root") })
        let whole = PresentationTester(RecordingDeck.self) { view, _ in AnyPresentable(deck) <- view }
        #expect(whole.viewModel(as: Deck.self) === deck)
        #expect(whole.disposeAndCheckLeaks().liveObjects.contains("root (Deck)"))
    }

    @Test func workThatReschedulesItselfIsReportedInsteadOfRunForEver() {
        let tester = PresentationTester(RecordingDeck.self) { view, scheduler in PollingDeck(scheduler: scheduler) <- view }
        let failure = failures { tester.finish() }
        #expect(failure.message.contains("still alive:\n  root (PollingDeck)"))  // the timer keeps it
        #expect(failure.message.contains("still scheduled: 1 action after 100,000 ran"))
    }

    @Test func anExhaustiveTesterRecordsTheValuesNotRead() {
        withKnownIssue {
            _ = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        } matching: { issue in
            "\(issue)".contains("the presentation tester made here was released with:\nexhaustivity:")
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

    @Test func exhaustivityTurnedOffDuringATestIsNotChecked() throws {
        let tester = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        tester.exhaustivity = .off
        #expect(tester.exhaustivity == .off)
        tester.finish()
    }

    @Test func aTestThatTakesTheLeakReportGetsNoLeakIssueButStillTheUnreadValues() {
        let deck = Deck()
        withKnownIssue {
            let tester = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in deck <- view }
            let report = tester.disposeAndCheckLeaks()
            #expect(report.liveObjects == ["root (Deck)", "Card presented by root.selectedCard"])  // the deck keeps its card
            #expect(tester.viewModel(as: Deck.self) == nil)  // the presentation no longer keeps it
        } matching: { issue in
            "\(issue)".contains("not consumed: Deck") && !"\(issue)".contains("still alive")
        }
        withExtendedLifetime(deck) {}
    }

    @Test func theViewModelIsReleasedWithItsPresentation() throws {
        weak var released: Deck?
        let tester = PresentationTester(RecordingDeck.self) { view, _ in
            let deck = Deck()
            released = deck
            return deck <- view
        }
        #expect(released != nil)  // kept by the presentation alone
        tester.finish()
        #expect(released == nil)
    }

    @MainActor
    @Test func aTesterMadeInAMainActorTestBindsAndTearsDownOnTheMainActor() throws {
        let label = Recorder<String>()
        let tester = PresentationTester(RecordingDeck.self) { view, scheduler in
            let labelPresenter = Presenter<String>.UI(on: scheduler) { text in
                label.record("bound \(text)")  // a UI bind: it runs on the main actor
                return AnyDisposable { MainActor.assumeIsolated { label.record("taken back") } }
            }
            return CompositeDisposable([Deck() <- view, labelPresenter <~ "Deck"])
        }
        #expect(label.values == ["bound Deck"])
        tester.finish()
        #expect(label.values == ["bound Deck", "taken back"])
    }
}
