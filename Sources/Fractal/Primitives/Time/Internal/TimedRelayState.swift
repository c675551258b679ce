/// How a ``TimedRelay`` times the values it receives.
@usableFromInline
enum Timing: Sendable {
    /// Every value, in order, as soon as the scheduler runs it (`observe(on:)`).
    case immediately
    /// Every value, in order, once the interval has passed (`delay(by:on:)`).
    case delayed(Duration)
    /// The latest value, once the interval passes with no newer one (`debounce(for:on:)`).
    case debounced(Duration)
    /// The first value at once, then at most one per interval: the latest (`throttle(for:on:)`).
    case throttled(Duration)
}

/// Work a ``TimedRelay`` scheduled that has not run yet: dispose its
/// cancellation to cancel it. `nil` until the scheduler returned it.
@usableFromInline
struct ScheduledWork {
    @usableFromInline var cancellation: (any Disposable)?

    @inlinable
    init() {}
}

/// Work a ``TimedRelay`` is about to schedule: its number among the relay's
/// scheduled work, and the relay's way to schedule.
@usableFromInline
struct Ticket<Value: Sendable>: Sendable {
    @usableFromInline let number: UInt64
    @usableFromInline let schedule: TimedRelay<Value>.Schedule

    @inlinable
    init(number: UInt64, schedule: @escaping TimedRelay<Value>.Schedule) {
        self.number = number
        self.schedule = schedule
    }
}

/// The state of a ``TimedRelay``, behind its lock.
///
/// A received value goes into ``outbox`` (at once for `observe(on:)`,
/// `delay` and a throttle's first value; when its time comes for a debounce
/// or a throttle's latest value). Each scheduled work item that runs
/// *releases* one queued value (``released``), and whoever finds no delivery
/// in progress becomes the deliverer and delivers released values, oldest
/// first, until none is left. So values leave in the order they came, one
/// call at a time, even if the scheduler runs work on several threads.
@usableFromInline
struct TimedRelayState<Value: Sendable> {
    /// Where values go; `nil` until attached, and again once disposed.
    @usableFromInline var sink: (@Sendable (Value) -> Void)?
    /// How work is scheduled; `nil` once disposed, so that work a scheduler
    /// keeps after it was cancelled does not keep the scheduler alive
    /// through the relay (a reference cycle with a scheduler that is a class).
    @usableFromInline var schedule: TimedRelay<Value>.Schedule?
    /// The observation of the source, disposed with the relay.
    @usableFromInline var upstream: (any Disposable)?
    @usableFromInline var isDisposed = false
    /// Values waiting for their scheduled work, oldest first.
    @usableFromInline var outbox = RelayQueue<Value>()
    /// How many values at the head of ``outbox`` may be delivered now.
    @usableFromInline var released = 0
    /// Whether a thread is delivering released values.
    @usableFromInline var isDelivering = false
    @usableFromInline var nextTicket: UInt64 = 0
    /// Scheduled work not yet run, by ticket; work whose ticket is gone does nothing.
    @usableFromInline var scheduled: [UInt64: ScheduledWork] = [:]
    /// A debounce's value waiting for quiet; a throttle's latest value in the current interval.
    @usableFromInline var latest: Value?
    /// Whether a throttle's interval is running.
    @usableFromInline var windowIsOpen = false

    @inlinable
    init(sink: (@Sendable (Value) -> Void)?, schedule: TimedRelay<Value>.Schedule?) {
        self.sink = sink
        self.schedule = schedule
    }

    /// Records new scheduled work and returns its ticket, with how to
    /// schedule it. Only called before the relay is disposed, while
    /// ``schedule`` is set.
    @inlinable
    mutating func issueTicket() -> Ticket<Value> {
        nextTicket &+= 1
        scheduled[nextTicket] = ScheduledWork()
        return Ticket(number: nextTicket, schedule: schedule!)
    }

    /// Takes the delivery role if there is something to deliver and nobody delivering.
    @inlinable
    mutating func beginDelivery() -> Bool {
        guard !isDelivering, released > 0, sink != nil else { return false }
        isDelivering = true
        return true
    }

    /// The next released value and where it goes, or `nil` (giving up the
    /// delivery role) when nothing is left or the relay was disposed.
    @inlinable
    mutating func nextRelease() -> (Value, @Sendable (Value) -> Void)? {
        if released > 0, let sink, let value = outbox.popFirst() {
            released -= 1
            return (value, sink)
        }
        isDelivering = false
        return nil
    }
}
