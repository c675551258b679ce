import Fractal

/// A view model presented into a recording view, in a session on a test
/// scheduler, torn down and checked for leaks when the test ends.
///
/// It is the start of every test of a screen or a tree, in one statement:
/// the tester makes a ``TestScheduler``, a ``RecordingSession`` on it and the
/// ``RecordingContainer`` (named `root` unless told otherwise), runs the
/// closure that presents the view model into that view, and advances the
/// scheduler so the view has caught up.
///
/// ```swift
/// let tree = PresentationTester(RecordingApp.self) { view, scheduler in
///     RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler)) <- view
/// }
/// let login = try tree.view.$loginPresenter.container()
/// #expect(login.$titlePresenter.current == "Log in")
/// ```
///
/// ## Finishing
///
/// ``finish(fileID:filePath:line:column:)`` disposes the presentation, runs
/// the scheduler so the view's teardowns happen, and fails the running test,
/// at the call, if anything is still presented or alive: the view model presented (tracked as
/// `root (RootViewModel)`; for a struct view model, the objects it holds)
/// and every object the view's recordings were given. With
/// ``Exhaustivity-swift.enum/on`` it also fails for any value presented and
/// not read (see ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``).
///
/// A test need not call it: a tester released unfinished makes the same
/// checks, and fails the running test, at the line that made the tester,
/// with what it finds, in Swift Testing or XCTest alike.
///
/// Work the view model left on the scheduler is run by the teardown, as the
/// seed's tests run the scheduler at the end; only work that never runs out
/// (a timer the teardown did not cancel) fails. A test that must prove a
/// delayed step ran, or fail for one left pending, is a `ViewModelTester`
/// test, which asserts scheduled work where it belongs.
///
/// ## Where and when it is released
///
/// The check at release runs where the last reference goes, so:
///
/// - Hold the view model only through the presentation, as an app does
///   (read it with ``viewModel(as:)``). A reference the test still holds when
///   the tester goes is a leak, and so is a stored property of the suite
///   declared *after* the tester (a suite's properties are released in the
///   order declared).
/// - Swift Testing makes and releases a suite's instance outside the suite's
///   actor. A tester kept in a stored property is therefore made, and torn
///   down, off the main actor even in a `@MainActor` suite: fine for
///   recording views, which need no actor, but a view whose binds or
///   teardowns need the main actor (`Presenter.UI`) needs the tester made in
///   the test's body, whose end releases it on the test's actor.
///
/// The view model is tracked by name only when `present` returns the
/// presentation `viewModel <- view` made; a presentation wrapped in another
/// disposable, or made by `AnyPresentable(present:)`, is still torn down and
/// checked, and what its recordings were given is still tracked.
///
/// Unlike a `ViewModelTester`, a tester is not exhaustive by default: most tests
/// of a screen are about one of its behaviours, not everything it shows.
public final class PresentationTester<View: RecordingContainer>: Sendable {
    /// Whether finishing also requires every presented value read.
    public enum Exhaustivity: Sendable, Hashable {
        /// Finishing also requires that every value a recording was given
        /// was read by a consuming read (`next()`, `take(_:)`, `takeAll()`).
        case on
        /// Finishing checks the teardown and the leaks only.
        case off
    }

    private struct State {
        var presentation: (any Disposable)?
        var exhaustivity: Exhaustivity
        /// Whether the test has the leak report (`disposeAndCheckLeaks()`).
        var leaksChecked = false
        /// Whether `finish()` ran: the release then checks nothing.
        var isFinished = false
    }

    /// The scheduler the session's recordings bind on; give it to the view
    /// model's context too, so the test controls its timers.
    public let scheduler: TestScheduler
    /// The session the view's recordings belong to: its dumps, leak checks
    /// and exhaustivity checks cover the whole presented tree.
    public let session: RecordingSession
    /// The recording view the view model is presented into.
    public let view: View
    private let state: Locked<State>
    private let origin: SourceOrigin

