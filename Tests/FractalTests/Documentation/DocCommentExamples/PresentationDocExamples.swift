// The examples of the doc comments in Sources/Fractal/Primitives/Presentation, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

// Presentable's example: a view model presents a title and its changing text.

protocol NotePresenters: Sendable {
    var titlePresenter: Presenter<String> { get }
    var textPresenter: Presenter<String> { get }
}

final class NoteViewModel: Sendable {
    let text = MutableProperty<String?>("Draft")
}

extension NoteViewModel: Presentable {
    var present: (any NotePresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ "Text",
                presenters.textPresenter.serial().optional() <~ self.text,
            ])
        }
    }
}

/// A note view for tests: it records what it is shown.
struct RecordingNoteView: RecordingContainer, NotePresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var textPresenter: Presenter<String>
}

/// Presenter's first example, whole: a view type and the presenter it
/// provides.
@MainActor
final class Label {
    var text = ""

    nonisolated var textPresenter: Presenter<String> {
        Presenter.UI { text in
            self.text = text
            return nil
        }
    }
}

extension DocCommentExamples {
    @Suite("Presentable's doc examples: a view model presents itself, a view presents any of them")
    struct PresentableDocExampleTests {
        final class MainViewModel: Presentable, Sendable {
            let note = NoteViewModel()
            var present: (any NotePresenters) -> (any Disposable)? { note.present }
        }

        @MainActor
        final class AppView {
            let mainScreen = RecordingNoteView()

            var mainPresenter: Presenter<MainViewModel.AnyPresentable> {
                Presenter.UI { viewModel in viewModel <- self.mainScreen }
            }
        }

        @Test func theViewModelPresentsTheTitleAndEachText() {
            let view = RecordingNoteView()
            let viewModel = NoteViewModel()
            let presentation = viewModel <- view
            viewModel.text.value = nil
            viewModel.text.value = "Final"
            #expect(view.$titlePresenter.live == ["Text"])
            #expect(view.$textPresenter.values == ["Draft", "Final"])
            #expect(view.$textPresenter.live == ["Final"])
            presentation?.dispose()
            #expect(view.$titlePresenter.liveCount == 0 && view.$textPresenter.liveCount == 0)
        }

        @Test @MainActor func aViewPresentsATypeErasedViewModelIntoItsScreen() async {
            let view = AppView()
            let presentation = view.mainPresenter <~ MainViewModel.AnyPresentable(MainViewModel())
            await mainQueueCatchesUp()
            #expect(view.mainScreen.$titlePresenter.live == ["Text"])
            presentation?.dispose()
            await mainQueueCatchesUp()
            #expect(view.mainScreen.$titlePresenter.liveCount == 0)
        }
    }

    @Suite("Operators' doc examples: <~ gives values to presenters, <- gives presenters to a view model")
    struct OperatorsDocExampleTests {
        final class TitledViewModel: Sendable {
            let text = MutableProperty<String?>(nil)

            func presentTitle(into presenters: some NotePresenters) -> (any Disposable)? {
                return presenters.titlePresenter <~ "Text"
            }

            func presentText(into presenters: some NotePresenters) -> (any Disposable)? {
                return presenters.textPresenter.serial().optional() <~ self.text
            }
        }

        struct Window {
            let mainScreen = RecordingNoteView()

            func show(_ viewModel: NoteViewModel) -> (any Disposable)? {
                return viewModel <- mainScreen
            }
        }

        @Test func aValueIsPresentedOnceAndTakenBackWithThePresentation() {
            let view = RecordingNoteView()
            let presentation = TitledViewModel().presentTitle(into: view)
            #expect(view.$titlePresenter.live == ["Text"])
            presentation?.dispose()
            #expect(view.$titlePresenter.liveCount == 0)
        }

        @Test func anOptionalTextIsShownWhileItIsNotNil() {
            let view = RecordingNoteView()
            let viewModel = TitledViewModel()
            let presentation = viewModel.presentText(into: view)
            #expect(view.$textPresenter.values.isEmpty)
            viewModel.text.value = "Hello"
            #expect(view.$textPresenter.live == ["Hello"])
            viewModel.text.value = nil
            #expect(view.$textPresenter.liveCount == 0)
            presentation?.dispose()
        }

        @Test func aViewModelPresentsItselfIntoTheScreen() {
            let window = Window()
            let presentation = window.show(NoteViewModel())
            #expect(window.mainScreen.$titlePresenter.live == ["Text"])
            presentation?.dispose()
            #expect(window.mainScreen.$textPresenter.liveCount == 0)
        }
    }

    @Suite("Presenter's doc examples: views provide presenters that bind on the main actor")
    @MainActor
    struct PresenterDocExampleTests {
        @MainActor
        final class TitleView {
            let titleLabel = Label()

            var titlePresenter: Presenter<String> {
                Presenter.UI { title in
                    self.titleLabel.text = title
                    return nil
                }
            }
        }

        @Test func aLabelShowsWhatItsPresenterIsGiven() async {
            let label = Label()
            let presentation = label.textPresenter <~ "Hello"
            await mainQueueCatchesUp()
            #expect(label.text == "Hello")
            presentation?.dispose()
        }

        @Test func aTitleViewShowsTheTitleItsPresenterIsGiven() async {
            let view = TitleView()
            let presentation = view.titlePresenter <~ "Notes"
            await mainQueueCatchesUp()
            #expect(view.titleLabel.text == "Notes")
            presentation?.dispose()
        }
    }

    @Suite("<~'s doc example: a changing child replaces the previous one's presentation")
    struct SerialPresentationDocExampleTests {
        final class ParentViewModel: Sendable {
            let child = MutableProperty("login")

            func present(into childPresenter: Presenter<String>) -> (any Disposable)? {
                return childPresenter <~ self.child
            }
        }

        @Test func eachChildReplacesThePreviousOne() {
            let children = RecordingPresenter<String>("child")
            let viewModel = ParentViewModel()
            let presentation = viewModel.present(into: children.presenter)
            viewModel.child.value = "main"
            #expect(children.values == ["login", "main"])
            #expect(children.live == ["main"])
            presentation?.dispose()
            #expect(children.liveCount == 0)
        }
    }
}
