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
/// Every read is a snapshot that never traps: ``values``, ``live`` and the
/// others are ``RecordedValues``, whose subscript returns `nil` past the end,
/// and ``current`` is optional.
///
/// ## Binding on a scheduler
///
/// With a scheduler, each presentation goes through the states of
/// ``PresentationState``, and the reads mean:
///
/// - ``values``: every value *bound* so far (shown, live or not), in the order
///   presented. A value whose bind has not run yet is not there.
/// - ``live`` and ``current``: the values bound and not disposed; ``current``
///   is the newest of them.
/// - ``scheduled``: the values presented whose bind waits for the scheduler.
/// - ``cancelled``: the values presented, then disposed before their bind ran:
///   never shown. A serial presenter (`presenter <~ property`) leaves one for
///   each value replaced before the scheduler ran.
/// - ``presentations``: every presentation with its value and state.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let text = RecordingPresenter<String>(scheduler: scheduler)
/// let property = MutableProperty("a")
/// let presentation = text.presenter <~ property
/// property.value = "b"
/// // Before the scheduler runs: nothing bound, "a" cancelled, "b" waiting.
/// #expect(text.values.isEmpty && text.current == nil)
/// #expect(text.cancelled == ["a"] && text.scheduled == ["b"])
/// scheduler.advance()
/// #expect(text.values == ["b"] && text.current == "b")
/// presentation?.dispose()
/// ```
///
/// ## Child view models
///
/// To present a child view model further, give it a `bind` closure that
/// presents into a recording container, and return that presentation:
///
/// ```swift
/// let login = RecordingPresenter<LoginViewModel>("login") { $0 <- loginView }
/// ```
///
/// or let a ``RecordingChildPresenter`` make a new container for each child.
///
/// For tests that must account for every value presented, see the consuming
/// reads (``next()``, ``take(_:)``, ``takeAll()``) and
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``.
public final class RecordingPresenter<Value: Sendable>: PresenterType, Sendable {
    /// The name used in dumps, leak reports and exhaustivity failures.
    public let name: String
    @usableFromInline let log: Locked<PresentationLog<Value>>

    /// The presenter to hand to the code under test.
    ///
    /// Made once: every read returns the same presenter.
    public let presenter: Presenter<Value>

    /// Creates a recording presenter.
    ///
    /// - Parameters:
    ///   - name: A name for dumps and failure messages.
    ///   - scheduler: Where binds run; `nil` binds at once on the presenting thread.
    ///   - bind: Extra work for each bind (presenting a child view model into a
    ///     recording container, say); what it returns is disposed with the presentation.
    @inlinable
    public convenience init(
        _ name: String = "\(Value.self)",
        scheduler: (any Scheduler)? = nil,
        bind: (@Sendable (Value) -> (any Disposable)?)? = nil
    ) {
        self.init(name: name, scheduler: scheduler, bind: bind, session: nil)
    }

    // Inlinable so that the presenter, and the log operations it calls, are
    // specialised for `Value` where it is known, not run as unspecialised
    // generic code across the module boundary.
    @inlinable
    init(
        name: String,
        scheduler: (any Scheduler)?,
        bind: (@Sendable (Value) -> (any Disposable)?)?,
        session: RecordingSession?,
        consumesOnBind: Bool = false
    ) {
        self.name = name
        let log = Locked.make(PresentationLog<Value>(consumesOnBind: consumesOnBind))
        self.log = log
        presenter = PresentationBinder(log: log, name: name, scheduler: scheduler, bind: bind, session: session)
            .makePresenter()
    }

    /// Every value bound so far, live or not, in the order presented; values
    /// whose bind is still scheduled, or was cancelled, are not here.
    public var values: RecordedValues<Value> { read { $0.values(where: \.wasBound) } }

    /// The values whose presentations are bound and not disposed, oldest first.
    public var live: RecordedValues<Value> { read { $0.values { $0 == .bound } } }

    /// The most recently presented value whose presentation is live, or `nil`.
    public var current: Value? { live.last }

    /// The values presented whose bind waits for the scheduler, oldest first.
    public var scheduled: RecordedValues<Value> { read { $0.values { $0 == .scheduled } } }

    /// The values presented and then disposed before their bind ran (never
    /// shown), oldest first.
    public var cancelled: RecordedValues<Value> { read { $0.values { $0 == .cancelled } } }

    /// Every presentation made through ``presenter``, in the order presented,
    /// with its value and state.
    public var presentations: RecordedValues<RecordedPresentation<Value>> {
        log.withLock { log in
            RecordedValues(log.records.map { RecordedPresentation(value: $0.value, state: $0.state) })
        }
    }

    /// How many values were bound (presentations that reached ``PresentationState/bound``).
    public var presentedCount: Int { log.withLock { $0.boundCount } }

    /// How many presentations were disposed after they were bound.
    public var disposedCount: Int { log.withLock { $0.disposedCount } }

    /// How many presentations are live.
    public var liveCount: Int { log.withLock { $0.liveCount } }

    /// Forgets the values recorded (not the counts or states), so that they
    /// can be released.
    ///
    /// Dumps, leak reports and exhaustivity failures still describe the live
    /// and unconsumed values forgotten, from descriptions taken here.
    public func forgetValues() {
        log.withLock { $0.forgetValues() }
    }

    /// Records a presentation of `value`, bound at once with no bind,
    /// already consumed if `consumed`; disposing the result disposes it.
    func record(_ value: Value, consumed: Bool) -> any Disposable {
        let index = log.withLock { log in
            let index = log.append(value, state: .bound)
            if consumed { log.records[index].isConsumed = true }
            return index
        }
        return AnyDisposable { [log] in log.withLock { $0.dispose(index) } }
    }

    private func read(_ values: (PresentationLog<Value>) -> [Value]) -> RecordedValues<Value> {
        RecordedValues(log.withLock { values($0) })
    }
}

extension RecordingPresenter {
    /// What the session keeps of this presenter: closures over its log only.
    var sessionEntry: SessionEntry {
        let (log, name) = (log, name)
        return SessionEntry(
            name: name,
            isExhaustive: { log.withLock { $0.isExhaustive } },
            liveDescriptions: { log.withLock { $0.liveDescriptions } },
            finding: { log.withLock { $0.finding(named: name) } },
            forgetValues: { log.withLock { $0.forgetValues() } })
    }
}
