import Fractal
import FractalTesting
import Testing

@Suite("Presenter.UI binds on its scheduler")
@MainActor
struct PresenterUITests {
    @Test func bindWaitsForTheSchedulerAndItsDisposableIsComposed() {
        let scheduler = TestScheduler()
        let shown = Recorder<String>()
        let unbound = Counter()
        let presenter = Presenter<String>.UI(on: scheduler) { text in
            shown.record(text)
            return AnyDisposable { unbound.increment() }
        }
        let presentation = presenter.present("Hello")
        #expect(shown.values.isEmpty)
        scheduler.advance()
        #expect(shown.values == ["Hello"])
        presentation?.dispose()
        #expect(unbound.value == 0)  // teardown is scheduled too…
        scheduler.advance()
        #expect(unbound.value == 1)  // …and runs on the scheduler
    }

    @Test func teardownAndTheNextBindRunInTheOrderAskedFor() {
        let scheduler = TestScheduler()
        let order = Recorder<String>()
        let presenter = Presenter<Int>.UI(on: scheduler) { value in
            order.record("bind \(value)")
            return AnyDisposable { order.record("unbind \(value)") }
        }
        let property = MutableProperty(1)
        let presentation = presenter <~ property
        scheduler.advance()
        property.value = 2
        scheduler.advance()
        presentation?.dispose()
        scheduler.advance()
        #expect(order.values == ["bind 1", "unbind 1", "bind 2", "unbind 2"])
    }

    @Test func teardownRunsOnTheMainActorWhenDisposedFromAnotherThread() async {
        let torn = MutableProperty(false)
        let presenter = Presenter<Int>.UI { _ in
            AnyDisposable { MainActor.assumeIsolated { torn.value = true } }
        }
        let bound = MutableProperty(false)
        let presentation = presenter.present(1)
        UIScheduler().schedule { bound.value = true }
        await bound.firstValue { $0 }
        await Task.detached { presentation?.dispose() }.value
        await torn.firstValue { $0 }
        #expect(torn.value)
    }

    @Test func disposingBeforeTheBindRanCancelsIt() {
        let scheduler = TestScheduler()
        let shown = Recorder<String>()
        let presenter = Presenter<String>.UI(on: scheduler) {
            shown.record($0); return nil
        }
        let presentation = presenter.present("never")
        presentation?.dispose()
        scheduler.advance()
        #expect(shown.values.isEmpty)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func defaultSchedulerIsTheMainQueue() async {
        let shown = MutableProperty<String?>(nil)
        let presenter = Presenter<String>.UI {
            shown.value = $0; return nil
        }
        let presentation = presenter.present("on main")
        await shown.firstValue { $0 != nil }
        #expect(shown.value == "on main")
        presentation?.dispose()
    }

    @Test func pullbackConvertsBeforePresenting() {
        let titles = RecordingPresenter<String>()
        let counts: Presenter<Int> = titles.presenter.pullback { "\($0) items" }
        let presentation = counts <~ 3
        #expect(titles.current == "3 items")
        presentation?.dispose()
        #expect(titles.liveCount == 0)
    }
}

@Suite("serial() presents one value at a time")
struct SerialPresenterTests {
    @Test func disposesThePreviousPresentationBeforePresentingTheNext() {
        let order = Recorder<String>()
        let recorder = RecordingPresenter<Int>("value") { value in
            order.record("present \(value)")
            return AnyDisposable { order.record("dispose \(value)") }
        }
        let property = MutableProperty(1)
        let presentation = recorder.presenter.serial().present(property)
        property.value = 2
        property.value = 3
        #expect(order.values == ["present 1", "dispose 1", "present 2", "dispose 2", "present 3"])
        #expect(recorder.live == [3])
        presentation?.dispose()
        #expect(order.values.last == "dispose 3")
        property.value = 4
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func presentsSignalEventsSerially() {
        let recorder = RecordingPresenter<String>()
        let emitter = Emitter<String>()
        let presentation = recorder.presenter <~ emitter.signal
        emitter.send("a")
        emitter.send("b")
        #expect(recorder.live == ["b"])
        #expect(recorder.disposedCount == 1)
        presentation?.dispose()
        #expect(recorder.liveCount == 0)
    }

    @Test func withATestSchedulerOnlyTheLatestValueEverBinds() {
        let scheduler = TestScheduler()
        let recorder = RecordingPresenter<Int>(scheduler: scheduler)
        let property = MutableProperty(1)
        let presentation = recorder.presenter <~ property
        property.value = 2
        property.value = 3
        scheduler.advance()
        #expect(recorder.values == [3])
        presentation?.dispose()
    }
}

@Suite("optional() presents nothing for nil")
struct OptionalPresenterTests {
    @Test func presentsNonNilAndNothingForNil() {
        let recorder = RecordingPresenter<String>()
        let optional = recorder.presenter.optional()
        #expect(optional.present(nil) == nil)
        #expect(recorder.presentedCount == 0)
        let presentation = optional <~ "shown"
        #expect(recorder.current == "shown")
        presentation?.dispose()
    }

    @Test func serialOptionalTakesBackTheValueWhenItBecomesNil() {
        let recorder = RecordingPresenter<String>()
        let text = MutableProperty<String?>("a")
        let presentation = recorder.presenter.serial().optional() <~ Property(text)
        #expect(recorder.live == ["a"])
        text.value = nil
        #expect(recorder.liveCount == 0)
        text.value = "b"
        #expect(recorder.live == ["b"])
        #expect(recorder.values == ["a", "b"])
        presentation?.dispose()
    }

    @Test func aPullbackRunsItsTransformOncePerValueEvenWhenNothingIsPresented() {
        // A recording presenter's `optional()` says how to take a presentation
        // back without an object; presenting nil through it presents nothing,
        // which must not be read as "no such bind" and presented again.
        let recorder = RecordingPresenter<String>("title")
        let calls = Counter()
        let presenter = recorder.presenter.optional().pullback { (number: Int) -> String? in
            calls.increment()
            return number.isMultiple(of: 2) ? "\(number)" : nil
        }
        let number = MutableProperty(1)
        let presentation = presenter <~ number
        #expect(calls.value == 1)
        number.value = 2
        number.value = 3
        #expect(calls.value == 3)
        #expect(recorder.values == ["2"])
        presentation?.dispose()
        // Through a source that is not a mutable property (the other serial presentation).
        let mapped = presenter <~ number.map { $0 }
        #expect(calls.value == 4)
        mapped?.dispose()
    }

    @Test func nestedPullbacksOfNilCallTheTransformOnce() {
        let recorder = RecordingPresenter<String>("title")
        let calls = Counter()
        var presenter = recorder.presenter.optional().pullback { (text: String?) -> String? in
            calls.increment()
            return text
        }
        for _ in 0..<10 { presenter = presenter.pullback { $0 } }
        let presentation = presenter <~ MutableProperty<String?>(nil)
        #expect(calls.value == 1)
        #expect(recorder.presentedCount == 0)
        presentation?.dispose()
    }
}

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
