/// One running ``Effect/send(_:every:id:)``: it calls `tick` every
/// `interval` on `scheduler`, each tick scheduled once the previous one has
/// run, until disposed.
///
/// Each scheduled tick carries a generation number, and only the work of the
/// current generation is kept or run: a tick that runs on another thread
/// before `schedule(after:)` has even returned arms the next one, and the
/// late return of the earlier call then finds a newer generation and does
/// not replace it. Disposing cancels the tick not yet run; a tick scheduled
/// after that is cancelled at once.
final class RepeatingTimer: Disposable, Sendable {
    private struct State {
        var next: (any Disposable)?
        var generation = 0
        var isDisposed = false
    }

    private let state = Locked<State>.make(State())
    private let scheduler: any TimedScheduler
    private let interval: Duration
    private let tick: @Sendable () -> Void

    /// Makes a timer; nothing is scheduled until ``start()``.
    init(scheduler: any TimedScheduler, interval: Duration, tick: @escaping @Sendable () -> Void) {
        self.scheduler = scheduler
        self.interval = interval
        self.tick = tick
    }

    /// Schedules the first tick.
    func start() {
        arm()
    }

    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    func dispose() {
        let next = state.withLock { state -> (any Disposable)? in
            state.isDisposed = true
            return state.next.take()
        }
        next?.dispose()
    }

    /// Schedules the tick of a new generation, unless disposed.
    private func arm() {
        let generation = state.withLock { state -> Int? in
            guard !state.isDisposed else { return nil }
            state.generation += 1
            return state.generation
        }
        guard let generation else { return }
        let work = scheduler.schedule(after: interval) { [weak self] in self?.fire(generation) }
        let isCurrent = state.withLock { state -> Bool in
            guard !state.isDisposed, state.generation == generation else { return false }
            state.next = work
            return true
        }
        // Disposed meanwhile, or this tick already ran and armed the next:
        // the work is cancelled, or has run and cancelling it does nothing.
        if !isCurrent { work.dispose() }
    }

    private func fire(_ generation: Int) {
        let isCurrent = state.withLock { state in !state.isDisposed && state.generation == generation }
        guard isCurrent else { return }
        tick()
        arm()
    }
}
