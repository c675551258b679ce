import Fractal

/// What a ``RecordingPresenter``'s presenter calls on each presentation: it
/// records the value in the log, runs the extra bind, and says how to take
/// the presentation back.
///
/// A separate object so that the presenter (made once, stored by the
/// recording presenter) captures it alone, with no context of its own, and
/// never the recording presenter (which would be a cycle). `@inlinable`, so
/// that presenting is specialised where the value's type is known.
///
/// - Complexity: Presenting without a scheduler or extra bind allocates
///   nothing but the log's amortised growth: the teardown is
///   ``disposeRecord`` and the record's index.
@usableFromInline
final class PresentationBinder<Value: Sendable>: Sendable {
    @usableFromInline let log: Locked<PresentationLog<Value>>
    @usableFromInline let name: String
    @usableFromInline let scheduler: (any Scheduler)?
    /// Whether ``scheduler`` is set, so that presenting without one never
    /// reads (and copies) the optional existential.
    @usableFromInline let isScheduled: Bool
    @usableFromInline let bind: (@Sendable (Value) -> (any Disposable)?)?
    // Weak: the presenter only reports to its session the objects it presents;
    // the session keeps the presenter's log, never the presenter.
    @usableFromInline weak let session: RecordingSession?
    /// Whether a session was given: without one, presenting never loads
    /// the weak reference.
    @usableFromInline let hasSession: Bool
    /// Marks the record at an index disposed. Captures only the log: calling
    /// it with an index needs no allocation per presentation.
    @usableFromInline let disposeRecord: @Sendable (Int) -> Void

    @inlinable
    init(
        log: Locked<PresentationLog<Value>>,
        name: String,
        scheduler: (any Scheduler)?,
        bind: (@Sendable (Value) -> (any Disposable)?)?,
        session: RecordingSession?
    ) {
        self.log = log
        self.name = name
        self.scheduler = scheduler
        isScheduled = scheduler != nil
        self.bind = bind
        self.session = session
        hasSession = session != nil
        disposeRecord = { index in log.withLock { $0.dispose(index) } }
    }

    /// The presenter: each presentation goes through ``present(_:)``.
    @inlinable
    func makePresenter() -> Presenter<Value> {
        .returningTeardown { [self] value in self.present(value) }
    }

    /// Records a presentation of `value`, bound at once or scheduled.
    @inlinable
    func present(_ value: Value) -> PresentationTeardown? {
        guard isScheduled else {
            let index = log.withLock { $0.append(value, state: .bound) }
            return bound(value, at: index)
        }
        return presentScheduled(value, on: scheduler.unsafelyUnwrapped)
    }

    /// Records a presentation of `value` whose bind runs on `scheduler`.
    @inlinable
    func presentScheduled(_ value: Value, on scheduler: any Scheduler) -> PresentationTeardown? {
        let index = log.withLock { $0.append(value, state: .scheduled) }
        let presentation = CompositeDisposable()
        // Disposed first: a bind that has not started never will.
        presentation += { [log] in log.withLock { $0.cancelIfScheduled(index) } }
        presentation += scheduler.schedule { [self] in
            guard self.log.withLock({ $0.bindIfScheduled(index) }) else { return }
            presentation += self.bound(value, at: index).disposable
        }
        return .disposable(presentation)
    }

    /// Runs the bind of the record at `index`, which is bound.
    @inlinable
    func bound(_ value: Value, at index: Int) -> PresentationTeardown {
        if hasSession, let session { session.trackObjects(in: value, presentedBy: name) }
        guard let nested = bind?(value) else { return .call(disposeRecord, index) }
        return .disposable(
            AnyDisposable { [disposeRecord] in
                disposeRecord(index)
                nested.dispose()
            })
    }
}
