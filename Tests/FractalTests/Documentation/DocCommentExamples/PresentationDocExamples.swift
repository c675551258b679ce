// The examples of the doc comments in Sources/Fractal/Presentation, compiled
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

        @Test func aPulledBackPresenterConvertsBeforePresenting() async {
            let view = TitleView()
            let titlePresenter = view.titlePresenter
            let countPresenter: Presenter<Int> = titlePresenter.pullback { "\($0) items" }
            let presentation = countPresenter <~ 3
            await mainQueueCatchesUp()
            #expect(view.titleLabel.text == "3 items")
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

    @Suite("DeferredPresentation's doc example: a forwarding presenter picks the presenter for each child")
    struct DeferredPresentationDocExampleTests {
        enum Child: Sendable {
            case login(String)
            case main(Int)
        }

        struct RootPresenters {
            let login = RecordingPresenter<String>("login")
            let main = RecordingPresenter<Int>("main")
            var loginPresenter: Presenter<String> { login.presenter }
            var mainPresenter: Presenter<Int> { main.presenter }
        }

        final class RootViewModel: Presentable, Sendable {
            let child = MutableProperty(Child.login("ada"))

            var present: (RootPresenters) -> (any Disposable)? {
                { presenters in
                    let childPresenter = Presenter<Child>.forwarding { child in
                        switch child {
                        case .login(let viewModel): presenters.loginPresenter.presentation(of: viewModel)
                        case .main(let viewModel): presenters.mainPresenter.presentation(of: viewModel)
                        }
                    }
                    return childPresenter <~ self.child
                }
            }
        }

        @Test func eachChildGoesToThePresenterOfItsCase() {
            let presenters = RootPresenters()
            let viewModel = RootViewModel()
            let presentation = viewModel <- presenters
            #expect(presenters.login.live == ["ada"])
            viewModel.child.value = .main(7)
            #expect(presenters.login.liveCount == 0)
            #expect(presenters.main.live == [7])
            presentation?.dispose()
            #expect(presenters.main.liveCount == 0)
        }
    }
}

// InputField's examples: a view model presents a field, a view shows it
// and reports the user's edits.

extension DocCommentExamples.InputFieldDocExampleTests {
    protocol SignUpPresenters: Sendable {
        var usernamePresenter: Presenter<InputField<String>> { get }
    }

    final class SignUpViewModel: Sendable {
        let username = InputField("", normalize: { $0.lowercased() })

        var present: (any SignUpPresenters) -> (any Disposable)? {
            { [username] presenters in presenters.usernamePresenter <~ username }
        }
    }

    @MainActor
    final class TextField {
        var text = ""
        var onEdit: ((String) -> Void)?

        /// Types `text`, as the user would.
        func type(_ text: String) {
            self.text = text
            onEdit?(text)
        }
    }

    struct SignUpView: SignUpPresenters {
        let textField: TextField

        var usernamePresenter: Presenter<InputField<String>> {
            Presenter.UI { field in
                // In the view's presenter, on the main actor:
                let showing = field.show(on: UIScheduler()) { text in
                    MainActor.assumeIsolated { textField.text = text }
                }
                textField.onEdit = { text in field.edit(text) }  // each keystroke
                return showing
            }
        }
    }
}

extension DocCommentExamples {
    @Suite("InputField's doc examples: an edit is shown back only when normalising changed it")
    @MainActor
    struct InputFieldDocExampleTests {
        @Test func aTypedUsernameIsLowercasedAndShownBack() async {
            let viewModel = SignUpViewModel()
            let textField = TextField()
            let presentation = viewModel.present(SignUpView(textField: textField))
            await mainQueueCatchesUp()
            textField.type("ADA")
            await mainQueueCatchesUp()
            #expect(viewModel.username.value.value == "ada")
            #expect(textField.text == "ada")
            viewModel.username.set("grace")
            await mainQueueCatchesUp()
            #expect(textField.text == "grace")
            presentation?.dispose()
        }
    }
}
