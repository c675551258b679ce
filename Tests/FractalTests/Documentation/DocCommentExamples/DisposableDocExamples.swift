// The examples of the doc comments in Sources/Fractal/Primitives/Disposables, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("AnyDisposable's doc example: the closure runs once, on the first dispose")
    struct AnyDisposableDocExampleTests {
        struct TimerSource: Sendable {
            let cancellations = Counter()
            func cancel() { cancellations.increment() }
        }

        @Test func disposingTwiceRunsTheClosureOnce() {
            let timerSource = TimerSource()
            let timer = AnyDisposable { timerSource.cancel() }
            timer.dispose()  // runs the closure
            timer.dispose()  // does nothing
            #expect(timerSource.cancellations.value == 1)
            #expect(timer.isDisposed)
        }
    }
}

extension DocCommentExamples {
    @Suite("CompositeDisposable's doc examples: children and closures are disposed together")
    struct CompositeDisposableDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        struct Timer: Sendable {
            let cancellations = Counter()
            func cancel() { cancellations.increment() }
        }

        struct TextPresenters {
            let titles = RecordingPresenter<String>("title")
            let texts = RecordingPresenter<String>("text")
            var title: Presenter<String> { titles.presenter }
            var text: Presenter<String> { texts.presenter }
        }

        final class RowViewModel: Presentable, Sendable {
            let title: String
            init(title: String) { self.title = title }

            var present: (Presenter<String>) -> (any Disposable)? {
                { [title] presenter in presenter <~ title }
            }
        }

        @Test func disposingTakesBackThePresentationsTheObservationAndRunsTheClosure() {
            let presenters = TextPresenters()
            let text = MutableProperty<String?>("Hello")
            let extraObservation = AnyDisposable()
            let timer = Timer()

            let presentation = CompositeDisposable([
                presenters.title <~ "Text",
                presenters.text.serial().optional() <~ text,
            ])
            presentation += extraObservation
            presentation += { timer.cancel() }  // a closure, run once on disposal
            presentation.dispose()

            #expect(presenters.titles.values == ["Text"] && presenters.texts.values == ["Hello"])
            #expect(presenters.titles.liveCount == 0 && presenters.texts.liveCount == 0)
            #expect(extraObservation.isDisposed)
            #expect(timer.cancellations.value == 1)
        }

        @Test func aCompositeMadeFromAnArrayOfPresentationsDisposesEachOne() {
            let titles = RecordingPresenter<String>("row")
            let row = titles.presenter
            let rows = [RowViewModel(title: "Engine"), RowViewModel(title: "Notes")]

            let presentation = CompositeDisposable(rows.map { $0 <- row })

            #expect(titles.live == ["Engine", "Notes"])
            presentation.dispose()
            #expect(titles.liveCount == 0)
        }

        @Test func anAddedClosureRunsOnceOnDisposal() {
            let timer = Timer()
            let disposables = CompositeDisposable()
            disposables.add { timer.cancel() }
            #expect(timer.cancellations.value == 0)
            disposables.dispose()
            disposables.dispose()
            #expect(timer.cancellations.value == 1)
        }

        @Test func anAddedObservationStopsOnDisposal() {
            let name = MutableProperty("Ada")
            let disposables = CompositeDisposable()
            disposables += name.observe { print($0) }
            disposables.dispose()
            name.value = "Grace"
            #expect(printed.value == ["Ada"])
        }

        @Test func aClosureAddedWithPlusEqualsRunsOnDisposal() {
            let disposables = CompositeDisposable()
            disposables += { print("torn down") }
            #expect(printed.value.isEmpty)
            disposables.dispose()
            #expect(printed.value == ["torn down"])
        }
    }
}

extension DocCommentExamples {
    @Suite("Disposable's doc example: disposing an observation stops its calls")
    struct DisposableDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        @Test func noCallsAfterDisposing() {
            let name = MutableProperty("Ada")
            let observation = name.observe { print("name is", $0) }
            observation.dispose()  // no more calls
            name.value = "Grace"
            #expect(printed.value == ["name is Ada"])
            #expect(observation.isDisposed)
        }
    }
}

extension DocCommentExamples {
    @Suite("ScopedDisposable's doc example: a screen's presentation lasts as long as the screen")
    struct ScopedDisposableDocExampleTests {
        final class LoginViewModel: Presentable, Sendable {
            let presented = Counter()
            let dismissed = Counter()

            var present: (Screen) -> (any Disposable)? {
                { [presented, dismissed] _ in
                    presented.increment()
                    return AnyDisposable { dismissed.increment() }
                }
            }
        }

        final class Screen {
            private var presentation: ScopedDisposable?
            func show(_ viewModel: LoginViewModel) {
                presentation = (viewModel <- self)?.scoped()
            }
        }

        @Test func releasingTheScreenDisposesWhatItShows() {
            let viewModel = LoginViewModel()
            var screen: Screen? = Screen()
            screen?.show(viewModel)
            #expect(viewModel.presented.value == 1)
            #expect(viewModel.dismissed.value == 0)
            screen = nil
            #expect(viewModel.dismissed.value == 1)
        }

        @Test func showingAnotherViewModelDisposesThePreviousPresentation() {
            let first = LoginViewModel()
            let second = LoginViewModel()
            let screen = Screen()
            screen.show(first)
            screen.show(second)
            #expect(first.dismissed.value == 1)
            #expect(second.dismissed.value == 0)
        }
    }
}

extension DocCommentExamples {
    @Suite("SerialDisposable's doc example: a new inner disposable replaces the previous one")
    struct SerialDisposableDocExampleTests {
        @Test func replacingDisposesThePreviousAndDisposingTheLast() {
            let shown = Recorder<String>()
            let takenBack = Recorder<String>()
            func present(_ value: String) -> any Disposable {
                shown.record(value)
                return AnyDisposable { takenBack.record(value) }
            }
            let first = "first"
            let second = "second"

            let current = SerialDisposable()
            current.inner = present(first)
            current.inner = present(second)  // disposes the presentation of `first`
            current.dispose()  // disposes the presentation of `second`

            #expect(shown.values == ["first", "second"])
            #expect(takenBack.values == ["first", "second"])
        }
    }
}
