/// One presentation made by ``Presenter/UI(on:bind:)`` on a scheduler that
/// defers work: the scheduled bind, then what the bind returned, torn down on
/// the same scheduler.
///
/// Disposed before the bind runs, it cancels the scheduled work and drops the
/// value and the bind. Disposed after, it schedules the disposal of what the
/// bind returned on the same scheduler, so binds and teardowns run on the
/// main actor in the order they were asked for, wherever the presentation is
/// disposed from. Its fields are guarded by its striped lock
/// (``StripedLocks``); cancelling, scheduling and releasing happen after the
/// lock.
///
/// The scheduled work captures only this object, so a presentation is this
/// object and the scheduled closure.
@usableFromInline
final class UIPresentation<Value: Sendable>: Disposable {
    // All four guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var scheduled: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var bound: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false
    /// What to bind, until the bind runs or is cancelled.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var pending: (value: Value, bind: @MainActor @Sendable (Value) -> (any Disposable)?)?
    @usableFromInline let scheduler: any Scheduler

    @inlinable
    init(scheduler: any Scheduler, value: Value, bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?) {
        self.scheduler = scheduler
        self.pending = (value, bind)
    }

    /// A presentation whose bind already ran and returned `bound`: disposing
    /// it tears that down on `scheduler`.
    @inlinable
    init(scheduler: any Scheduler, bound: any Disposable) {
        self.scheduler = scheduler
        self.bound = bound
        self.pending = nil
    }

    /// A presentation of `value` whose bind is scheduled on `scheduler`. It
    /// binds on the scheduler and tears down there too, even when it is
    /// disposed from another thread (a child swapped by a background state
    /// change, say).
    @inlinable
    static func started(
        on scheduler: any Scheduler, value: Value, bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?
    ) -> UIPresentation {
        let presentation = UIPresentation(scheduler: scheduler, value: value, bind: bind)
        presentation.start()
        return presentation
    }

    /// Starts the presentation: schedules the bind.
    @inlinable
    func start() {
        let work = scheduler.schedule { [self] in self.runBind() }
        let cancelNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            scheduled = work
            return false
        }
        if cancelNow { work.dispose() }
    }

    /// Runs the bind (on the scheduler, so on the main actor) and keeps what
    /// it returned, or tears that down at once if the presentation was
    /// disposed while the bind ran.
    @inlinable
    func runBind() {
        let pending = StripedLocks.withLock(for: self) { () -> (value: Value, bind: @MainActor @Sendable (Value) -> (any Disposable)?)? in
            return disposed ? nil : self.pending.take()
        }
        guard let (value, bind) = pending else { return }
        guard let result = Self.callOnMainActor(bind, with: value) else { return }
        let tearDownNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            bound = result
            return false
        }
        if tearDownNow { tearDown(result) }
    }

    /// Calls `bind`, trapping unless on the main actor: what
    /// `MainActor.assumeIsolated { bind(value) }` does, with one executor
    /// check and no closure around the call.
    @inlinable
    static func callOnMainActor(
        _ bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?, with value: Value
    ) -> (any Disposable)? {
        MainActor.preconditionIsolated("Presenter.UI binds on the main actor: its scheduler must run work there")
        // A global actor's function type has the same representation as the
        // nonisolated one; the check above makes the call sound.
        return unsafeBitCast(bind, to: (@Sendable (Value) -> (any Disposable)?).self)(value)
    }

    @inlinable
    func tearDown(_ result: any Disposable) {
        scheduler.schedule { result.dispose() }
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let (work, result, pending) = StripedLocks.withLock(
            for: self
        ) { () -> ((any Disposable)?, (any Disposable)?, (value: Value, bind: @MainActor @Sendable (Value) -> (any Disposable)?)?) in
            if disposed { return (nil, nil, nil) }
            disposed = true
            return (scheduled.take(), bound.take(), self.pending.take())
        }
        work?.dispose()
        if let result { tearDown(result) }
        // The value and bind closure are released here, outside the lock.
        withExtendedLifetime(pending) {}
    }
}
