import Fractal
import FractalTesting
import Testing

/// A counter screen: the count, and a button that increments it.
private protocol TapCounterPresenters: Sendable {
    var countPresenter: Presenter<Int> { get }
    var tapPresenter: Presenter<@Sendable () -> Void> { get }
}

/// A view model whose button reaches it weakly, as a button must (a strong
/// capture would be kept by the view, and the view by nothing the view model
/// knows): without an owner, its taps would do nothing.
private final class TapCounterViewModel: Presentable, Sendable {
    let count = MutableProperty(0)

    var present: (any TapCounterPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.countPresenter <~ self.count,
                presenters.tapPresenter <~ { [weak self] in self?.count.modify { $0 += 1 } },
            ])
        }
    }
}

private struct RecordingTapCounter: RecordingContainer, TapCounterPresenters {
    @Recorded var countPresenter: Presenter<Int>
    @Recorded var tapPresenter: Presenter<@Sendable () -> Void>
}

/// A view model that observes its own state from its presentation, with
/// closures that capture it strongly: the presentation references it, it
/// does not reference the presentation.
private final class TickingClockViewModel: Presentable, Sendable {
    let seconds = MutableProperty(0)
    let label = MutableProperty("0 s")

    var present: (any TapCounterPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                self.seconds.observe { self.label.value = "\($0) s" },
                presenters.countPresenter <~ self.seconds,
            ])
        }
    }
}

/// What a parent screen shows: one child at a time.
private protocol TapParentPresenters: Sendable {
    var childPresenter: Presenter<TapCounterViewModel> { get }
}

/// A parent whose child is replaced on demand.
private final class TapParentViewModel: Presentable, Sendable {
    let child = MutableProperty(TapCounterViewModel())

    var present: (any TapParentPresenters) -> (any Disposable)? {
        { [child] presenters in presenters.childPresenter <~ child }
    }
}

private struct RecordingTapParent: RecordingContainer, TapParentPresenters {
    @RecordedChildren(RecordingTapCounter.self) var childPresenter: Presenter<TapCounterViewModel>
}

@Suite("A presentation keeps the view model it presents alive until it is disposed")
struct PresentationLifetimeTests {
    let session = RecordingSession()

    @Test func aViewModelKeptOnlyByItsPresentationStillHandlesATap() {
        let view = RecordingTapCounter(session: session, name: "counter")
        let presentation = TapCounterViewModel() <- view  // the presentation is all that is kept
        view.$tapPresenter.current?()
        view.$tapPresenter.current?()
        #expect(view.$countPresenter.current == 2)
        presentation?.dispose()
    }

    @Test func disposingThePresentationReleasesTheViewModel() {
        let view = RecordingTapCounter(session: session, name: "counter")
        weak var released: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let viewModel = TapCounterViewModel()
            released = viewModel
            presentation = viewModel <- view
        }
        #expect(released != nil)  // kept by the presentation
        presentation?.dispose()
        #expect(released == nil)
        #expect(presentation?.isDisposed == true)  // the presentation object itself may outlive it
        #expect(view.$countPresenter.liveCount == 0 && view.$tapPresenter.liveCount == 0)
    }

    @Test func aViewModelThatPresentsNothingToTakeBackIsKeptToo() {
        struct NoPresenters {}
        struct Nothing: Presentable, Sendable {
            let token: Token
            var present: (NoPresenters) -> (any Disposable)? { { _ in nil } }
        }
        final class Token: Sendable {}
        weak var token: Token?
        let presentation: (any Disposable)?
        do {
            let kept = Token()
            token = kept
            presentation = Nothing(token: kept) <- NoPresenters()
        }
        #expect(presentation != nil)
        #expect(token != nil)
        presentation?.dispose()
        #expect(token == nil)
    }

    @Test func thePresentationMakesNoCycleWithAViewModelItObserves() {
        let view = RecordingTapCounter(session: session, name: "clock")
        weak var released: TickingClockViewModel?
        let presentation: (any Disposable)?
        do {
            let clock = TickingClockViewModel()
            released = clock
            presentation = clock <- view
            clock.seconds.value = 3
            #expect(clock.label.value == "3 s")
        }
        session.disposeAndCheckLeaks(presentation)
        #expect(released == nil)
    }

    @Test func aTreeIsKeptByTheRootsPresentationAndReleasedWhenItIsDisposed() {
        let view = RecordingTapParent(session: session, name: "parent")
        weak var parent: TapParentViewModel?
        weak var firstChild: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let root = TapParentViewModel()
            parent = root
            firstChild = root.child.value
            presentation = root <- view
        }
        #expect(parent != nil && firstChild != nil)

        // The child handles taps: its presentation, kept by the parent's, keeps it.
        view.$childPresenter.currentContainer?.$tapPresenter.current?()
        #expect(view.$childPresenter.currentContainer?.$countPresenter.current == 1)

        // A replaced child's presentation is taken back, and with it the child.
        weak var secondChild: TapCounterViewModel?
        do {
            let next = TapCounterViewModel()
            secondChild = next
            parent?.child.value = next
        }
        // Its presentation was taken back (the recorder still holds the value it recorded).
        #expect(view.$childPresenter.containers.first?.$countPresenter.liveCount == 0)
        #expect(view.$childPresenter.liveContainers.count == 1)
        view.$childPresenter.currentContainer?.$tapPresenter.current?()
        #expect(secondChild?.count.value == 1)

        session.disposeAndCheckLeaks(presentation)
        #expect(parent == nil && firstChild == nil && secondChild == nil)
    }

    @Test func anErasedViewModelIsKeptByItsPresentation() {
        let view = RecordingTapCounter(session: session, name: "counter")
        weak var released: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let viewModel = TapCounterViewModel()
            released = viewModel
            presentation = AnyPresentable(viewModel) <- view
        }
        view.$tapPresenter.current?()
        #expect(view.$countPresenter.current == 1)
        presentation?.dispose()
        #expect(released == nil)
    }

    @Test func aPresentationClosureIsKeptByEachOfItsPresentations() {
        let view = RecordingTapCounter(session: session, name: "counter")
        weak var released: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let viewModel = TapCounterViewModel()
            released = viewModel
            let erased = AnyPresentable<any TapCounterPresenters> { presenters in viewModel.present(presenters) }
            presentation = erased <- view
        }
        view.$tapPresenter.current?()
        #expect(released?.count.value == 1)  // the closure, and so what it captured, is kept
        presentation?.dispose()
        #expect(released == nil)
    }
}
