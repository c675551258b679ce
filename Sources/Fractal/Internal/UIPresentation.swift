/// One presentation made by ``Presenter/UI(on:bind:)``: the scheduled bind,
/// then what the bind returned, torn down on the same scheduler.
///
/// A dedicated object instead of a ``CompositeDisposable`` of closures: one
/// allocation for the bookkeeping of every UI presentation.
@usableFromInline
final class UIPresentation: Disposable {
    // All three guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) private nonisolated(unsafe) var scheduled: (any Disposable)?
    @exclusivity(unchecked) private nonisolated(unsafe) var bound: (any Disposable)?
    @exclusivity(unchecked) private nonisolated(unsafe) var disposed = false
    private let scheduler: any Scheduler

    @usableFromInline
    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    /// Starts the presentation: schedules `bind`.
    @usableFromInline
    func start(_ bind: @escaping @Sendable () -> (any Disposable)?) {
        let work = scheduler.schedule { [self] in self.finishBinding(bind()) }
        let cancelNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            scheduled = work
            return false
        }
        if cancelNow { work.dispose() }
    }

    /// Keeps what the bind returned, or tears it down at once if the
    /// presentation was disposed while the bind ran.
    private func finishBinding(_ result: (any Disposable)?) {
        guard let result else { return }
        let tearDownNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            bound = result
            return false
        }
        if tearDownNow { tearDown(result) }
    }

    private func tearDown(_ result: any Disposable) {
        scheduler.schedule { result.dispose() }
    }

    @usableFromInline
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @usableFromInline
    func dispose() {
        let (work, result) = StripedLocks.withLock(for: self) { () -> ((any Disposable)?, (any Disposable)?) in
            if disposed { return (nil, nil) }
            disposed = true
            defer { scheduled = nil; bound = nil }
            return (scheduled, bound)
        }
        work?.dispose()
        if let result { tearDown(result) }
    }
}
