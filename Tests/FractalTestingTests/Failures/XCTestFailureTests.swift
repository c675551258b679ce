import Fractal
import FractalTesting
import XCTest

/// Each tester's failed check, run in an XCTest test (issue 35's probe:
/// a wrong expectation in an `XCTestCase` used to pass): the failure is
/// recorded for the test, at the check, as `XCTFail` records it.
final class XCTestFailureTests: FailureCapturingTestCase {
    func testAViewModelTestersWrongExpectationFailsAtTheExpect() {
        let counter = ViewModelTester { _ in CounterModel() }
        counter.viewModel.incrementTapped()
        let failures = failures { counter.expect { $0.count = 42 } }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertEqual(failures.map(\.filePath), [#filePath])
        XCTAssertTrue(failures.first?.description.contains("-   count: 42\n+   count: 1") == true)
        counter.expect()
    }

    func testAViewModelTesterReleasedWithAChangeNotAssertedFailsAtTheLineThatMadeIt() {
        let line = #line + 2
        let failures = failures {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("a change of the state no check asserted") == true)
    }

    func testAViewModelTestersFinishWithAStoresEffectStillRunningFailsAtTheFinish() async {
        let search = ViewModelTester { makeSearch(SearchService(), scheduler: $0) }
        search.viewModel.send(.searched("tea"))
        search.expect { $0.query = "tea" }
        let failures = await failures { await search.finish(timeout: .milliseconds(20)) }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(failures.first?.description.contains("still running: 1 task of Effect.run") == true)
    }

    func testALeakCheckWithAViewModelStillAliveFailsAtTheCheck() {
        let deck = Deck()
        let session = RecordingSession()
        session.track(deck, as: "deck")
        let presentation = deck <- RecordingDeck(session: session, name: "deck")
        let failures = failures { session.disposeAndCheckLeaks(presentation) }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(failures.first?.description.contains("still alive:\n  deck") == true)
        withExtendedLifetime(deck) {}
    }

    func testAViewModelTestersFinishWithScheduledWorkFailsAtTheFinish() async {
        let list = ViewModelTester { SortingModel(items: [2, 1], scheduler: $0) }
        list.viewModel.added(0)
        list.expect { $0.items = [2, 1, 0] }
        let failures = await failures { await list.finish() }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(failures.first?.description.contains("work still scheduled on the tester's scheduler, never run: 1 action") == true)
    }

    func testAViewModelTesterReleasedWithScheduledWorkFailsAtTheLineThatMadeIt() {
        let line = #line + 2
        let failures = failures {
            let list = ViewModelTester { SortingModel(items: [2, 1], scheduler: $0) }
            list.viewModel.added(0)
            list.expect { $0.items = [2, 1, 0] }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("work still scheduled on the tester's scheduler, never run: 1 action") == true)
    }

    func testAFirstValueThatNeverComesFailsAtTheWait() async {
        let property = MutableProperty(3)
        var value: Int? = 0
        let failures = await failures { value = await property.firstValue(timeout: .milliseconds(10)) { $0 > 5 } }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertNil(value)
        XCTAssertTrue(failures.first?.description.contains("the time ran out (0.01 seconds)") == true)
    }

    func testAnIdentifiedListInAFailedCheckShowsOnlyTheElementThatDiffers() {
        let rows: IdentifiedList<DiffRow> = [DiffRow(id: 1, title: "Milk"), DiffRow(id: 2, title: "Eggs")]
        let list = ViewModelTester { makeRenamingStore(rows, scheduler: $0) }
        list.viewModel.send("Ham")
        let failures = failures { list.expect { $0 = rows } }
        let changed = failures.first?.description.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
        XCTAssertEqual(changed, [#"-     title: "Eggs""#, #"+     title: "Ham""#])
    }

    func testAnExhaustivityCheckWithAValueNotReadFailsAtTheCheck() {
        let session = RecordingSession()
        let title = session.presenter("login.title", of: String.self)
        let presentation = title.presenter <~ "Log in"
        presentation?.dispose()
        let failures = failures { session.checkExhausted() }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(failures.first?.description.contains("login.title\n  not consumed: Log in") == true)
        XCTAssertEqual(title.next(), "Log in")
        session.checkExhausted()
    }
}

/// Each tester's passing check, run in an XCTest test: it records nothing.
final class XCTestPassingCheckTests: FailureCapturingTestCase {
    func testAViewModelTestersRightExpectation() {
        let failures = failures {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
            counter.expect { $0.count = 1 }
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    func testALeakCheckWithNothingLeft() {
        let failures = failures {
            let session = RecordingSession()
            let deck = RecordingDeck(session: session, name: "deck")
            let presentation = Deck() <- deck
            XCTAssertEqual(deck.$headingPresenter.current, "Deck")
            session.disposeAndCheckLeaks(presentation)
        }
        XCTAssertEqual(failures.map(\.description), [])
    }
}
