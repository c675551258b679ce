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
