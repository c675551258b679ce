import Foundation
import Fractal
import FractalTesting
import Testing

// Review probes for `ViewModel` and `ViewModelTester`. Each test states the
// behaviour the API's docs promise (or a user would expect); a probe that
// fails shows a defect. None is expected to pass on the reviewed head.

/// A screen whose work sets two parts of its state at once, a little after it is presented.
private final class LoadingModel: ViewModel {
    struct State: Equatable {
        var isLoading = true
        var result = ""
    }
    let states = MutableProperty(State())

    func whilePresented() -> (any Disposable)? {
        let task = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(100))
            self?.modify {
                $0.isLoading = false
                $0.result = "done"
            }
        }
        return AnyDisposable { task.cancel() }
    }
}

/// A screen with a sheet that can be reopened (replaced by an equal one).
private final class SheetModel: ViewModel {
    struct State: Equatable {
        var edit: NoteEditorModel?
    }
    let states = MutableProperty(State())

    func open() { modify { $0.edit = NoteEditorModel(text: "Hi") } }
}

/// A screen whose state holds the stack of screens it is on (itself included), as a breadcrumb would.
private final class BreadcrumbModel: ViewModel {
    struct State: Equatable {
        var stack: [BreadcrumbModel] = []
    }
    let states = MutableProperty(State())
    let presentations = Locked<Int>.make(0)

    func whilePresented() -> (any Disposable)? {
        let count = presentations.withLock { count in
            count += 1
            return count
        }
        // Stop the loop (and break the cycle) so that the probe ends.
        if count >= 5 { modify { $0.stack = [] } }
        return nil
    }
}

/// A screen whose whole state is bound to a shared value while presented.
private final class BoundModel: ViewModel {
    struct State: Equatable {
        var item: String?
    }
    let states = MutableProperty(State())
    let items: MutableProperty<[Int: String]>

    init(items: MutableProperty<[Int: String]>) { self.items = items }

    func whilePresented() -> (any Disposable)? {
        bind(\.item, to: items.map { $0[1] })
    }
}

/// A parent that opens a child from a background thread; its work tells when it is stopped.
private final class OpeningModel: ViewModel {
    struct State: Equatable {
        var child: SlowChildModel?
    }
    let states = MutableProperty(State())
    let stopped = DispatchSemaphore(value: 0)
    let childWorkStopped = Locked<Bool>.make(false)

    func open() { modify { [stopped, childWorkStopped] in $0.child = SlowChildModel(parentStopped: stopped, workStopped: childWorkStopped) } }

    func whilePresented() -> (any Disposable)? {
        AnyDisposable { [stopped] in stopped.signal() }
    }
}

/// A child whose presentation starts slowly: it waits until its parent's work was stopped.
private final class SlowChildModel: ViewModel {
    struct State: Equatable {
        var seconds = 0
    }
    let states = MutableProperty(State())
    let parentStopped: DispatchSemaphore
    let workStopped: Locked<Bool>

    init(parentStopped: DispatchSemaphore, workStopped: Locked<Bool>) { (self.parentStopped, self.workStopped) = (parentStopped, workStopped) }

    func whilePresented() -> (any Disposable)? {
        _ = parentStopped.wait(timeout: .now() + 2)
        Thread.sleep(forTimeInterval: 0.05)  // the tester's teardown takes the children back meanwhile
        return AnyDisposable { [workStopped] in workStopped.withLock { $0 = true } }  // a task's cancel, say
    }
}

@Suite("Review probes: ViewModel and ViewModelTester")
struct ViewModelReviewProbes {
    /// `receive` keeps the state the *test* wrote (with its freshly made child) as the last
    /// state checked, where `expect` keeps the actual state. A change of the child's own
    /// state, which the docs say is "a test of the child", is then reported at the end as a
    /// change no check asserted; after `expect` it is not.
    @Test func probeReceiveThenAChildsOwnChangeIsNotAnUnassertedChange() async {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        await note.receive { $0.edit = NoteEditorModel(text: "Hi") }
        note.state.edit?.textChanged("Hello")
        await note.finish()
    }

    /// Control for the probe above: the same test with `expect` records nothing.
    @Test func controlExpectThenAChildsOwnChangeIsNotAnUnassertedChange() async {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.editTapped()
        note.expect { $0.edit = NoteEditorModel(text: "Hi") }
        note.state.edit?.textChanged("Hello")
        await note.finish()
    }

