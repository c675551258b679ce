import Fractal

/// A presenter for tests: it records every value presented through it, which
/// presentations are still live, and how many were disposed.
///
/// Hand its ``presenter`` to a view model in place of a view's presenter.
/// Without a scheduler it binds at once; with one (a ``TestScheduler``) it
/// binds when the scheduler runs, like a UI presenter, so a test can check
/// what happens before and after the UI catches up.
///
/// ```swift
/// let title = RecordingPresenter<String>("title")
/// let presentation = title.presenter <~ viewModel.title
/// #expect(title.current == "Log in")
/// presentation?.dispose()
/// #expect(title.liveCount == 0)
/// ```
///
/// To present a child view model further, give it a `bind` closure that
/// presents into a recording container, and return that presentation:
///
/// ```swift
/// let login = RecordingPresenter<LoginViewModel>("login") { $0 <- loginView }
/// ```
public final class RecordingPresenter<Value: Sendable>: PresenterType, Sendable {
    private struct Entry {
        var value: Value?
        var isLive: Bool
    }

    private struct State {
        var history: [Value] = []
        var entries: [Entry] = []
        var disposedCount = 0
    }

    /// The name used in dumps and leak reports.
    public let name: String
    private let state = Locked<State>.make(State())
    private let scheduler: (any Scheduler)?
    private let bind: (@Sendable (Value) -> (any Disposable)?)?
    // Weak: the session owns its presenters.
    private weak let session: PresentationRecorder?

    /// Creates a recording presenter.
    ///
    /// - Parameters:
    ///   - name: A name for dumps and failure messages.
    ///   - scheduler: Where binds run; `nil` binds at once on the presenting thread.
    ///   - bind: Extra work for each bind (presenting a child view model into a
    ///     recording container, say); what it returns is disposed with the presentation.
    public convenience init(
        _ name: String = "\(Value.self)",
        scheduler: (any Scheduler)? = nil,
        bind: (@Sendable (Value) -> (any Disposable)?)? = nil
    ) {
        self.init(name: name, scheduler: scheduler, bind: bind, session: nil)
    }

    init(
        name: String,
        scheduler: (any Scheduler)?,
        bind: (@Sendable (Value) -> (any Disposable)?)?,
        session: PresentationRecorder?
    ) {
        self.name = name
        self.scheduler = scheduler
        self.bind = bind
        self.session = session
    }

    /// The presenter to hand to the code under test.
    public var presenter: Presenter<Value> {
        Presenter { [self] value in
            guard let scheduler else { return record(value) }
            let presentation = CompositeDisposable()
            presentation += scheduler.schedule { presentation += self.record(value) }
            return presentation
        }
    }

    /// Every value bound so far, oldest first, live or not.
    public var values: [Value] { state.withLock { $0.history } }

    /// The values whose presentations are live, oldest first.
    public var live: [Value] {
        state.withLock { state in state.entries.compactMap { $0.isLive ? $0.value : nil } }
    }

    /// The most recently bound value whose presentation is still live.
    public var current: Value? { live.last }

    /// How many values were bound.
    public var presentedCount: Int { state.withLock { $0.entries.count } }

    /// How many presentations were disposed after they were bound.
    public var disposedCount: Int { state.withLock { $0.disposedCount } }

    /// How many presentations are live.
    public var liveCount: Int { state.withLock { state in state.entries.lazy.filter(\.isLive).count } }

    /// Forgets the values recorded (not the counts), so that they can be released.
    public func forgetValues() {
        state.withLock { state in
            state.history.removeAll()
            for index in state.entries.indices { state.entries[index].value = nil }
        }
    }

    private func record(_ value: Value) -> any Disposable {
        let index = state.withLock { state in
            state.history.append(value)
            state.entries.append(Entry(value: value, isLive: true))
            return state.entries.count - 1
        }
        session?.trackObjects(in: value, presentedBy: name)
        let nested = bind?(value)
        return AnyDisposable { [state] in
            state.withLock { state in
                state.entries[index].isLive = false
                state.entries[index].value = nil
                state.disposedCount += 1
            }
            nested?.dispose()
        }
    }
}

extension RecordingPresenter: RecordingPresenterProtocol {
    var liveDescriptions: [String] { live.map { String(describing: $0) } }
}

/// What a ``PresentationRecorder`` needs of its presenters, whatever their type.
protocol RecordingPresenterProtocol: AnyObject, Sendable {
    var name: String { get }
    var liveDescriptions: [String] { get }
    func forgetValues()
}
