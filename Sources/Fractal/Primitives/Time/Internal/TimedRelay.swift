/// What the time operators (`debounce`, `throttle`, `delay`, `observe(on:)`)
/// are built on: it receives values on any thread, schedules their delivery
/// on a scheduler according to its ``Timing``, and delivers them to one sink.
///
/// Rules it keeps:
/// - **Scheduling happens outside the lock.** A scheduler may run work inline
///   (``ImmediateScheduler``), and the work takes the lock. So a ticket is
///   issued under the lock, the work is scheduled after it, and its
///   cancellation is stored under the lock again, unless the work already ran
///   or was superseded, in which case it is disposed.
/// - **Work whose ticket is gone does nothing**, so work that was cancelled
///   (superseded by a newer value, or the relay disposed) never delivers,
///   even if its scheduler runs it anyway.
/// - **Delivery is serial and ordered, outside the lock**, by whichever thread
///   finds no delivery in progress (see ``TimedRelayState``): a value received
///   from inside the sink is delivered after the one in hand.
/// - **Disposing cancels everything**: the upstream observation, every
///   scheduled work item, and the queued values, the sink and the scheduler
///   are released (outside the lock). Scheduled work holds the relay
///   strongly, but a disposed relay holds nothing else, so work a scheduler
///   keeps until its due time keeps no values alive and makes no cycle.
@usableFromInline
final class TimedRelay<Value: Sendable>: Disposable {
    /// Schedules work after a delay, or as soon as possible for `nil`.
    @usableFromInline typealias Schedule = @Sendable (_ delay: Duration?, _ work: @escaping @Sendable () -> Void) -> any Disposable

    @usableFromInline let timing: Timing
    @usableFromInline let locked: Locked<TimedRelayState<Value>>

    /// Creates a relay; with no sink it delivers nothing until ``attach(_:)``.
    @inlinable
    init(timing: Timing, schedule: @escaping Schedule, sink: (@Sendable (Value) -> Void)? = nil) {
        self.timing = timing
        locked = .make(TimedRelayState(sink: sink, schedule: schedule))
    }

    /// Sets where values go, and delivers any released before it was set.
    @inlinable
    func attach(_ sink: @escaping @Sendable (Value) -> Void) {
        let delivers = locked.withLock { state -> Bool in
            guard !state.isDisposed else { return false }
            state.sink = sink
            return state.beginDelivery()
        }
        if delivers { deliverReleased() }
    }

    /// Keeps `upstream` (the observation feeding ``receive(_:)``) to dispose
    /// with the relay; disposes it at once if the relay is already disposed.
    @inlinable
    func own(_ upstream: any Disposable) {
        let disposesNow = locked.withLock { state -> Bool in
            guard !state.isDisposed else { return true }
            state.upstream = upstream
            return false
        }
        if disposesNow { upstream.dispose() }
    }

    /// Takes a value from the source and schedules its delivery.
    @inlinable
    func receive(_ value: Value) {
        switch timing {
        case .immediately: enqueue(value, after: nil)
        case .delayed(let interval): enqueue(value, after: interval)
        case .debounced(let interval): debounce(value, for: interval)
        case .throttled(let interval): throttle(value, for: interval)
        }
    }

    /// Queues `value` and schedules the work that releases it.
    @inlinable
    func enqueue(_ value: Value, after delay: Duration?) {
        let ticket = locked.withLock { state -> Ticket<Value>? in
            guard !state.isDisposed else { return nil }
            state.outbox.append(value)
            return state.issueTicket()
        }
        guard let ticket else { return }
        let number = ticket.number
        start(ticket, after: delay) { self.release(number) }
    }

    /// Replaces the value waiting for quiet, cancels the work that would
    /// have delivered the previous one, and schedules new work.
    @inlinable
    func debounce(_ value: Value, for interval: Duration) {
        let issued = locked.withLock { state -> (Ticket<Value>, ScheduledWork?)? in
            guard !state.isDisposed else { return nil }
            state.latest = value
            // At most one debounce is scheduled: each value supersedes the last.
            let superseded = state.scheduled.popFirst()?.value
            return (state.issueTicket(), superseded)
        }
        guard let (ticket, superseded) = issued else { return }
        superseded?.cancellation?.dispose()
        let number = ticket.number
        start(ticket, after: interval) { self.releaseLatest(number) }
    }

