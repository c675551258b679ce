import Fractal

/// A test session of recording presenters: it makes them, prints what they
/// currently present, and checks that disposing a root presentation leaves
/// nothing presented and releases every view model.
///
/// ```swift
/// let session = RecordingSession(scheduler: scheduler)
/// let title = session.presenter("login.title", of: String.self)
/// let rootPresentation = title.presenter <~ viewModel.title
/// scheduler.advance()
/// print(session.dump())  // login.title: Log in
/// session.disposeAndCheckLeaks(rootPresentation)
/// ```
///
/// Every object found in a presented value (a view model, an action, one
/// inside an enum case or `AnyPresentable`) is tracked weakly, as are
/// objects passed to ``track(_:as:)``.
public final class RecordingSession: Sendable {
    private struct Tracked {
        weak var object: AnyObject?
        let name: String
    }

    private struct State {
        var recordings: [SessionEntry] = []
        var tracked: [Tracked] = []
    }

    private let state = Locked<State>.make(State())
    /// Where the session's presenters bind, and its lists apply their
    /// updates (at once if `nil`).
    public let scheduler: (any Scheduler)?

    /// Creates a session whose presenters bind on `scheduler` (at once if `nil`).
    ///
    /// - Parameter scheduler: Where the session's presenters bind.
    public init(scheduler: (any Scheduler)? = nil) {
        self.scheduler = scheduler
    }

    /// Makes a recording presenter that belongs to this session.
    ///
    /// - Parameters:
    ///   - name: The name shown in dumps and leak reports.
    ///   - type: The type of value presented.
    ///   - bind: Extra work for each bind (see ``RecordingPresenter``).
    /// - Returns: The recording presenter.
    @inlinable
    public func presenter<Value: Sendable>(
        _ name: String,
        of type: Value.Type = Value.self,
        bind: (@Sendable (Value) -> (any Disposable)?)? = nil
    ) -> RecordingPresenter<Value> {
        register(RecordingPresenter(name: name, scheduler: scheduler, bind: bind, session: self))
    }

    /// Adds `presenter` to the session's dumps, leak checks and exhaustivity
    /// checks (through its log: the session never keeps the presenter, see
    /// ``SessionEntry``), and returns it.
    @discardableResult @usableFromInline
    func register<Value>(_ presenter: RecordingPresenter<Value>) -> RecordingPresenter<Value> {
        let entry = presenter.sessionEntry
        state.withLock { $0.recordings.append(entry) }
        return presenter
    }

    /// Adds a recording's entry to the session's dumps, leak checks and
    /// exhaustivity checks.
    func register(_ entry: SessionEntry) {
        state.withLock { $0.recordings.append(entry) }
    }

    /// The session's recordings, in the order they were made.
    var recordings: [SessionEntry] {
        state.withLock { $0.recordings }
    }

    /// Tracks `object` weakly, so a leak check reports it if it is still alive.
    ///
    /// - Parameters:
    ///   - object: The object to watch (a view model, a service…).
    ///   - name: How the report names it.
    public func track(_ object: AnyObject, as name: String) {
        state.withLock { $0.tracked.append(Tracked(object: object, name: name)) }
    }

    /// What the session's presenters are presenting now, one line per live
    /// presentation (`name: value`), in the order the presenters were made.
    ///
    /// - Returns: The dump, or `(nothing presented)`.
    public func dump() -> String {
        let lines = livePresentations()
        return lines.isEmpty ? "(nothing presented)" : lines.joined(separator: "\n")
    }

    /// Disposes `presentation`, runs the session's ``TestScheduler`` (if it
    /// has one) so scheduled teardowns happen, forgets the values the session's
    /// presenters recorded (so they can be released), and fails the running
    /// test, at the call, if anything is still presented or alive.
    ///
    /// This is how a test of a screen ends: it tears the screen down and
    /// checks that nothing outlived it, in Swift Testing or XCTest alike.
    ///
    /// ```swift
    /// let presentation = app.title.presenter <~ "Log in"
    /// #expect(app.title.next() == "Log in")
    /// // … every other value read with next() …
    /// session.disposeAndCheckLeaks(presentation)
    /// ```
    ///
    /// The failure lists the presentations still live (`presenter: value`)
    /// and the tracked objects still alive: the view model `presentation`
    /// keeps (`viewModel <- view`), every object a recording presenter was
    /// given, and those passed to ``track(_:as:)``. The
    /// scheduler runs until nothing is left, or 100,000 actions: work that
    /// reschedules itself for ever (a timer the teardown did not cancel) is
    /// left pending rather than run without end, and what it keeps alive is
    /// reported.
    ///
    /// - Parameters:
    ///   - presentation: The root presentation to tear down.
    ///   - fileID: Where the check is, for its failure.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    public func disposeAndCheckLeaks(
        _ presentation: (any Disposable)?,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        let report = disposeAndFindLeaks(presentation)
        guard !report.isClean else { return }
        recordTestIssue(report.description, at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Disposes `presentation` as ``disposeAndCheckLeaks(_:fileID:filePath:line:column:)``
    /// does, and returns what is still presented or alive, failing no test.
    func disposeAndFindLeaks(_ presentation: (any Disposable)?) -> LeakReport {
        // The view model `viewModel <- view` keeps is the tree's root: it must go too.
        if let presentation, let root = viewModelKept(by: presentation) {
            trackObjects(in: root, presentedBy: "the root presentation")
        }
        presentation?.dispose()
        // UI presenters tear down on their scheduler: let a test scheduler do it.
        (scheduler as? TestScheduler)?.run(atMost: TestScheduler.teardownActionLimit)
        recordings.forEach { $0.forgetValues() }
        let liveObjects = state.withLock { state in
            state.tracked.filter { $0.object != nil }.map(\.name)
        }
        return LeakReport(livePresentations: RecordedValues(livePresentations()), liveObjects: RecordedValues(liveObjects))
    }

    /// Tracks the objects in `value` (see ``objects(in:depth:)``), named
    /// after the presenter that presented them.
    @usableFromInline
    func trackObjects(in value: Any, presentedBy presenter: String) {
        for object in Self.objects(in: value, depth: 3) {
            track(object, as: "\(type(of: object)) presented by \(presenter)")
        }
    }

    private func livePresentations() -> [String] {
        recordings.flatMap { recording in
            recording.liveDescriptions().map { "\(recording.name): \($0)" }
        }
    }

    /// The class instances in `value`, looking into enum payloads, structs,
    /// tuples and optionals down to `depth` levels.
    static func objects(in value: Any, depth: Int) -> [AnyObject] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return [value as AnyObject] }
        guard depth > 0 else { return [] }
        return mirror.children.flatMap { objects(in: $0.value, depth: depth - 1) }
    }
}
