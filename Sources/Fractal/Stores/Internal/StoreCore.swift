/// The reducer loop and running effects of a root ``Store``.
///
/// Events wait in a queue; the first thread to find nobody reducing becomes
/// the reducer and reduces every waiting event, one at a time, including
/// events sent meanwhile from other threads, from subscribers and from
/// effects. So events are reduced in the order they were queued, never two
/// at once, and a send from inside a subscriber or an effect never
/// re-enters the reducer (or deadlocks): it is reduced after the current
/// event. The reducer runs inside the state property's `modify`, on the state
/// in place; subscribers are called after it, outside every lock.
@usableFromInline
final class StoreCore<State: Sendable, Event: Sendable, Output: Sendable>: StoreRoot {
    @usableFromInline struct Queue {
        /// Queued events, each with the token of the effect work that sent it (if any).
        @usableFromInline var pending: [(event: Event, token: Int?, id: EffectID?)] = []
        /// Tokens of work cancelled while events it sent may still be queued;
        /// those events are dropped. Emptied whenever the queue is.
        @usableFromInline var cancelled: Set<Int> = []
        @usableFromInline var head = 0
        @usableFromInline var isReducing = false
        @usableFromInline var isDisposed = false
        /// Running effect work by token: its id, whether it is a task (not a
        /// timer), and how to cancel it once started.
        @usableFromInline var running: [Int: (id: EffectID?, isTask: Bool, cancel: (any Disposable)?)] = [:]
        @usableFromInline var nextToken = 0

        @inlinable init() {}
    }

    @usableFromInline let state: MutableProperty<State>
    @usableFromInline let outputs = Emitter<Output>()
    @usableFromInline let reduce: @Sendable (inout State, Event) -> Effect<Event, Output>
    @usableFromInline let scheduler: any TimedScheduler
    @usableFromInline let queue = Locked<Queue>.make(Queue())

    @inlinable
    init(
        initial: State,
        scheduler: any TimedScheduler,
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Output>
    ) {
        state = MutableProperty(initial)
        self.scheduler = scheduler
        self.reduce = reduce
    }

    deinit {
        dispose()
    }

    /// Queues `event`; reduces it (and everything queued) unless a reducer is already at work.
    @inlinable
    func send(_ event: Event) {
        send(event, token: nil)
    }

    /// Queues `event`, sent by the effect work `token` (if any), unless that
    /// work was cancelled; reduces it at once if nobody is reducing.
    @inlinable
    func send(_ event: Event, token: Int?) {
        // Uncontended, the event is reduced at once without passing through
        // the queue: one lock to become the reducer, one to give the role up.
        let becomesReducer = queue.withLock { queue -> Bool in
            guard !queue.isDisposed else { return false }
            var id: EffectID?
            if let token {
                guard let work = queue.running[token] else { return false }  // cancelled (or finished)
                id = work.id
            }
            guard !queue.isReducing else {
                queue.pending.append((event, token, id))
                return false
            }
            queue.isReducing = true
            return true
        }
        guard becomesReducer else { return }
        reduce(event)
        reduceQueuedEvents()
    }

    @inlinable
    func reduce(_ event: Event) {
        let effect = state.modify { reduce(&$0, event) }
        if !effect.work.isEmpty { perform(effect) }
    }

    @inlinable
    func reduceQueuedEvents() {
        while let event = nextEvent() { reduce(event) }
    }

    /// The next queued event, or `nil` after giving up the reducer's role.
    @inlinable
    func nextEvent() -> Event? {
        queue.withLock { queue in
            while !queue.isDisposed, queue.head < queue.pending.count {
                let next = queue.pending[queue.head]
                queue.head += 1
                // An event from work cancelled after it was queued is dropped.
                if let token = next.token, queue.cancelled.contains(token) { continue }
                return next.event
            }
            queue.pending.removeAll(keepingCapacity: true)
            queue.head = 0
            if !queue.cancelled.isEmpty { queue.cancelled.removeAll() }
            queue.isReducing = false
            return nil
        }
    }

