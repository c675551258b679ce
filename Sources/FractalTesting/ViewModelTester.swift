import Fractal

/// A `ViewModel` presented into a recording of its state, whose every
/// change a test asserts as a mutation of the last state it checked, and
/// which is checked for leaks when the test ends.
///
/// A test calls the view model's methods, as its view would, and says how
/// the state changed; the tester compares the whole state:
///
/// ```swift
/// @Test func incrementing() {
///     let counter = ViewModelTester { _ in CounterModel() }
///     counter.viewModel.incrementTapped()
///     counter.expect { $0.count = 1 }
/// }
/// ```
///
/// The first state checked is the one the view is first given (after
/// `whilePresented()` bound what it binds). States are recorded
/// at once, with no scheduler to advance: the tester's
/// ``scheduler`` runs only what the view model schedules on it (give it to
/// the view model's dependencies, and `advance(by:)` it to run its timers).
/// Work that ends by itself, such as a task's result, is asserted with
/// ``receive(timeout:fileID:filePath:line:column:_:)``, which waits for it.
///
/// ## Children
///
/// The tester checks the whole tree: at each check, the state of every view
/// model the state holds, at any depth (a child, a grandchild, a row), is
/// compared too. A test writes a new child as it expects it, as a new view
/// model (in a check, a view model the test made is equal to one of the same
/// type with an equal state): `$0.edit = NoteEditorModel(text: "Hi")`. A child
/// the last check saw is equal only to itself, and the test says how its state
/// changed with the child's own `expect`, nested in the check:
/// `$0.edit?.expect { $0.text = "Hello" }` (see
/// `ViewModel.expect(fileID:filePath:line:column:_:)`). A child's change that
/// no check asserted fails the check, naming where the child is (`.rows[2]`),
/// and ``receive(timeout:fileID:filePath:line:column:_:)`` waits for a
/// child's change as for the view model's own.
///
/// ## Stores
///
/// A `Store` whose state is `Equatable` is a view model: the tester tests
/// it as its view sees it, given the tester's scheduler for its effects
/// (`ViewModelTester { Store(initial: …, scheduler: $0, reduce: …) }`), and
/// the test sends it events through ``viewModel``. A store in a parent's
/// state is a child like any other, written as a new store with the state
/// expected (compared by its state alone, not its reducer: a parent's test
/// sends the child one event to show it is the right one). A store the
/// parent dropped stays alive, and its effects running, until the next check
/// lets the tester's copy of the state go. Read the state with ``state``:
/// on a store, `viewModel.state` is the store's live property, not a copy.
/// Its outputs are recorded with a `Recorder` of `viewModel.outputs`, and its
/// effects still running when the test ends fail it (see
/// ``finish(timeout:fileID:filePath:line:column:)``).
///
/// ## When the test ends
///
/// Released, the tester disposes the presentation (stopping what
/// `whilePresented()` started), and fails the running test, at the line that
/// made the tester, for a change of the state no check asserted (when
/// ``Exhaustivity-swift.enum/on``) and for work still scheduled on
/// ``scheduler`` that the teardown did not cancel (a debounced step the
/// test never let run; also only when exhaustive), and for the view model, or any view model its states
/// held, still alive.
///
/// A check that does not hold fails the running test at the check's line,
/// in Swift Testing or XCTest alike, and the test goes on: the next check
/// starts from the state the failed one found. A test whose task may still
/// be running at its end ends with `await tester.finish()`, which waits for
/// the task at the test's own line; released without it, the tester names
/// the tasks still running.
///
/// Hold the view model only through ``viewModel``: a reference the test
/// keeps in a variable of its own outlives the tester and is reported.
public final class ViewModelTester<Model: ViewModel>: Sendable {
    /// The view model's state.
    public typealias State = Model.State

    /// Whether every change of the state must be asserted.
    public enum Exhaustivity: Sendable, Hashable {
        /// ``expect(fileID:filePath:line:column:_:)`` compares the whole state,
        /// and every child's, and a change left unasserted, or work left on
        /// ``ViewModelTester/scheduler``, at the end fails the test.
        case on
        /// ``expect(fileID:filePath:line:column:_:)`` checks only what its
        /// mutation sets, against the current state, and only the children
        /// its mutation names with a nested `expect`.
        case off
    }

    /// The scheduler to give the view model's dependencies; advance it to run
    /// the view model's timers.
    public let scheduler: TestScheduler
    let log: Locked<ViewModelTesterLog<Model>>
    let session: RecordingSession
    /// Counts the states delivered anywhere in the view model's tree:
    /// ``receive(timeout:fileID:filePath:line:column:_:)`` looks again at each.
    let deliveries = MutableProperty(0)
    let origin: SourceOrigin
    let dismissal = Locked<Bool>.make(false)
    let work: ViewModelTesterWork<Model>

