import Fractal
import FractalTesting
import Testing

/// A tester released without `finish()` checks what `finish()` would, and
/// records what the test did not assert as an issue at the line that made it.
@Suite("A store tester released at the end of a test reports work not asserted")
struct StoreTesterReleaseTests {
    static let reducer = SearchScreen.reducer(search: Directory.search)

    /// Searches for "ada" and receives the results, leaving the store with nothing to assert.
    func searched(_ tester: StoreTester<SearchScreen.State, SearchScreen.Event, SearchScreen.Output>) async throws {
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        await tester.receive(.search) { $0.isSearching = true }
        await tester.receive(.results(["Ada Lovelace"])) {
            $0.isSearching = false
            $0.results = ["Ada Lovelace"]
        }
    }

    @Test func anOutputNotAssertedIsRecordedAtTheLineThatMadeTheTester() async throws {
        let line = #line + 2
        try await withKnownIssue {
            let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
            try await searched(tester)
            tester.send(.resultTapped(0))
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "StoreTester+ReleaseTests.swift"
                && "\(issue)".contains("released with work the test did not assert")
                && "\(issue)".contains(#"output not asserted: openDetail("Ada Lovelace")"#)
        }
    }

    @Test func aTimerNotAdvancedToIsRecorded() throws {
        withKnownIssue {
            let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
            tester.send(.queryChanged("ada")) { $0.query = "ada" }
        } matching: { issue in
            "\(issue)".contains("1 effect is still running (timers wait for the scheduler to advance: 1 action, due at 0.3 seconds")
        }
    }

    @Test func aReceivedEventNotAssertedIsRecorded() throws {
        withKnownIssue {
            let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
            tester.send(.queryChanged("ada")) { $0.query = "ada" }
            tester.advance(by: .milliseconds(300))
        } matching: { issue in
            "\(issue)".contains("received event not asserted: search")
        }
    }

    @Test func aTestThatAssertedEverythingNeedsNoFinish() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
        try await searched(tester)
        tester.send(.resultTapped(0))
        tester.receiveOutput(.openDetail("Ada Lovelace"))
        #expect(tester.state.results == ["Ada Lovelace"])
    }

    @Test func aTesterWhoseCallThrewReportsNothingMore() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        // The search event is not asserted: sending throws, and the test
        // (here, expecting it) has its failure; the release adds none.
        let failure = failures { tester.send(.cleared) }
        #expect(failure.message.contains("not asserted yet; receive before sending"))
    }

    @Test func aFinishedTesterReportsNothingMore() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: Self.reducer)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        let failure = failures { tester.finish() }
        #expect(failure.message.contains("the store did more than the test asserted"))
    }

    @Test func aNonExhaustiveTesterReportsNothing() throws {
        let tester = StoreTester(initial: SearchScreen.State(), exhaustivity: .off, reduce: Self.reducer)
        tester.send(.queryChanged("ada")) { $0.query = "ada" }
        tester.advance(by: .milliseconds(300))
        #expect(tester.state.isSearching)
    }
}

/// A counter reducer whose `start` runs a task that sends `done` and ends.
enum LoadEvent: Equatable, Sendable {
    case start
    case done
}

@Suite("A store tester released at the end of a test leaves running tasks to finish()")
struct StoreTesterReleaseTimingTests {
    static func reduce(_ state: inout Int, _ event: LoadEvent) -> Effect<LoadEvent, Never> {
        switch event {
        case .start: return .run { send in send(.done) }
        case .done:
            state = 1
            return .none
        }
    }

    /// The task has sent its last event when `receive` returns, but may still
    /// be ending when the tester is released: it is not reported (finish() would wait for it).
    @Test func aTaskThatSentItsLastEventIsNotReportedAsRunning() async throws {
        for _ in 0..<5_000 {
            let tester = StoreTester(initial: 0, reduce: Self.reduce)
            tester.send(.start)
            await tester.receive(.done) { $0 = 1 }
        }
    }

    @Test func workAfterAnExpectedFailureIsStillReported() throws {
        withKnownIssue {
            let tester = StoreTester(initial: SearchScreen.State(), reduce: StoreTesterReleaseTests.reducer)
            failures { tester.receiveOutput(.openDetail("Ada Lovelace")) }
            tester.send(.queryChanged("ada")) { $0.query = "ada" }
        } matching: { issue in
            "\(issue)".contains("1 effect is still running (timers wait for the scheduler to advance: 1 action, due at 0.3 seconds")
        }
    }

    @Test func anAsyncFinishOfANonExhaustiveTesterReportsStoreIssues() async throws {
        struct Screen: Equatable, Sendable { var sheet: Int? }
        enum Event: Equatable, Sendable {
            case later
            case sheet(Int)
        }
        let adding = Reducer<Int, Int, Never> { count, amount in
            count += amount
            return .none
        }
        let sheetEvents = Case(Event.sheet) { if case .sheet(let amount) = $0 { amount } else { nil } }
        let screen = Reducer<Screen, Event, Never> { _, event in
            event == .later ? .send(.sheet(1), after: .seconds(1)) : .none
        }
        .ifLet(\.sheet, event: sheetEvents, child: adding)
        let tester = StoreTester(initial: Screen(), exhaustivity: .off, reducer: screen)
        tester.send(.later)
        tester.advance(by: .seconds(1))  // no sheet: the event is dropped, and reported as an issue
        let failure = await failures { await tester.finish() }
        #expect(failure.message.contains("the store reported"))
    }
}