    @usableFromInline
    func perform(_ effect: Effect<Event, Output>) {
        for work in effect.work {
            switch work {
            case .send(let event):
                send(event)
            case .output(let output):
                if !isDisposed { outputs.send(output) }
            case .run(let id, let cancelInFlight, let operation):
                guard let token = start(id: id, isTask: true, cancelInFlight: cancelInFlight) else { continue }
                let task = Task(priority: EffectPriority.tasks.withLock { $0 }) { [weak self] in
                    await operation(Send { [weak self] event in self?.send(event, token: token) })
                    self?.finish(token)
                }
                attach(AnyDisposable { task.cancel() }, to: token)
            case .sendLater(let event, let delay, let id, let cancelInFlight):
                guard let token = start(id: id, isTask: false, cancelInFlight: cancelInFlight) else { continue }
                let timer = scheduler.schedule(after: delay) { [weak self] in
                    self?.send(event, token: token)
                    self?.finish(token)
                }
                attach(timer, to: token)
            case .sendRepeatedly(let event, let interval, let id):
                guard let token = start(id: id, isTask: false, cancelInFlight: true) else { continue }
                let timer = RepeatingTimer(scheduler: scheduler, interval: interval) { [weak self] in
                    self?.send(event, token: token)
                }
                attach(timer, to: token)
                timer.start()
            case .cancel(let id):
                cancelRunning { $0 == id }
            }
        }
    }

    /// Registers new work, a task or a timer; cancels work with the same id
    /// first if asked. Returns `nil` once the store is disposed.
    func start(id: EffectID?, isTask: Bool, cancelInFlight: Bool) -> Int? {
        let (token, cancelled) = queue.withLock { queue -> (Int?, [any Disposable]) in
            guard !queue.isDisposed else { return (nil, []) }
            let cancelled = cancelInFlight && id != nil ? Self.remove(matching: { $0 == id }, from: &queue) : []
            queue.nextToken += 1
            queue.running[queue.nextToken] = (id, isTask, nil)
            return (queue.nextToken, cancelled)
        }
        cancelled.forEach { $0.dispose() }
        return token
    }

    /// Keeps `cancel` with running work, or runs it at once if the work was
    /// cancelled (or finished) before it could be kept.
    func attach(_ cancel: any Disposable, to token: Int) {
        let isGone = queue.withLock { queue -> Bool in
            guard queue.running[token] != nil else { return true }
            queue.running[token]?.cancel = cancel
            return false
        }
        if isGone { cancel.dispose() }
    }

    func finish(_ token: Int) {
        queue.withLock { _ = $0.running.removeValue(forKey: token) }
    }

    /// Cancels the running work whose id `matches` (see `remove(matching:from:)`),
    /// outside the lock.
    func cancelRunning(matching matches: (EffectID?) -> Bool) {
        let cancelled = queue.withLock { queue in Self.remove(matching: matches, from: &queue) }
        cancelled.forEach { $0.dispose() }
    }

    /// Removes the running work whose id `matches`, returning how to cancel
    /// it; events that such work sent and that still wait in the queue are
    /// dropped too, even if the work has finished since.
    static func remove(matching matches: (EffectID?) -> Bool, from queue: inout Queue) -> [any Disposable] {
        let tokens = queue.running.compactMap { entry in matches(entry.value.id) ? entry.key : nil }
        for entry in queue.pending[queue.head...] where entry.token != nil && matches(entry.id) {
            if let token = entry.token { queue.cancelled.insert(token) }
        }
        return tokens.compactMap { queue.running.removeValue(forKey: $0)?.cancel }
    }

    /// The effect work running (started and not finished or cancelled).
    @usableFromInline
    var runningEffects: RunningEffects {
        queue.withLock { queue in
            var running = RunningEffects()
            for work in queue.running.values {
                if work.isTask { running.tasks += 1 } else { running.timers += 1 }
            }
            return running
        }
    }

    @usableFromInline var isReducing: Bool { queue.withLock { $0.isReducing } }

    @inlinable
    var isDisposed: Bool { queue.withLock { $0.isDisposed } }

    /// Stops reducing and cancels every running effect.
    @inlinable
    func dispose() {
        let running = queue.withLock { queue -> [(any Disposable)?] in
            guard !queue.isDisposed else { return [] }
            queue.isDisposed = true
            queue.pending.removeAll()
            queue.head = 0
            defer { queue.running.removeAll() }
            return queue.running.values.map(\.cancel)
        }
        running.forEach { $0?.dispose() }
    }
}

/// What every store of a tree shares with its root: the root's lifetime and
/// its running effects.
@usableFromInline
protocol StoreRoot: Disposable {
    /// The effect work running.
    var runningEffects: RunningEffects { get }
    /// Whether a thread is reducing events: an event sent now from another
    /// thread is queued, and reduced by that thread before it stops.
    var isReducing: Bool { get }
}
