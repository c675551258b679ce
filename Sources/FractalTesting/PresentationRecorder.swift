import Fractal

/// A test session of recording presenters: it makes them, prints what they
/// currently present, and checks that disposing a root presentation leaves
/// nothing presented and releases every view model.
///
/// ```swift
/// let session = PresentationRecorder(scheduler: scheduler)
/// let title = session.presenter("login.title", of: String.self)
/// // … build the recording containers, present the root …
/// print(session.dump())
/// let report = session.disposeAndCheckLeaks(rootPresentation)
/// #expect(report.isClean, "\(report)")
/// ```
///
/// Every object found in a presented value (a view model, an action, one
/// inside an enum case or `AnyPresentable`) is tracked weakly, as are
/// objects passed to ``track(_:as:)``.
public final class PresentationRecorder: Sendable {
    private struct Tracked {
        weak var object: AnyObject?
        let name: String
    }

    private struct State {
        var presenters: [any RecordingPresenterProtocol] = []
        var tracked: [Tracked] = []
    }

    private let state = Locked<State>.make(State())
    private let scheduler: (any Scheduler)?

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
    public func presenter<Value: Sendable>(
        _ name: String,
        of type: Value.Type = Value.self,
        bind: (@Sendable (Value) -> (any Disposable)?)? = nil
    ) -> RecordingPresenter<Value> {
        let presenter = RecordingPresenter(name: name, scheduler: scheduler, bind: bind, session: self)
        state.withLock { $0.presenters.append(presenter) }
        return presenter
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
    /// presenters recorded (so they can be released), and reports what is
    /// still presented or alive.
    ///
    /// - Parameter presentation: The root presentation to tear down.
    /// - Returns: The report; ``LeakReport/isClean`` when nothing leaked.
    public func disposeAndCheckLeaks(_ presentation: (any Disposable)?) -> LeakReport {
        presentation?.dispose()
        // UI presenters tear down on their scheduler: let a test scheduler do it.
        (scheduler as? TestScheduler)?.run()
        let presenters = state.withLock { $0.presenters }
        presenters.forEach { $0.forgetValues() }
        let liveObjects = state.withLock { state in
            state.tracked.filter { $0.object != nil }.map(\.name)
        }
        return LeakReport(livePresentations: livePresentations(), liveObjects: liveObjects)
    }

    func trackObjects(in value: Any, presentedBy presenter: String) {
        for object in Self.objects(in: value, depth: 3) {
            track(object, as: "\(type(of: object)) presented by \(presenter)")
        }
    }

    private func livePresentations() -> [String] {
        let presenters = state.withLock { $0.presenters }
        return presenters.flatMap { presenter in
            presenter.liveDescriptions.map { "\(presenter.name): \($0)" }
        }
    }

    /// The class instances in `value`, looking into enum payloads, structs,
    /// tuples and optionals down to `depth` levels.
    private static func objects(in value: Any, depth: Int) -> [AnyObject] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return [value as AnyObject] }
        guard depth > 0 else { return [] }
        return mirror.children.flatMap { objects(in: $0.value, depth: depth - 1) }
    }
}

/// What a leak check found still presented or alive after the root
/// presentation was disposed.
public struct LeakReport: Sendable, CustomStringConvertible {
    /// Presentations still live, as `presenter: value`.
    public let livePresentations: [String]
    /// Tracked objects still alive, by name.
    public let liveObjects: [String]

    /// Whether nothing is presented and every tracked object was released.
    public var isClean: Bool { livePresentations.isEmpty && liveObjects.isEmpty }

    /// A readable account of the leaks, for a failing test's message.
    public var description: String {
        if isClean { return "no leaks" }
        var lines: [String] = []
        if !livePresentations.isEmpty {
            lines.append("still presented:")
            lines += livePresentations.map { "  \($0)" }
        }
        if !liveObjects.isEmpty {
            lines.append("still alive:")
            lines += liveObjects.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
