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

private final class RecordingTapCounter: TapCounterPresenters {
    let count: RecordingPresenter<Int>
    let tap: RecordingPresenter<@Sendable () -> Void>

    init(_ session: RecordingSession, _ name: String) {
        count = session.presenter("\(name).count")
        tap = session.presenter("\(name).tap")
    }

    var countPresenter: Presenter<Int> { count.presenter }
    var tapPresenter: Presenter<@Sendable () -> Void> { tap.presenter }
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

private final class RecordingTapParent: TapParentPresenters {
    let child: RecordingChildPresenter<TapCounterViewModel, RecordingTapCounter>

    init(_ session: RecordingSession) {
        child = session.childPresenter("parent.child", container: { RecordingTapCounter(session, $0) }, present: { $0 <- $1 })
    }

    var childPresenter: Presenter<TapCounterViewModel> { child.presenter }
}

@Suite("A presentation keeps the view model it presents alive until it is disposed")
struct PresentationLifetimeTests {
    let session = RecordingSession()

    @Test func aViewModelKeptOnlyByItsPresentationStillHandlesATap() {
        let view = RecordingTapCounter(session, "counter")
        let presentation = TapCounterViewModel() <- view  // the presentation is all that is kept
        view.tap.current?()
        view.tap.current?()
        #expect(view.count.current == 2)
        presentation?.dispose()
    }

    @Test func disposingThePresentationReleasesTheViewModel() {
        let view = RecordingTapCounter(session, "counter")
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
        #expect(view.count.liveCount == 0 && view.tap.liveCount == 0)
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
        let view = RecordingTapCounter(session, "clock")
        weak var released: TickingClockViewModel?
        let presentation: (any Disposable)?
        do {
            let clock = TickingClockViewModel()
            released = clock
            presentation = clock <- view
            clock.seconds.value = 3
            #expect(clock.label.value == "3 s")
        }
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(released == nil)
    }

    @Test func aTreeIsKeptByTheRootsPresentationAndReleasedWhenItIsDisposed() {
        let view = RecordingTapParent(session)
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
        view.child.currentContainer?.tap.current?()
        #expect(view.child.currentContainer?.count.current == 1)

        // A replaced child's presentation is taken back, and with it the child.
        weak var secondChild: TapCounterViewModel?
        do {
            let next = TapCounterViewModel()
            secondChild = next
            parent?.child.value = next
        }
        // Its presentation was taken back (the recorder still holds the value it recorded).
        #expect(view.child.containers.first?.count.liveCount == 0)
        #expect(view.child.liveContainers.count == 1)
        view.child.currentContainer?.tap.current?()
        #expect(secondChild?.count.value == 1)

        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(parent == nil && firstChild == nil && secondChild == nil)
    }

    @Test func anErasedViewModelIsKeptByItsPresentation() {
        let view = RecordingTapCounter(session, "counter")
        weak var released: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let viewModel = TapCounterViewModel()
            released = viewModel
            presentation = AnyPresentable(viewModel) <- view
        }
        view.tap.current?()
        #expect(view.count.current == 1)
        presentation?.dispose()
        #expect(released == nil)
    }

    @Test func aPresentationClosureIsKeptByEachOfItsPresentations() {
        let view = RecordingTapCounter(session, "counter")
        weak var released: TapCounterViewModel?
        let presentation: (any Disposable)?
        do {
            let viewModel = TapCounterViewModel()
            released = viewModel
            let erased = AnyPresentable<any TapCounterPresenters> { presenters in viewModel.present(presenters) }
            presentation = erased <- view
        }
        view.tap.current?()
        #expect(released?.count.value == 1)  // the closure, and so what it captured, is kept
        presentation?.dispose()
        #expect(released == nil)
    }
}
