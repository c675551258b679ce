import Fractal
import FractalTesting
import Testing

/// Each tester's failed check, run in a Swift Testing test: `failures(of:)`
/// takes what it records as known issues, and fails the test if it records none.
@Suite("Every tester's failed check fails a Swift Testing test, at the check")
struct SwiftTestingFailureTests {
    @Test func aViewModelTestersWrongExpectationFailsAtTheExpect() {
        let counter = ViewModelTester { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        let failure = failures { counter.expect { $0.count = 42 } }
        #expect(failure.lines == [#line - 1])
        #expect(failure.message.hasPrefix("the state is not as expected (- expected, + actual):"))
        #expect(failure.message.contains("-   count: 42\n+   count: 1"))
        counter.expect()  // the next check starts from the state the failed one found
    }

    @Test func aViewModelTesterReleasedWithAChangeNotAssertedFailsAtTheLineThatMadeIt() {
        let line = #line + 2
        let failure = failures {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
        }
        #expect(failure.lines == [line])
        #expect(failure.message.contains("a change of the state no check asserted"))
    }

    @Test func aViewModelTestersFinishWithAStoresEffectStillRunningFailsAtTheFinish() async {
        let search = ViewModelTester { makeSearch(SearchService(), scheduler: $0) }
        search.viewModel.send(.searched("tea"))
        search.expect { $0.query = "tea" }
        let failure = await failures { await search.finish(timeout: .milliseconds(20)) }
        #expect(failure.lines == [#line - 1])
        #expect(failure.message.contains("effects of viewModel (Store<SearchState, SearchEvent, Never>) still running: 1 task of Effect.run"))
    }

    @Test func aLeakCheckWithAViewModelStillAliveFailsAtTheCheck() {
        let deck = Deck()
        let session = RecordingSession()
        session.track(deck, as: "deck")
        let presentation = deck <- RecordingDeck(session: session, name: "deck")
        let failure = failures { session.disposeAndCheckLeaks(presentation) }
        #expect(failure.lines == [#line - 1])
        #expect(failure.message.contains("still alive:\n  deck"))
        withExtendedLifetime(deck) {}
    }

    @Test func anExhaustivityCheckWithAValueNotReadFailsAtTheCheck() {
        let session = RecordingSession()
        let title = session.presenter("login.title", of: String.self)
        let presentation = title.presenter <~ "Log in"
        presentation?.dispose()
        let failure = failures { session.checkExhausted() }
        #expect(failure.lines == [#line - 1])
        #expect(failure.message.contains("login.title\n  not consumed: Log in"))
        #expect(title.next() == "Log in")
        session.checkExhausted()
    }
}

/// Each tester's passing check, run in a Swift Testing test: a failure it
/// recorded would fail the test.
@Suite("Every tester's passing check records nothing in a Swift Testing test")
struct SwiftTestingPassingCheckTests {
    @Test func aViewModelTestersRightExpectation() {
        let counter = ViewModelTester { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 1 }
        #expect(counter.state.count == 1)
    }

    @Test func aLeakCheckWithNothingLeft() {
        let session = RecordingSession()
        let deck = RecordingDeck(session: session, name: "deck")
        let presentation = Deck() <- deck
        #expect(deck.$headingPresenter.current == "Deck")
        session.disposeAndCheckLeaks(presentation)
    }
}
