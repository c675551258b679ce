import Fractal
import FractalTesting
import Testing

@Suite("<- presents a view model into a container")
struct PresentableTests {
    struct Greeting: Presentable, Sendable {
        let name: String
        var present: (RecordingPresenter<String>) -> (any Disposable)? {
            { presenter in presenter.presenter <~ "Hello, \(name)" }
        }
    }

    @Test func operatorAndTypeErasurePresentTheSame() {
        let direct = RecordingPresenter<String>()
        let erased = RecordingPresenter<String>()
        let first = Greeting(name: "Ada") <- direct
        let anyGreeting = Greeting.AnyPresentable(Greeting(name: "Ada"))
        let second = anyGreeting <- erased
        #expect(direct.values == ["Hello, Ada"])
        #expect(erased.values == direct.values)
        #expect((anyGreeting.base as? Greeting)?.name == "Ada")
        #expect(AnyPresentable(anyGreeting).base is Greeting)
        first?.dispose()
        second?.dispose()
        #expect(direct.liveCount + erased.liveCount == 0)
    }

    @Test func presentersOfEveryKindCarryTheirValues() throws {
        let sinkValues = Recorder<String>()
        let callbacks = Counter()
        let sinks = RecordingPresenter<@Sendable (String) -> Void>()
        let callbackPresenter = RecordingPresenter<@Sendable () -> Void>()
        let actions = RecordingPresenter<Action<Void, Void, Never>>()
        let action = Action<Void, Void, Never> {}
        let presentation = CompositeDisposable([
            sinks.presenter <~ { sinkValues.record($0) },
            callbackPresenter.presenter <~ { callbacks.increment() },
            actions.presenter <~ action,
        ])
        sinks.current?("typed")
        callbackPresenter.current?()
        #expect(sinkValues.values == ["typed"])
        #expect(callbacks.value == 1)
        #expect(actions.current?.isEnabled.value == true)
        presentation.dispose()
        #expect(sinks.liveCount + callbackPresenter.liveCount + actions.liveCount == 0)
    }
}
