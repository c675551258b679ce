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
        #expect(scheduler.pendingCount == 1)
        presentation?.dispose()
        #expect(scheduler.pendingCount == 0)  // the scheduled bind itself is cancelled
        scheduler.advance()
        #expect(shown.values.isEmpty)
    }

    @Test func aPresentationDisposedByItsOwnBindTearsDownWhatTheBindReturned() {
        let scheduler = TestScheduler()
        let presentation = SerialDisposable()
        let unbound = Counter()
        let presenter = Presenter<String>.UI(on: scheduler) { _ in
            presentation.dispose()  // the view takes itself down while it binds
            return AnyDisposable { unbound.increment() }
        }
        presentation.inner = presenter.present("Hello")
        scheduler.advance()
        scheduler.advance()  // the teardown is scheduled too
        #expect(unbound.value == 1)
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

@Suite("optional() presents nothing for nil")
struct PresenterOptionalTests {
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
