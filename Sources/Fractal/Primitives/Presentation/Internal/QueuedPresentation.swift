/// One presentation made by ``Presenter/UI(on:bind:)`` on a ``UIScheduler``
/// whose bind waits its turn in the scheduler's ``MainQueueBacklog``: the
/// value, the bind, then what the bind returned, torn down on the scheduler.
///
/// It is queued in the backlog as it is, and is its own cancellation, so a
/// presentation is this one object. Disposed before its bind runs, it
/// cancels the bind and releases the value at once; disposed after, it
/// schedules the disposal of what the bind returned on the scheduler, so
/// binds and teardowns run on the main actor in the order they were asked
/// for, wherever the presentation is disposed from.
///
/// A serial presentation reuses it for its next value (``present(_:)``),
/// which does what taking it back and making a new one would: what the bind
/// returned is torn down on the scheduler (or, if the bind is running, once
/// it returns), a value still waiting is replaced, and the object is queued
/// again behind the work queued meanwhile. Every run but the last queued
/// one does nothing, so the bind runs where a new presentation's would
/// have, once, with the latest value.
///
/// Its fields are guarded by its striped lock (``StripedLocks``); binding,
/// scheduling and releasing happen after the lock.
@usableFromInline
final class QueuedPresentation<Value: Sendable>: Disposable, MainQueueWork {
    // All five guarded by this object's striped lock (``StripedLocks``).
    /// The value to bind, until its bind runs or is cancelled.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var value: Value?
    /// How many times this object is queued in the backlog and has not run.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var queuedRuns = 0
    /// How many values were presented: a bind whose value is no longer the
    /// latest when it returns tears down what it returned at once.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var presentedCount = 1
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var bound: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false
    @usableFromInline let scheduler: UIScheduler
    @usableFromInline let bind: @MainActor @Sendable (Value) -> (any Disposable)?
    /// ``runBind()`` and ``disposeNow()``, made where the presenter was, so
    /// where `Value` is known: the requirements of ``MainQueueWork`` and
    /// ``Disposable`` call them, so that their work runs in code specialised
    /// for `Value` (a generic class's own requirements run unspecialised,
    /// looking up metadata at every call).
    @usableFromInline let runBindSpecialised: @Sendable (QueuedPresentation) -> Void
    @usableFromInline let disposeSpecialised: @Sendable (QueuedPresentation) -> Void

    @inlinable
    init(scheduler: UIScheduler, bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?) {
        self.scheduler = scheduler
        self.bind = bind
        runBindSpecialised = { $0.runBind() }
        disposeSpecialised = { $0.disposeNow() }
    }

    /// A presentation of `value` whose bind waits its turn in `scheduler`'s
    /// backlog, and tears down on `scheduler` too, even when it is disposed
    /// from another thread (a child swapped by a background state change,
    /// say).
    @inlinable
    static func queued(
        on scheduler: UIScheduler, value: Value, bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?
    ) -> QueuedPresentation {
        let presentation = QueuedPresentation(scheduler: scheduler, bind: bind)
        presentation.value = value
        presentation.queuedRuns = 1
        scheduler.backlog.enqueue(presentation)
        return presentation
    }

    /// `disposable` as a presentation of this type, if that is its type.
    @inlinable
    static func exactly(_ disposable: any Disposable) -> QueuedPresentation? {
        ObjectIdentifier(type(of: disposable)) == ObjectIdentifier(QueuedPresentation.self)
            ? unsafeDowncast(disposable, to: QueuedPresentation.self) : nil
    }

    /// Presents `value` with `previous` again (``present(_:)``) if
    /// `previous` is a presentation of this type, unless a bind scheduled
    /// now would run at once: then `previous` must be taken back and `value`
    /// bound at once instead. Returns whether it presented `value`: the
    /// ``Presenter/reuse`` of ``Presenter/UI(on:bind:)`` on a ``UIScheduler``.
    @inlinable
    static func present(_ value: Value, reusing previous: any Disposable) -> Bool {
        guard let queued = exactly(previous), !queued.scheduler.backlog.wouldRunAtOnce else { return false }
        return queued.present(value)
    }

    /// Presents `value` with this object again, unless it was disposed;
    /// returns whether it did. What the bind returned is torn down on the
    /// scheduler first (or once the running bind returns), and a value
    /// still waiting is replaced (and released after the lock).
    @inlinable
    func present(_ value: Value) -> Bool {
        var replaced: Value? = value
        let (reused, kept) = StripedLocks.withLock(for: self) { () -> (Bool, (any Disposable)?) in
            if disposed { return (false, nil) }
            swap(&self.value, &replaced)
            queuedRuns += 1
            presentedCount &+= 1
            return (true, bound.take())
        }
        guard reused else { return false }
        if let kept { tearDown(kept) }
        scheduler.backlog.enqueue(self)
        withExtendedLifetime(replaced) {}
        return true
    }

    @usableFromInline
    func runOnMainQueue() {
        runBindSpecialised(self)
    }

    /// Runs the bind if this is the last run queued, on the main queue, and
    /// keeps what it returned, or, if the presentation was disposed, or given
    /// a newer value, while the bind ran, tears that down at once, right
    /// here on the main queue, before the newer value's bind queued meanwhile.
    @inlinable
    func runBind() {
        let (value, count) = StripedLocks.withLock(for: self) { () -> (Value?, Int) in
            queuedRuns -= 1
            return (queuedRuns == 0 ? self.value.take() : nil, presentedCount)
        }
        guard let value, let result = UIPresentation.callOnMainQueue(bind, with: value) else { return }
        let tearDownNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed || presentedCount != count { return true }
            bound = result
            return false
        }
        if tearDownNow { result.dispose() }
    }

    @inlinable
    func tearDown(_ result: any Disposable) {
        scheduler.schedule { result.dispose() }
    }

    @usableFromInline
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @usableFromInline
    func dispose() {
        disposeSpecialised(self)
    }

    /// Cancels the bind if it has not run, or tears down what it returned.
    @inlinable
    func disposeNow() {
        let (result, value) = StripedLocks.withLock(for: self) { () -> ((any Disposable)?, Value?) in
            if disposed { return (nil, nil) }
            disposed = true
            return (bound.take(), self.value.take())
        }
        if let result { tearDown(result) }
        // The value is released here, outside the lock.
        withExtendedLifetime(value) {}
    }
}
