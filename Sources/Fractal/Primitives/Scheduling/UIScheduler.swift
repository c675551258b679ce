import Dispatch

/// The scheduler that UI work runs on: the main dispatch queue, which is the
/// main actor's executor on Apple platforms.
///
/// Work scheduled from the main queue, when none of this scheduler's work is
/// waiting there or running, runs at once, before `schedule(_:)` returns: a
/// view presented on the main thread shows its view model's state in the
/// same turn, and a change made on the main thread is on screen when the
/// call that made it returns (unless a teardown it ran scheduled main-queue
/// work, which the next bind then waits behind). Otherwise the work is queued
/// for the main queue behind this scheduler's work already waiting, so work
/// runs in the order it was scheduled, and work scheduled while other work of
/// this scheduler runs (a view that changes its view model while it binds)
/// runs after it, never inside it.
///
/// Queued work shares one turn of the main queue: the first work queued
/// enqueues a block there, and work queued before that block starts runs in
/// it, in order. So a burst of changes from a background thread costs one
/// hop, and a view presented through `presenter <~ property` is bound once,
/// with the latest value (each new value takes the place of the one waiting).
/// (In tests, replace it with `FractalTesting.TestScheduler`.)
///
/// ```swift
/// let presenter = Presenter<String>.UI(on: UIScheduler()) { text in
///     label.text = text
///     return nil
/// }
/// ```
public struct UIScheduler: TimedScheduler {
    /// The count of work waiting or running that decides whether work runs
    /// at once: the one all UI schedulers share.
    @usableFromInline let backlog: MainQueueBacklog

    /// Creates a UI scheduler.
    public init() {
        backlog = .shared
    }

    /// Creates a UI scheduler whose work is ordered only with its own
    /// (`backlog`'s): for tests of the order, which other tests' work on the
    /// main queue must not disturb.
    init(backlog: MainQueueBacklog) {
        self.backlog = backlog
    }

    /// `scheduler` as a `UIScheduler`, if that is its type: what
    /// `scheduler as? UIScheduler` gives, found by comparing the type alone.
    ///
    /// - Parameter scheduler: Any scheduler.
    /// - Returns: The UI scheduler, or `nil`.
    @inlinable
    static func exactly(_ scheduler: any Scheduler) -> UIScheduler? {
        func opened<Opened: Scheduler>(_ scheduler: Opened) -> UIScheduler? {
            Opened.self == UIScheduler.self ? unsafeBitCast(scheduler, to: UIScheduler.self) : nil
        }
        return opened(scheduler)
    }

    /// Runs `action` at once if the caller is on the main queue and none of
    /// this scheduler's work is waiting there or running; enqueues it on the
    /// main queue otherwise.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: A disposable that keeps `action` from running if disposed
    ///   first (already disposed when `action` ran at once).
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        if backlog.runIfIdle(action) { return MainQueue.ranAtOnce }
        // The queued action is its own cancellation.
        let scheduled = ScheduledAction(action)
        backlog.enqueue(scheduled)
        return scheduled
    }

    /// Enqueues `action` on the main queue without counting it as waiting
    /// work, so work scheduled after it from the main queue still runs at
    /// once, ahead of it. For a check that must follow whatever the current
    /// change does next (`ObservedValue`'s deferred clear, which a value
    /// bound right after must overtake). Package-internal.
    ///
    /// - Parameter action: The work to run in a later turn of the main queue.
    package func enqueueBehindNextChange(_ action: @escaping @Sendable () -> Void) {
        MainQueue.queue.async(execute: action)
    }

    /// Enqueues `action` on the main queue once `delay` has passed.
    ///
    /// Delayed work is ordered with other work only once it starts: work
    /// scheduled from the main queue while it is due but not yet started may
    /// run first.
    ///
    /// - Parameters:
    ///   - delay: How long to wait.
    ///   - action: The work to run.
    /// - Returns: A disposable that keeps `action` from running if disposed first.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = AnyDisposable()
        let (seconds, attoseconds) = max(delay, .zero).components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        backlog.enqueue(at: .now() + .nanoseconds(nanoseconds)) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }
}