    /// Presents a view model into a new recording view and lets the view
    /// catch up.
    ///
    /// ```swift
    /// let tester = PresentationTester(RecordingMainScreen.self, named: "main") { view, _ in
    ///     MainViewModel(dependencies: ListScreenTests.dependencies, context: .init(scheduler: ImmediateScheduler())) <- view
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: The recording view's type.
    ///   - name: The view's name: its recordings are named `name.property`
    ///     (`root.title`), and the view model presented is tracked as
    ///     `name (Type)`.
    ///   - exhaustivity: Whether finishing also requires every presented
    ///     value read; ``Exhaustivity-swift.enum/off`` by default.
    ///   - fileID: Where the tester is made, for the failure its check at
    ///     release records.
    ///   - filePath: Where the tester is made.
    ///   - line: Where the tester is made.
    ///   - column: Where the tester is made.
    ///   - present: Presents the view model into the view (`viewModel <- view`)
    ///     and returns the presentation; it is given the tester's scheduler
    ///     for the view model's context.
    /// - Throws: What `present` throws.
    public init(
        _ viewType: View.Type = View.self,
        named name: String = "root",
        exhaustivity: Exhaustivity = .off,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        presenting present: (_ view: View, _ scheduler: TestScheduler) throws -> (any Disposable)?
    ) rethrows {
        let scheduler = TestScheduler()
        let session = RecordingSession(scheduler: scheduler)
        let view = View(session: session, name: name)
        let presentation = try present(view, scheduler)
        if let presentation, let viewModel = viewModelKept(by: presentation) { Self.track(viewModel, as: name, in: session) }
        self.scheduler = scheduler
        self.session = session
        self.view = view
        self.state = .make(State(presentation: presentation, exhaustivity: exhaustivity))
        self.origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        scheduler.advance()
    }

    deinit {
        guard !state.withLock({ $0.isFinished }) else { return }
        let failure = check()
        guard !failure.isEmpty else { return }
        recordTestIssue("the presentation tester made here was released with:\n\(failure)", at: origin)
    }

    /// Whether finishing also requires every presented value read; change
    /// it at any point of a test.
    public var exhaustivity: Exhaustivity {
        get { state.withLock { $0.exhaustivity } }
        set { state.withLock { $0.exhaustivity = newValue } }
    }

    /// The view model presented, while the presentation keeps it (until the
    /// tester tears it down), if it is a `ViewModel`.
    ///
    /// - Parameter type: The view model's type.
    /// - Returns: The view model; `nil` once torn down, if it is not a
    ///   `ViewModel`, or if the presentation is not the one `viewModel <- view`
    ///   returned.
    public func viewModel<ViewModel>(as type: ViewModel.Type = ViewModel.self) -> ViewModel? {
        state.withLock { $0.presentation }.flatMap(viewModelKept(by:)) as? ViewModel
    }

    /// Disposes the presentation, runs the scheduler so the view's teardowns
    /// happen, and returns what is still presented or alive, for a test that
    /// inspects the report; the tester then checks no leaks again (values not
    /// read still fail an exhaustive tester).
    ///
    /// ```swift
    /// #expect("\(tester.disposeAndCheckLeaks())" == "no leaks")
    /// ```
    ///
    /// - Returns: The report; ``LeakReport/isClean`` when nothing leaked.
    public func disposeAndCheckLeaks() -> LeakReport {
        let presentation = state.withLock { state in
            state.leaksChecked = true
            return state.presentation.take()
        }
        return session.disposeAndCheckLeaks(presentation)
    }

    /// Tears the presentation down and checks what the release would check:
    /// that nothing is still presented or alive (unless the test took the
    /// report with ``disposeAndCheckLeaks()``), that the scheduler ran out,
    /// and, when exhaustive, that every value presented was read; fails the
    /// running test at this call with what it found. The release then checks
    /// nothing more.
    ///
    /// ```swift
    /// tester.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    public func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let wasFinished = state.withLock { state in
            defer { state.isFinished = true }
            return state.isFinished
        }
        guard !wasFinished else { return }
        let failure = check()
        guard !failure.isEmpty else { return }
        recordTestIssue(
            "the presentation tester finished with:\n\(failure)",
            at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Tears the presentation down (once) and gathers what is wrong.
    private func check() -> PresentationTesterFindings {
        let (presentation, leaksChecked, exhaustivity) = state.withLock { state in
            let leaksChecked = state.leaksChecked
            state.leaksChecked = true
            return (state.presentation.take(), leaksChecked, state.exhaustivity)
        }
        let report = session.disposeAndCheckLeaks(presentation)
        let leaks = leaksChecked ? LeakReport(livePresentations: RecordedValues([]), liveObjects: RecordedValues([])) : report
        let unread = exhaustivity == .on ? session.exhaustivityReport() : nil
        return PresentationTesterFindings(leaks: leaks, pendingActionCount: scheduler.pendingCount, unreadValues: unread)
    }

    /// Tracks the view model a presentation keeps: a class as `name (Type)`,
    /// and the objects a struct holds as `name (Type): Object`.
    private static func track(_ viewModel: Any, as name: String, in session: RecordingSession) {
        let mirror = Mirror(reflecting: viewModel)
        if mirror.displayStyle == .class {
            session.track(viewModel as AnyObject, as: "\(name) (\(type(of: viewModel)))")
            return
        }
        for object in RecordingSession.objects(in: viewModel, depth: 3) {
            session.track(object, as: "\(name) (\(type(of: viewModel))): \(type(of: object))")
        }
    }
}
