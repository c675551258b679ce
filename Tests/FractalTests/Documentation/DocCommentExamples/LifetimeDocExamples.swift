// The examples of the lifetime rule (Presentable's doc comment, the Getting
// Started article) and of timing on the schedulers an app has
// (ImmediateScheduler's doc comment, the Time and Input article), compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Lifetime doc examples: keeping the presentation keeps the view model")
    struct LifetimeDocExampleTests {
        protocol RootPresenters: Sendable {
            var tapPresenter: Presenter<@Sendable () -> Void> { get }
        }

        /// What the root reports to: its taps, and its release.
        final class Services: Sendable {
            let taps = Recorder<Void>()
            let releases = Recorder<Void>()
        }

        final class RootViewModel: Presentable, Sendable {
            struct Context: Sendable {}
            let services: Services

            init(dependencies: Services, context: Context) { services = dependencies }
            deinit { services.releases.record(()) }

            var present: (any RootPresenters) -> (any Disposable)? {
                { presenters in presenters.tapPresenter <~ { [weak self] in self?.services.taps.record(()) } }
            }
        }

        struct RecordingRoot: RecordingContainer, RootPresenters {
            @Recorded var tapPresenter: Presenter<@Sendable () -> Void>
        }

        @Test func theRootLivesAsLongAsItsPresentationIsKept() {
            let services = Services()
            let context = RootViewModel.Context()
            let rootView = RecordingRoot()

            let presentation = RootViewModel(dependencies: services, context: context) <- rootView
            rootView.$tapPresenter.current?()  // the user taps: the root, kept by `presentation`, handles it
            presentation?.dispose()  // takes the tree back, then releases the root
            #expect(services.taps.count == 1)
            #expect(services.releases.count == 1)
        }

        @Test func theRootIsKeptUntilItsPresentationIsDisposed() {
            let services = Services()
            let rootView = RecordingRoot()
            let presentation = RootViewModel(dependencies: services, context: .init()) <- rootView
            rootView.$tapPresenter.current?()
            #expect(services.taps.count == 1)
            #expect(services.releases.count == 0)
            presentation?.dispose()  // takes the tree back, then releases the root
            #expect(rootView.$tapPresenter.liveCount == 0)
            #expect(services.releases.count == 1)
        }

        @Test func aCounterMadeWhereItIsPresentedStillCounts() {
            let view = RecordingCounterView()
            weak var counter: CounterViewModel?
            let presentation: (any Disposable)?
            do {
                let viewModel = CounterViewModel()
                counter = viewModel
                presentation = viewModel <- view  // nothing else keeps the view model
            }
            view.$incrementPresenter.current?()  // still handled: the presentation keeps it
            #expect(view.$countPresenter.current == "Count: 1")
            presentation?.dispose()  // takes the presentation back, then releases the view model
            #expect(counter == nil)
        }
    }

    @Suite("ImmediateScheduler's doc examples: a context's one scheduler debounces, at once")
    struct ImmediateSchedulerDocExampleTests {
        @Test func aDebounceOnAnImmediateSchedulerDeliversAtOnce() {
            let query = MutableProperty("")
            let searched = query.debounce(for: .milliseconds(300), on: ImmediateScheduler())
            query.value = "fractal"  // searched.value is "fractal" here
            #expect(searched.value == "fractal")
        }

        @Test func aContextHoldsOneTimedScheduler() {
            struct Context {
                let scheduler: any TimedScheduler  // UIScheduler() in the app
            }
            let context = Context(scheduler: ImmediateScheduler())
            let query = MutableProperty("")
            let searched = query.debounce(for: .milliseconds(300), on: context.scheduler)
            query.value = "ada"
            #expect(searched.value == "ada")  // no time passes: delivered at once
        }
    }
}
