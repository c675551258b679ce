// The examples of the doc comments of FractalTesting's recordings, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Recorder's doc example: an observer records every title")
    struct RecorderDocExampleTests {
        @Test func theRecorderHoldsTheCurrentTitleThenTheNewOne() {
            let viewModel = TitleViewModel()
            viewModel.rename("Ada")

            let recorder = Recorder<String>()
            let observation = viewModel.title.observe(recorder.record)
            viewModel.rename("Grace")
            #expect(recorder.values == ["Ada", "Grace"])

            observation.dispose()
        }
    }

    @Suite("RecordedValues' doc example: reads past the end give nil")
    struct RecordedValuesDocExampleTests {
        @Test func anEmptyRecordingReadsNilAndComparesWithLiterals() {
            let titles = RecordingPresenter<String>()
            #expect(titles.live[0] == nil)  // nothing presented: nil, no trap
            let presentation = titles.presenter <~ "Hello"
            #expect(titles.live == ["Hello"])  // compares with an array literal
            #expect(titles.live[0] == "Hello")
            presentation?.dispose()
            #expect(titles.live.isEmpty)
        }
    }

    @Suite("RecordingPresenter's doc examples: what is bound, what waits, what was replaced")
    struct RecordingPresenterDocExampleTests {
        protocol LoginPresenters: Sendable {
            var titlePresenter: Presenter<String> { get }
        }

        struct RecordingLoginView: RecordingContainer, LoginPresenters {
            @Recorded var titlePresenter: Presenter<String>
        }

        final class LoginViewModel: Presentable, Sendable {
            var present: (any LoginPresenters) -> (any Disposable)? {
                { presenters in presenters.titlePresenter <~ "Log in" }
            }
        }

        @Test func theCurrentTitleIsLiveUntilThePresentationIsDisposed() {
            let viewModel = TitleViewModel()

            let title = RecordingPresenter<String>("title")
            let presentation = title.presenter <~ viewModel.title
            #expect(title.current == "Log in")
            presentation?.dispose()
            #expect(title.liveCount == 0)
        }

        @Test func aValueReplacedBeforeTheSchedulerRanIsCancelled() {
            let scheduler = TestScheduler()
            let text = RecordingPresenter<String>(scheduler: scheduler)
            let property = MutableProperty("a")
            let presentation = text.presenter <~ property
            property.value = "b"
            // Before the scheduler runs: nothing bound, "a" cancelled, "b" waiting.
            #expect(text.values.isEmpty && text.current == nil)
            #expect(text.cancelled == ["a"] && text.scheduled == ["b"])
            scheduler.advance()
            #expect(text.values == ["b"] && text.current == "b")
            presentation?.dispose()
        }

        @Test func eachPresentationRecordsItsState() {
            let scheduler = TestScheduler()
            let text = RecordingPresenter<String>(scheduler: scheduler)
            let property = MutableProperty("a")
            let presentation = text.presenter <~ property
            property.value = "b"  // "a" is replaced before its bind ran
            scheduler.advance()
            #expect(text.presentations.map(\.state) == [.cancelled, .bound])
            presentation?.dispose()
            #expect(text.presentations.map(\.state) == [.cancelled, .disposed])
        }

        @Test func aChildViewModelIsPresentedFurtherIntoARecordingView() {
            let loginView = RecordingLoginView()
            let login = RecordingPresenter<LoginViewModel>("login") { $0 <- loginView }
            let presentation = login.presenter <~ LoginViewModel()
            #expect(loginView.$titlePresenter.live == ["Log in"])
            presentation?.dispose()
            #expect(loginView.$titlePresenter.liveCount == 0)
        }
    }

    @Suite("Consuming reads' doc examples: every value presented is accounted for")
    struct ConsumingReadDocExampleTests {
        @Test func eachTitleIsReadOnceInOrder() {
            let session = RecordingSession()
            let viewModel = TitleViewModel()

            let title = session.presenter("title", of: String.self)
            let presentation = title.presenter <~ viewModel.title
            viewModel.rename("Welcome")
            #expect(title.next() == "Log in")
            #expect(title.next() == "Welcome")
            #expect(title.next() == nil)

            presentation?.dispose()
            #expect(throws: Never.self) { session.checkExhausted() }
        }

        @Test func aSessionChecksForLeaksAndUnreadValues() throws {
            let session = RecordingSession()
            let app = RecordingSessionApp(session)
            let presentation = app.title.presenter <~ "Log in"
            #expect(app.title.next() == "Log in")
            // … every other value read with next() …
            session.disposeAndCheckLeaks(presentation)
            session.checkExhausted()
        }
    }

    @Suite("RecordingSession's doc examples: dumps, leak checks and child containers")
    struct RecordingSessionDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        @Test func theSessionDumpsWhatIsPresentedAndFindsNoLeak() {
            let scheduler = TestScheduler()
            let viewModel = TitleViewModel()

            let session = RecordingSession(scheduler: scheduler)
            let title = session.presenter("login.title", of: String.self)
            let rootPresentation = title.presenter <~ viewModel.title
            scheduler.advance()
            print(session.dump())  // login.title: Log in
            session.disposeAndCheckLeaks(rootPresentation)

            #expect(printed.value == ["login.title: Log in"])
            #expect(title.liveCount == 0)
        }

        @Test func eachRowIsPresentedIntoAContainerOfItsOwn() {
            let scheduler = TestScheduler()
            let viewModel = ItemListViewModel()

            let session = RecordingSession(scheduler: scheduler)
            let rows = session.childPresenter(
                "main.rows", of: ItemRowViewModel.self,
                container: { name in RecordingRow(session, name) },  // name: "main.rows[0]", …
                present: { row, container in row <- container })
            let presentation = rows.listPresenter <~ viewModel.rows  // as a `Presenter<[ItemRowViewModel]>`
            scheduler.advance()
            #expect(rows.liveContainers.map { $0.title.current } == ["Engine", "Notes"])
            rows.liveContainers[1]?.select.current?()  // tap the second row

            #expect(viewModel.rows.value[1].selections.value == 1)
            #expect(session.dump().contains("main.rows[1].title: Notes"))
            presentation?.dispose()
            scheduler.advance()
            #expect(rows.liveContainers.isEmpty)
        }

        @Test func theSessionsChildPresenterNamesItsContainers() {
            let session = RecordingSession()

            let rows = session.childPresenter(
                "main.rows", of: ItemRowViewModel.self,
                container: { name in RecordingRow(session, name) },
                present: { row, container in row <- container })

            let presentation = rows.presenter <~ ItemRowViewModel(id: "1", title: "Engine")
            #expect(session.dump().contains("main.rows[0].title: Engine"))
            presentation?.dispose()
        }
    }

    @Suite("TestScheduler's doc example: a bind waits until the test advances the clock")
    @MainActor
    struct TestSchedulerDocExampleTests {
        @Test func theBindRunsOnAdvance() {
            let label = Label()

            let scheduler = TestScheduler()
            let presenter = Presenter<String>.UI(on: scheduler) { text in
                label.text = text
                return nil
            }
            let presentation = presenter.present("Hello")
            // nothing bound yet
            scheduler.advance()  // runs the bind

            #expect(label.text == "Hello")
            presentation?.dispose()
            scheduler.run()
        }
    }
}

/// The app of the session's exhaustive example: one title, in the session.
struct RecordingSessionApp {
    let title: RecordingPresenter<String>

    init(_ session: RecordingSession) {
        title = session.presenter("app.title")
    }
}