    /// Not exhaustive, `expect` "checks only what its mutation sets"; `receive` instead
    /// waits for the whole state as it was when the call began plus the change, so a
    /// result that arrives with any other change (here `isLoading = false`) never matches.
    @Test func probeNotExhaustiveReceiveChecksOnlyWhatTheChangeSets() async {
        let loading = ViewModelTester(exhaustivity: .off) { _ in LoadingModel() }
        await loading.receive(timeout: .seconds(2)) { $0.result = "done" }
        await loading.finish()
    }

    /// The docs: "a replaced child is a change the view sees even when the new child's
    /// state equals the old one's". In a tester's checks it is no change at all, so a check
    /// that should catch it cannot fail (and the end of the test does not report it either).
    @Test func probeAChildReplacedByAnEqualOneIsAChangeACheckSees() {
        withKnownIssue {
            let sheet = ViewModelTester { _ in SheetModel() }
            sheet.viewModel.open()
            sheet.expect { $0.edit = NoteEditorModel(text: "Hi") }
            sheet.viewModel.open()  // the view dismisses the sheet and presents a new one
            sheet.expect()  // "did not change": should be recorded as a difference
        }
    }

    /// The tester presents every view model a state holds. A state that holds its own view
    /// model (a breadcrumb of the stack the screen is on) makes the tester present it again
    /// and again, each time running `whilePresented()`: without the model's own cap (5)
    /// the tester never returns.
    @Test func probeAViewModelInItsOwnStateIsPresentedOnce() {
        let model = BreadcrumbModel()
        model.modify { $0.stack = [model] }
        let crumb = ViewModelTester { _ in model }
        #expect(crumb.viewModel.presentations.withLock { $0 } == 1)
        crumb.exhaustivity = .off
    }

    /// An `expect` given its location explicitly (as a helper in a shared file that
    /// forwards one would) is recorded at the `@Test` line instead, since its file is not
    /// the test's: the location the caller passed is silently dropped.
    @Test func probeACheckIsRecordedAtTheLocationItIsGiven() {
        withKnownIssue {
            let counter = ViewModelTester { _ in CounterModel() }
            counter.viewModel.incrementTapped()
            counter.expect(fileID: "FractalTestingTests/Helpers.swift", filePath: "/tmp/Helpers.swift", line: 42, column: 1) {
                $0.count = 2
            }
            counter.expect { $0.count = 1 }
        } matching: { issue in
            issue.sourceLocation?.line == 42 && issue.sourceLocation?.fileID == "FractalTestingTests/Helpers.swift"
        }
    }

    /// `schedule(every:)` "calls `action` every `interval` ... until the returned disposable
    /// is disposed". Not keeping the disposable (`_ =`, a forever timer) stops it at once,
    /// silently, and leaves its first tick pending on the scheduler.
    @Test func probeATimerWhoseDisposableIsNotKeptTicksUntilDisposed() {
        let scheduler = TestScheduler()
        let ticks = Locked<Int>.make(0)
        _ = scheduler.schedule(every: .seconds(1)) { ticks.withLock { $0 += 1 } }
        scheduler.advance(by: .seconds(3))
        #expect(ticks.withLock { $0 } == 3)
    }

    /// The tester's docs: "The first state checked is the one the view is first given
    /// (after whilePresented() bound what it binds)". `present` gives the view the state
    /// before `whilePresented()` runs, so the view first shows the unbound state (a flash
    /// of stale content), then the bound one.
    @Test func probeTheViewIsFirstGivenTheBoundState() {
        let items = MutableProperty([1: "Milk"])
        let model = BoundModel(items: items)
        let session = RecordingSession()
        let view = session.presenter("item", of: BoundModel.State.self)
        let presentation = model <- view.presenter
        #expect(Array(view.values).first?.item == "Milk", "the view was first given \(Array(view.values))")
        presentation?.dispose()
    }
    /// `RecordedTree.show` presents a new child outside its lock and appends it after;
    /// a teardown (`finish()`, the release) that runs meanwhile on another thread takes
    /// back the children it has, and the child appended after it is never disposed: its
    /// `whilePresented()` work (a task, a timer on a real scheduler) is never stopped, and
    /// the leak check does not see it (the presentation is dropped, not disposed).
    @Test func probeATeardownDuringAChildsPresentationTakesTheChildBack() async throws {
        let parent = ViewModelTester(exhaustivity: .off) { _ in OpeningModel() }
        let childWorkStopped = parent.viewModel.childWorkStopped
        let opening = Task.detached { parent.viewModel.open() }
        try await Task.sleep(for: .milliseconds(100))  // the child's presentation has started
        await parent.finish(timeout: .milliseconds(300))
        await opening.value
        #expect(childWorkStopped.withLock { $0 }, "the child's whilePresented() work was never stopped")
    }
}