    /// Makes the view model and presents it into a recording of its state.
    ///
    /// - Parameters:
    ///   - exhaustivity: Whether every change must be asserted;
    ///     ``Exhaustivity-swift.enum/on`` by default.
    ///   - fileID: Where the tester is made, for the failures it records when released.
    ///   - filePath: Where the tester is made.
    ///   - line: Where the tester is made.
    ///   - column: Where the tester is made.
    ///   - makeViewModel: Makes the view model; it is given the tester's scheduler.
    public init(
        exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ makeViewModel: (_ scheduler: TestScheduler) -> Model
    ) {
        let scheduler = TestScheduler()
        let model = makeViewModel(scheduler)
        let session = RecordingSession(scheduler: scheduler)
        let work = ViewModelTesterWork<Model>()
        self.work = work
        session.track(model, as: "viewModel (\(Model.self))")
        self.scheduler = scheduler
        self.session = session
        self.origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        Dismissals.setHandler(for: model) { [dismissal] in dismissal.withLock { $0 = true } }
        let reference = TesterReference()
        let presentation = RecordedTree.present(
            model, session: session, deliveries: deliveries, hold: work.hold, tester: reference, shown: work.deliver)
        self.log = .make(ViewModelTesterLog(model: model, asserted: model.state, exhaustivity: exhaustivity))
        log.withLock { $0.presentation = presentation }
        reference.set(self)
        TreeMembership.reportsUnhandledDismissals
        TreeMembership.raisesEffectPriority
    }

    deinit {
        let failure = work.end() + check()
        if !failure.isEmpty {
            recordReleaseIssue("the view model tester made at \(origin) was released with:\n\(failure.joined(separator: "\n"))", at: origin)
        }
    }

    /// The view model, as the test's calls reach it.
    ///
    /// The program stops if it is read after `finish(timeout:fileID:filePath:line:column:)`.
    public var viewModel: Model {
        guard let model = log.withLock({ $0.model }) else {
            preconditionFailure("the view model tester has finished: its view model is released")
        }
        return model
    }

    /// The view model's current state.
    public var state: State { viewModel.state }

    /// Whether every change of the state must be asserted; change it at any
    /// point of a test.
    public var exhaustivity: Exhaustivity {
        get { log.withLock { $0.exhaustivity } }
        set { log.withLock { $0.exhaustivity = newValue } }
    }

    /// Checks that the state is the last state checked changed by `change`
    /// (or, not exhaustive, that `change` leaves the current state as it is),
    /// and fails the running test at the call, showing the difference, if it is not.
    ///
    /// For a store, it first waits (up to ten seconds) until no thread is
    /// reducing its events: an event the test sent while an effect's event
    /// was being reduced on another thread is queued, and is reduced by that
    /// thread before the check looks.
    ///
    /// ```swift
    /// note.viewModel.deleteTapped()
    /// note.expect { $0.alert = .confirmDeletion }
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the check is, for its failure.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    ///   - change: How the state changed since the last check; by default, it
    ///     did not.
    public func expect(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ change: (inout State) -> Void = { _ in }
    ) {
        expect(at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column), change)
    }

    /// Checks that the state is the last state checked changed by `change`,
    /// and fails the test at `at` if it is not.
    func expect(at: SourceOrigin, _ change: (inout State) -> Void) {
        waitForReducer(of: viewModel)
        let actual = state
        var (expected, check) = log.withLock { ($0.base(for: actual), $0.nextCheck) }
        check.apply(change, to: &expected)
        if let difference = ViewModelTesterLog<Model>.difference(expected: expected, actual: actual, heldBefore: check) {
            recordTestIssue("the state is not as expected (- expected, + actual):\n\(difference)", at: at)
        }
        log.withLock { $0.record(actual, check) }
    }

    /// Disposes the presentation and checks, once, what the release would
    /// check; returns what is wrong.
    func check() -> [String] {
        let storeTimers = storeTimersStillRunning()
        guard let ending = log.withLock({ $0.end() }) else { return [] }
        ending.presentation?.dispose()
        let stillRunning = work.tasksRunningAtRelease()
        let pendingWork = scheduler.pendingWorkDescription()
        return storeTimers + stillRunning + ending.failures(pendingWork: pendingWork, session.disposeAndFindLeaks(nil))
    }
}
