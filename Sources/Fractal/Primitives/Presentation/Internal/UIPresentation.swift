/// One presentation made by ``Presenter/UI(on:bind:)`` on a scheduler that
/// defers work: the waiting bind, then what the bind returned, torn down on
/// the same scheduler.
///
/// Disposed before the bind runs, it cancels the bind and drops the value
/// and the bind. Disposed after, it schedules the disposal of what the bind
/// returned on the same scheduler, so binds and teardowns run on the main
/// actor in the order they were asked for, wherever the presentation is
/// disposed from. Its fields are guarded by its striped lock
/// (``StripedLocks``); cancelling, scheduling and releasing happen after the
/// lock.
///
/// On a ``UIScheduler`` it is only what a bind that ran at once returned
/// (a bind that waits is a ``QueuedPresentation``). On another scheduler,
/// the scheduled work captures only this object.
///
/// It is not generic: the value waits inside the bind's closure, made where
/// the presenter was, so disposing and releasing it runs no generic code.
@usableFromInline
final class UIPresentation: Disposable {
    // All four guarded by this object's striped lock (``StripedLocks``).
    /// The work scheduled on a scheduler other than a ``UIScheduler``.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var scheduled: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var bound: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false
    /// The bind of the value, until it runs or is cancelled.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var pending: PendingBind?
    @usableFromInline let scheduler: any Scheduler

    @inlinable
    init(scheduler: any Scheduler, pending: @escaping @Sendable () -> (any Disposable)?) {
        self.scheduler = scheduler
        self.pending = PendingBind(call: pending)
    }

    /// A presentation whose bind already ran and returned `bound`: disposing
    /// it tears that down on `scheduler`.
    @inlinable
    init(scheduler: any Scheduler, bound: any Disposable) {
        self.scheduler = scheduler
        self.bound = bound
    }

    /// A presentation of `value` whose bind is scheduled on `scheduler`. It
    /// binds on the scheduler and tears down there too.
    @inlinable
    static func started<Value: Sendable>(
        on scheduler: any Scheduler, value: Value, bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?
    ) -> UIPresentation {
        let presentation = UIPresentation(scheduler: scheduler) { callOnMainActor(bind, with: value) }
        presentation.start()
        return presentation
    }

    /// Starts the presentation: schedules the bind.
    @usableFromInline
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
    /// it returned, or, if the presentation was disposed while the bind ran,
    /// tears that down at once, right here on the scheduler, ahead of the
    /// work queued meanwhile.
    @usableFromInline
    func runBind() {
        let pending = StripedLocks.withLock(for: self) { disposed ? nil : self.pending.take() }
        guard let pending else { return }
        guard let result = pending.call() else { return }
        let tearDownNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            bound = result
            return false
        }
        if tearDownNow { result.dispose() }
    }

    /// Calls `bind`, trapping unless on the main actor: what
    /// `MainActor.assumeIsolated { bind(value) }` does, with one executor
    /// check and no closure around the call.
    @inlinable
    static func callOnMainActor<Value: Sendable>(
        _ bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?, with value: Value
    ) -> (any Disposable)? {
        MainActor.preconditionIsolated("Presenter.UI binds on the main actor: its scheduler must run work there")
        // A global actor's function type has the same representation as the
        // nonisolated one; the check above makes the call sound.
        return unsafeBitCast(bind, to: (@Sendable (Value) -> (any Disposable)?).self)(value)
    }

    /// Calls `bind` without checking the executor: for callers on the main
    /// queue (``MainQueue/isCurrent``, or a block the main queue runs), which
    /// is the main actor's executor, so the call is isolated as `bind`
    /// requires.
    @inlinable
    static func callOnMainQueue<Value: Sendable>(
        _ bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?, with value: Value
    ) -> (any Disposable)? {
        unsafeBitCast(bind, to: (@Sendable (Value) -> (any Disposable)?).self)(value)
    }

    @usableFromInline
    func tearDown(_ result: any Disposable) {
        scheduler.schedule { result.dispose() }
    }

    @usableFromInline
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @usableFromInline
    func dispose() {
        let (work, result, pending) = StripedLocks.withLock(
            for: self
        ) { () -> ((any Disposable)?, (any Disposable)?, PendingBind?) in
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

/// A bind waiting to run: its closure in a struct, so that moving it
/// through the lock's generic `withLock` moves the struct as it is, with no
/// closure made around it to convert the function's representation.
@usableFromInline
struct PendingBind: Sendable {
    @usableFromInline let call: @Sendable () -> (any Disposable)?

    @inlinable
    init(call: @escaping @Sendable () -> (any Disposable)?) {
        self.call = call
    }
}
