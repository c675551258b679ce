import Fractal
import FractalTesting
import Testing

@Suite("Consuming reads account for each value once")
struct ConsumingReadTests {
    @Test func nextTakeAndTakeAllReadEachBoundValueOnceInOrder() {
        let text = RecordingPresenter<String>()
        let property = MutableProperty("a")
        let presentation = text.presenter <~ property
        for value in ["b", "c", "d", "e"] { property.value = value }
        #expect(text.next() == "a")
        #expect(text.take(2) == ["b", "c"])
        #expect(text.unconsumed == ["d", "e"])
        #expect(text.unconsumed == ["d", "e"])  // peeking consumes nothing
        #expect(text.values == ["a", "b", "c", "d", "e"])  // nor do the other reads
        #expect(text.takeAll() == ["d", "e"])
        #expect(text.next() == nil)
        #expect(text.take(0).isEmpty && text.take(-1).isEmpty)
        property.value = "f"
        #expect(text.next() == "f")
        presentation?.dispose()
    }

    @Test func onlyBoundValuesAreReadAndInTheOrderPresented() {
        let scheduler = TestScheduler()
        let text = RecordingPresenter<String>(scheduler: scheduler)
        let property = MutableProperty("a")
        let presentation = text.presenter <~ property
        property.value = "b"  // "a" cancelled: never bound, never read
        #expect(text.next() == nil)  // "b" waits for the scheduler
        scheduler.advance()
        #expect(text.next() == "b")
        property.value = "c"
        #expect(text.next() == nil)
        scheduler.advance()
        #expect(text.next() == "c")
        presentation?.dispose()
        scheduler.run()
    }
}

@Suite("An exhaustivity check lists what no assertion accounted for")
struct ExhaustivityCheckTests {
    @Test func passesWhenEveryValueWasReadAndNothingIsLive() throws {
        let session = RecordingSession()
        let title = session.presenter("title", of: String.self)
        let property = MutableProperty("Log in")
        let presentation = title.presenter <~ property
        property.value = "Welcome"
        #expect(title.next() == "Log in")
        #expect(title.next() == "Welcome")
        session.checkExhausted(ignoringLivePresentations: true)
        presentation?.dispose()
        session.checkExhausted()
    }

    @Test func failsListingUnconsumedValuesAndLivePresentationsPresenterByPresenter() {
        let session = RecordingSession()
        let title = session.presenter("login.title", of: String.self)
        let error = session.presenter("login.error", of: String.self)
        let hint = session.presenter("login.hint", of: String.self)
        let presentations = CompositeDisposable([
            title.presenter <~ "Log in", error.presenter <~ "Wrong password.", hint.presenter <~ "Try ada",
        ])
        #expect(hint.next() == "Try ada")
        #expect(
            failures { session.checkExhausted() }.message == """
                exhaustivity: 3 of 3 recordings hold values not consumed or presentations still live
                login.title
                  not consumed: Log in
                  live: Log in
                login.error
                  not consumed: Wrong password.
                  live: Wrong password.
                login.hint
                  live: Try ada
                """)
        presentations.dispose()
        #expect(
            failures { session.checkExhausted() }.message == """
                exhaustivity: 2 of 3 recordings hold values not consumed or presentations still live
                login.title
                  not consumed: Log in
                login.error
                  not consumed: Wrong password.
                """)
        title.takeAll()
        error.takeAll()
        session.checkExhausted()
    }

    @Test func ignoringLivePresentationsChecksOnlyValues() throws {
        let session = RecordingSession()
        let title = session.presenter("title", of: String.self)
        let presentation = title.presenter <~ "Hello"
        failures { session.checkExhausted(ignoringLivePresentations: true) }
        #expect(title.next() == "Hello")
        session.checkExhausted(ignoringLivePresentations: true)
        #expect(failures { session.checkExhausted() }.message.contains("title\n  live: Hello"))
        presentation?.dispose()
        session.checkExhausted()
    }

    @Test func aPresenterOptedOutIsNeverChecked() throws {
        let session = RecordingSession()
        let spinner = session.presenter("spinner", of: Bool.self)
        spinner.isExhaustive = false
        let presentation = spinner.presenter <~ true
        session.checkExhausted()
        #expect(!spinner.isExhaustive)
        presentation?.dispose()
    }

    @Test func valuesForgottenByALeakCheckAreStillReported() {
        let session = RecordingSession()
        let title = session.presenter("title", of: String.self)
        session.disposeAndCheckLeaks(title.presenter <~ "never read")
        #expect(title.values.isEmpty)  // forgotten, so it can be released
        let failure = failures { session.checkExhausted() }
        #expect(failure.message.contains("title\n  not consumed: never read"))
    }

    @Test func aLeakCheckStillReportsAPresentationLeftLive() {
        let session = RecordingSession()
        let title = session.presenter("title", of: String.self)
        let kept = title.presenter <~ "kept"
        let failure = failures { session.disposeAndCheckLeaks(nil) }
        #expect(failure.message == "still presented:\n  title: kept")
        #expect(session.dump() == "title: kept")
        kept?.dispose()
    }
}
