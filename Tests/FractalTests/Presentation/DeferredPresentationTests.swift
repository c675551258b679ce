import Fractal
import FractalTesting
import Testing

@Suite("A view model forwards values to the presenters it was given")
struct DeferredPresentationTests {
    enum Child: Sendable {
        case text(String)
        case number(Int)
        case nothing
    }

    @Test func eachValueGoesToThePresenterItsRouteChooses() {
        let texts = RecordingPresenter<String>("texts")
        let numbers = RecordingPresenter<Int>("numbers")
        let child = MutableProperty(Child.text("hello"))
        let router = Presenter<Child>.forwarding { child in
            switch child {
            case .text(let text): texts.presenter.presentation(of: text)
            case .number(let number): numbers.presenter.presentation(of: number)
            case .nothing: .none
            }
        }
        let presentation = router <~ child
        #expect(texts.current == "hello")

        child.value = .number(42)
        #expect(texts.liveCount == 0)  // the previous child was taken back first
        #expect(numbers.current == 42)

        child.value = .nothing
        #expect(numbers.liveCount == 0)
        #expect(texts.liveCount == 0)

        child.value = .text("again")
        presentation?.dispose()
        #expect(texts.liveCount == 0)
        #expect(texts.values == ["hello", "again"])
    }

    @Test func oneValueCanGoToSeveralPresentersAndIsTakenBackFromAll() {
        let title = RecordingPresenter<String>("title")
        let length = RecordingPresenter<Int>("length")
        let router = Presenter<String>.forwarding { text in
            .all([title.presenter.presentation(of: text), length.presenter.presentation(of: text.count)])
        }
        let presentation = router <~ "Fractal"
        #expect(title.current == "Fractal")
        #expect(length.current == 7)
        presentation?.dispose()
        #expect(title.liveCount == 0)
        #expect(length.liveCount == 0)
    }

    @Test func forwardingBindsWhenTheChosenPresentersDo() {
        let scheduler = TestScheduler()
        let texts = RecordingPresenter<String>("texts", scheduler: scheduler)
        let router = Presenter<String>.forwarding { texts.presenter.presentation(of: $0) }
        let presentation = router <~ "later"
        #expect(texts.values.isEmpty)  // no scheduler of its own: it waits for the view's
        scheduler.advance()
        #expect(texts.current == "later")
        presentation?.dispose()
        scheduler.run()
        #expect(texts.liveCount == 0)
    }
}
