import Fractal

/// A view model presented into a recording view, in a session on a test
/// scheduler, torn down and checked for leaks when the test lets it go.
///
/// It is the start of every test of a screen or a tree, in one line: the
/// tester makes a ``TestScheduler``, a ``RecordingSession`` on it and the
/// ``RecordingContainer`` named `root`, runs the closure that presents the
/// view model into that view, and advances the scheduler so the view has
/// caught up. The view model is tracked by the session under the view's
/// name, so a leak report names it.
///
/// ```swift
/// let tree = PresentationTester(RecordingApp.self) { view, scheduler in
///     RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler)) <- view
/// }
/// let login = try tree.view.$loginPresenter.container()
/// #expect(login.$titlePresenter.current == "Log in")
/// ```
///
/// ## At release
///
/// A test need not tear the presentation down. When the tester is released
/// (the end of the test that made it, or of its suite's instance), it
/// disposes the presentation, runs the scheduler so the view's teardowns
/// happen, and checks that nothing is still presented and that every view
/// model the session tracked was released: the view model presented, and
/// every object the view's recordings were given. Whatever it finds is
/// recorded as an issue of the running Swift Testing test, at the line that
/// made the tester (outside a Swift Testing test, it is also written to
/// standard error). With ``Exhaustivity-swift.enum/on`` it then checks that
/// every value presented was read (see
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:)``).
///
/// So hold the view model only through the presentation, as an app does: a
/// reference the test (or its suite) still holds when the tester goes is
/// reported as a leak. A test that wants the report itself calls
/// ``disposeAndCheckLeaks()``; the release check then skips the leaks.
///
/// Use a tester from one test at a time, on the thread or actor of its view
/// models' presentations.
public final class PresentationTester<View: RecordingContainer>: Sendable {
    /// Whether the check at release also requires every presented value read.
    public enum Exhaustivity: Sendable, Hashable {
        /// At release, after the teardown, every value a recording was given
        /// must have been read by a consuming read (`next()`, `take(_:)`,
        /// `takeAll()`), as ``RecordingSession/checkExhausted(ignoringLivePresentations:)`` checks.
        case on
        /// At release only the teardown and the leaks are checked.
        case off
    }

    private struct State {
        var presentation: (any Disposable)?
        var isTornDown = false
        var exhaustivity: Exhaustivity
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
    ///   - view: The recording view's type.
    ///   - name: The view's name: its recordings are named `name.property`
    ///     (`root.title`), and the view model presented is tracked as `name`.
    ///   - exhaustivity: Whether the check at release also requires every
    ///     presented value read; ``Exhaustivity-swift.enum/off`` by default.
    ///   - fileID: Where the tester is made, for the issues its check at
    ///     release records.
    ///   - filePath: Where the tester is made.
    ///   - line: Where the tester is made.
    ///   - column: Where the tester is made.
    ///   - present: Presents the view model into the view (`viewModel <- view`)
    ///     and returns the presentation; it is given the tester's scheduler
    ///     for the view model's context.
    /// - Throws: What `present` throws.
    public init(
        _ view: View.Type = View.self,
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
        if let presentation, let viewModel = viewModelKept(by: presentation) { session.track(viewModel, as: name) }
        self.scheduler = scheduler
        self.session = session
        self.view = view
        self.state = .make(State(presentation: presentation, exhaustivity: exhaustivity))
        self.origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        scheduler.advance()
    }

    deinit {
        let report = state.withLock { $0.isTornDown } ? nil : disposeAndCheckLeaks()
        if let report, !report.isClean {
            recordTestIssue("the presentation tester made here was released with leaks:\n\(report)", at: origin)
        }
        guard state.withLock({ $0.exhaustivity }) == .on else { return }
        do {
            try session.checkExhausted()
        } catch {
            recordTestIssue("the exhaustive presentation tester made here was released with values not read:\n\(error)", at: origin)
        }
    }

    /// Whether the check at release also requires every presented value
    /// read; change it at any point of a test.
    public var exhaustivity: Exhaustivity {
        get { state.withLock { $0.exhaustivity } }
        set { state.withLock { $0.exhaustivity = newValue } }
    }

    /// The view model presented, while the presentation keeps it (until
    /// ``disposeAndCheckLeaks()``), if it is a `ViewModel`.
    ///
    /// - Parameter type: The view model's type.
    /// - Returns: The view model, or `nil` once torn down or if it is not a `ViewModel`.
    public func viewModel<ViewModel>(as type: ViewModel.Type = ViewModel.self) -> ViewModel? {
        state.withLock { $0.presentation }.flatMap(viewModelKept(by:)) as? ViewModel
    }

    /// Disposes the presentation, runs the scheduler so the view's teardowns
    /// happen, and reports what is still presented or alive (see
    /// ``RecordingSession/disposeAndCheckLeaks(_:)``). The check at release
    /// then checks no leaks again.
    ///
    /// ```swift
    /// #expect("\(tester.disposeAndCheckLeaks())" == "no leaks")
    /// ```
    ///
    /// - Returns: The report; ``LeakReport/isClean`` when nothing leaked.
    @discardableResult
    public func disposeAndCheckLeaks() -> LeakReport {
        let presentation = state.withLock { state in
            state.isTornDown = true
            return state.presentation.take()
        }
        return session.disposeAndCheckLeaks(presentation)
    }
}