    /// Outside an interval, queues `value` for delivery at once and opens an
    /// interval; inside one, keeps it as the interval's latest value.
    @inlinable
    func throttle(_ value: Value, for interval: Duration) {
        let issued = locked.withLock { state -> (leading: Ticket<Value>, windowEnd: Ticket<Value>)? in
            guard !state.isDisposed else { return nil }
            guard !state.windowIsOpen else {
                state.latest = value
                return nil
            }
            state.windowIsOpen = true
            state.outbox.append(value)
            return (state.issueTicket(), state.issueTicket())
        }
        guard let (leading, windowEnd) = issued else { return }
        let (leadingNumber, windowEndNumber) = (leading.number, windowEnd.number)
        start(leading, after: nil) { self.release(leadingNumber) }
        start(windowEnd, after: interval) { self.closeWindow(windowEndNumber, interval: interval) }
    }

    /// Schedules `work` for `ticket`, keeping its cancellation while it is pending.
    @inlinable
    func start(_ ticket: Ticket<Value>, after delay: Duration?, _ work: @escaping @Sendable () -> Void) {
        let cancellation = ticket.schedule(delay, work)
        let number = ticket.number
        let isStale = locked.withLock { state -> Bool in
            guard state.scheduled[number] != nil else { return true }
            state.scheduled[number]?.cancellation = cancellation
            return false
        }
        // It already ran (inline, or on another thread), or was cancelled
        // before its cancellation was known: disposing is then harmless.
        if isStale { cancellation.dispose() }
    }

    /// Work of `observe(on:)`, `delay` and a throttle's first value: releases the oldest queued value.
    @inlinable
    func release(_ ticket: UInt64) {
        let delivers = locked.withLock { state -> Bool in
            guard state.scheduled.removeValue(forKey: ticket) != nil else { return false }
            state.released += 1
            return state.beginDelivery()
        }
        if delivers { deliverReleased() }
    }

    /// Work of a debounce: the quiet interval passed, so its value goes out.
    @inlinable
    func releaseLatest(_ ticket: UInt64) {
        let delivers = locked.withLock { state -> Bool in
            guard state.scheduled.removeValue(forKey: ticket) != nil, let latest = state.latest.take() else { return false }
            state.outbox.append(latest)
            state.released += 1
            return state.beginDelivery()
        }
        if delivers { deliverReleased() }
    }

    /// Work at the end of a throttle's interval: delivers the interval's
    /// latest value and opens the next interval, or closes the window if
    /// nothing came.
    @inlinable
    func closeWindow(_ ticket: UInt64, interval: Duration) {
        let (next, delivers) = locked.withLock { state -> (Ticket<Value>?, Bool) in
            guard state.scheduled.removeValue(forKey: ticket) != nil else { return (nil, false) }
            guard let latest = state.latest.take() else {
                state.windowIsOpen = false
                return (nil, false)
            }
            state.outbox.append(latest)
            state.released += 1
            return (state.issueTicket(), state.beginDelivery())
        }
        if let next {
            let number = next.number
            start(next, after: interval) { self.closeWindow(number, interval: interval) }
        }
        if delivers { deliverReleased() }
    }

    /// Delivers released values, outside the lock, until none is left.
    @inlinable
    func deliverReleased() {
        while let (value, sink) = locked.withLock({ $0.nextRelease() }) {
            sink(value)
        }
    }

    /// Whether the relay was disposed.
    @usableFromInline
    var isDisposed: Bool {
        locked.withLock { $0.isDisposed }
    }

    /// Stops observing the source, cancels every scheduled work item, and
    /// releases the queued values, the sink and the scheduler.
    @usableFromInline
    func dispose() {
        let previous = locked.withLock { state -> TimedRelayState<Value>? in
            guard !state.isDisposed else { return nil }
            var disposed = TimedRelayState<Value>(sink: nil, schedule: nil)
            disposed.isDisposed = true
            swap(&state, &disposed)
            return disposed
        }
        // Outside the lock: disposing may call back in, and releasing the
        // values and the sink may run a deinit that does.
        guard let previous else { return }
        previous.upstream?.dispose()
        for work in previous.scheduled.values { work.cancellation?.dispose() }
    }
}
