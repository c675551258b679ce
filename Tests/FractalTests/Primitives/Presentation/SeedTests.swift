// Seed 000's TextViewModel, as close to verbatim as Swift 6 allows. Differences:
// ReactiveSwift's `producer` is not needed, and closures that views hop to the
// UI thread are `@Sendable` (so the container protocol is `Sendable`), and
// so is `input`.
import Fractal
import FractalTesting
import Testing

final class TextViewModel: Sendable {
    let text: Property<String?>
    let backAction: Action<(), (), NoError>
    let textInput: @Sendable (String?) -> ()

    init(dependencies: Dependencies, context: Context) {
        let text = MutableProperty<String?>(nil)
        let input: @Sendable (String?) -> () = { text.value = $0 }
        self.textInput = input
        self.backAction = dependencies.backAction
        self.text = Property(text)
    }

    struct Dependencies {
        let backAction: Action<(), (), NoError>
    }
    struct Context {}
}

extension TextViewModel: Presentable {
    typealias Presenters = TextViewModelPresenterContainer

    var present: (TextViewModelPresenterContainer) -> Disposable? {
        return { presenters in
            return CompositeDisposable([
                presenters.titlePresenter <~ "Text",
                presenters.textPresenter.serial().optional() <~ self.text,
                presenters.textInputPresenter <~ self.textInput,
                presenters.backActionPresenter <~ self.backAction,
            ])
        }
    }
}

protocol TextViewModelPresenterContainer: Sendable {
    var titlePresenter: Presenter<String> { get }
    var textPresenter: Presenter<String> { get }
    var textInputPresenter: Presenter<@Sendable (String?) -> ()> { get }
    var backActionPresenter: Presenter<Action<(), (), NoError>> { get }
}

struct RecordingTextView: TextViewModelPresenterContainer {
    let title = RecordingPresenter<String>("title")
    let text = RecordingPresenter<String>("text")
    let textInput = RecordingPresenter<@Sendable (String?) -> ()>("textInput")
    let backAction = RecordingPresenter<Action<(), (), NoError>>("backAction")

    var titlePresenter: Presenter<String> { title.presenter }
    var textPresenter: Presenter<String> { text.presenter }
    var textInputPresenter: Presenter<@Sendable (String?) -> ()> { textInput.presenter }
    var backActionPresenter: Presenter<Action<(), (), NoError>> { backAction.presenter }
}

@Suite("Seed 000's TextViewModel compiles and means what it says")
struct SeedTextViewModelTests {
    @Test func presentsTitleTextInputAndAction() throws {
        let back = Action<(), (), NoError> {}
        let viewModel = TextViewModel(dependencies: .init(backAction: back), context: .init())
        let view = RecordingTextView()
        let presentation = viewModel <- view

        #expect(view.title.values == ["Text"])
        #expect(view.text.liveCount == 0)  // text is nil: nothing presented
        #expect(view.backAction.current === back)

        view.textInput.current?("hello")  // the view types
        #expect(view.text.current == "hello")
        view.textInput.current?("world")
        #expect(view.text.values == ["hello", "world"])
        #expect(view.text.liveCount == 1)  // serial: "hello" was taken back
        view.textInput.current?(nil)
        #expect(view.text.liveCount == 0)  // optional: nil shows nothing

        presentation?.dispose()
        #expect(view.title.liveCount == 0)
        #expect(view.textInput.liveCount == 0)
        #expect(view.backAction.liveCount == 0)
    }
}

// Seed 000's "CHILD PRESENTER" slide: a root presenting whichever child it
// holds through presenters of type-erased view models, the child given as it
// is (`presenters.mainPresenter <~ viewModel`).

protocol SeedRootPresenters: Sendable {
    var login: Presenter<TextViewModel.AnyPresentable> { get }
    var mainPresenter: Presenter<TextViewModel.AnyPresentable> { get }
}

enum SeedChild: Sendable {
    case login(TextViewModel)
    case main(TextViewModel)
}

/// The slide's child presenter, as the seed writes it.
func seedChildPresenter(_ presenters: some SeedRootPresenters) -> Presenter<SeedChild> {
    let childPresenter = Presenter<SeedChild>.UI {
        switch $0 {
        case .login(let viewModel):
            return presenters.login <~ viewModel
        case .main(let viewModel):
            return presenters.mainPresenter <~ viewModel
        }
    }
    return childPresenter
}

@Suite("Seed 000's child presenter compiles and presents each child through its erased presenter")
@MainActor
struct SeedChildPresenterTests {
    struct RecordingRootView: SeedRootPresenters {
        let loginScreen = RecordingTextView()
        let mainScreen = RecordingTextView()

        var login: Presenter<TextViewModel.AnyPresentable> {
            Presenter.UI { viewModel in viewModel <- self.loginScreen }
        }

        var mainPresenter: Presenter<TextViewModel.AnyPresentable> {
            Presenter.UI { viewModel in viewModel <- self.mainScreen }
        }
    }

    @Test func eachChildIsErasedAndPresentedIntoItsScreen() async {
        let view = RecordingRootView()
        let child = MutableProperty(SeedChild.login(TextViewModel(dependencies: .init(backAction: Action {}), context: .init())))
        let presentation = seedChildPresenter(view) <~ child
        await mainQueueCatchesUp()
        #expect(view.loginScreen.title.live == ["Text"])
        #expect(view.mainScreen.title.liveCount == 0)
        child.value = .main(TextViewModel(dependencies: .init(backAction: Action {}), context: .init()))
        await mainQueueCatchesUp()
        #expect(view.loginScreen.title.liveCount == 0)
        #expect(view.mainScreen.title.live == ["Text"])
        presentation?.dispose()
        await mainQueueCatchesUp()
        #expect(view.mainScreen.title.liveCount == 0)
    }

    @Test func anErasedViewModelIsPresentedAsItIs() async {
        let view = RecordingRootView()
        let erased = TextViewModel.AnyPresentable(TextViewModel(dependencies: .init(backAction: Action {}), context: .init()))
        let presentation = view.mainPresenter <~ erased
        await mainQueueCatchesUp()
        #expect(view.mainScreen.title.live == ["Text"])
        presentation?.dispose()
        await mainQueueCatchesUp()
        #expect(view.mainScreen.title.liveCount == 0)
    }
}
