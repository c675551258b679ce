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
}

@Suite("serial().optional() presents nothing for nil")
struct PresenterOptionalTests {
    @Test func presentsNonNilAndNothingForNil() {
        let recorder = RecordingPresenter<String>()
        let nothing = recorder.presenter.serial().optional() <~ MutableProperty<String?>(nil)
        #expect(recorder.presentedCount == 0)
        nothing?.dispose()
        let presentation = recorder.presenter.serial().optional() <~ MutableProperty<String?>("shown")
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
}
