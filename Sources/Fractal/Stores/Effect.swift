/// What a reducer asks the store to do after it reduced an event: nothing
/// (``none``), send a follow-up event, emit an output, run async work that
/// sends events back, send an event later, cancel running work, or several
/// of these (`merge`).
///
/// ```swift
/// case .searchChanged(let query):
///     state.query = query
///     return .send(.search, after: .milliseconds(300), id: "search", cancelInFlight: true)
/// case .search:
///     return .run(id: "search") { [query = state.query] send in
///         send(.results(await api.search(query)))
///     }
/// case .resultTapped(let id):
///     return .output(.openDetail(id))
/// ```
///
/// Work with an `id` can be cancelled by ``cancel(id:)``; `cancelInFlight`
/// cancels the running work with the same id before starting. Every piece of
/// running work is cancelled when the store is disposed or released.
public struct Effect<Event: Sendable, Output: Sendable>: Sendable {
    @usableFromInline let work: [EffectWork<Event, Output>]

    @inlinable
    init(work: [EffectWork<Event, Output>]) {
        self.work = work
    }

    /// No effect. Returning it costs no allocation.
    @inlinable
    public static var none: Effect { Effect(work: []) }

    /// Sends `event` to the store right after the event being reduced (and
    /// after any events already waiting).
    ///
    /// - Parameter event: The follow-up event.
    /// - Returns: The effect.
    @inlinable
    public static func send(_ event: Event) -> Effect {
        Effect(work: [.send(event)])
    }

    /// Emits `output` on the store's ``Store/outputs`` signal, after the new
    /// state has been delivered (MVI's actions stream: navigation, alerts).
    ///
    /// - Parameter output: The output.
    /// - Returns: The effect.
    @inlinable
    public static func output(_ output: Output) -> Effect {
        Effect(work: [.output(output)])
    }

    /// Runs `operation` in a task; it sends events back through `send`.
    ///
    /// The task is cancelled by ``cancel(id:)`` with the same `id`, by a later
    /// run with the same `id` and `cancelInFlight`, and when the store is
    /// disposed or released; after that, `send` does nothing.
    ///
    /// - Parameters:
    ///   - id: Identifies the work for cancellation.
    ///   - cancelInFlight: Whether to cancel running work with the same `id` first.
    ///   - operation: The work.
    /// - Returns: The effect.
    @inlinable
    public static func run(
        id: (any Hashable & Sendable)? = nil,
        cancelInFlight: Bool = false,
        _ operation: @escaping @Sendable (Send<Event>) async -> Void
    ) -> Effect {
        Effect(work: [.run(id: id.map(EffectID.init), cancelInFlight: cancelInFlight, operation: operation)])
    }

    /// Sends `event` to the store once `delay` has passed on the store's
    /// scheduler (virtual time with a test scheduler).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - delay: How long to wait.
    ///   - id: Identifies the timer for cancellation.
    ///   - cancelInFlight: Whether to cancel running work with the same `id`
    ///     first (a debounce).
    /// - Returns: The effect.
    @inlinable
    public static func send(
        _ event: Event,
        after delay: Duration,
        id: (any Hashable & Sendable)? = nil,
        cancelInFlight: Bool = false
    ) -> Effect {
        Effect(work: [.sendLater(event, delay: delay, id: id.map(EffectID.init), cancelInFlight: cancelInFlight)])
    }

    /// Sends `event` to the store every `interval` on the store's scheduler
    /// (virtual time with a test scheduler), the first time one `interval`
    /// from now, until ``cancel(id:)`` with the same `id`, or until the
    /// store is disposed or released.
    ///
    /// ```swift
    /// case .meetingStarted:
    ///     state.isRunning = true
    ///     return .send(.tick, every: .seconds(1), id: MeetingTimer.tick)
    /// case .meetingEnded:
    ///     state.isRunning = false
    ///     return .cancel(id: MeetingTimer.tick)
    /// ```
    ///
    /// A timer started with the `id` of running work replaces that work, so
    /// one id never ticks twice. Each tick is scheduled one `interval` after
    /// the previous one was handed to the store, so the scheduler never holds
    /// more than one tick of a timer; over many ticks the timer falls behind
    /// a wall clock by the scheduler's delays, and a reducer slower than
    /// `interval` on another thread has ticks waiting in the store's queue.
    /// On a scheduler where no time passes (`ImmediateScheduler`) the ticks
    /// would nest without end: the program stops with a message instead.
    ///
    /// - Parameters:
    ///   - event: The event sent on every tick.
    ///   - interval: The time between ticks; it must be positive (the
    ///     program stops otherwise).
    ///   - id: Identifies the timer for cancellation.
    /// - Returns: The effect.
    @inlinable
    public static func send(
        _ event: Event,
        every interval: Duration,
        id: some Hashable & Sendable
    ) -> Effect {
        precondition(interval > .zero, "Effect.send(_:every:id:): the interval must be positive, not \(interval)")
        return Effect(work: [.sendRepeatedly(event, interval: interval, id: EffectID(id))])
    }

    /// Cancels the running work started with `id`.
    ///
    /// - Parameter id: The work's identifier.
    /// - Returns: The effect.
    @inlinable
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(work: [.cancel(EffectID(id))])
    }

    /// All of `effects`, in order.
    ///
    /// - Parameter effects: The effects.
    /// - Returns: Their combination.
    @inlinable
    public static func merge(_ effects: Effect...) -> Effect {
        Effect(work: effects.flatMap(\.work))
    }
}

/// One piece of an ``Effect``.
@usableFromInline
enum EffectWork<Event: Sendable, Output: Sendable>: Sendable {
    case send(Event)
    case output(Output)
    case run(id: EffectID?, cancelInFlight: Bool, operation: @Sendable (Send<Event>) async -> Void)
    case sendLater(Event, delay: Duration, id: EffectID?, cancelInFlight: Bool)
    case sendRepeatedly(Event, interval: Duration, id: EffectID)
    case cancel(EffectID)
}

/// Identifies running effect work, for cancellation.
@usableFromInline
struct EffectID: Hashable, Sendable {
    @usableFromInline let base: any Hashable & Sendable

    @inlinable
    init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    @inlinable
    static func == (lhs: EffectID, rhs: EffectID) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}

/// Sends events from effect work back to its store.
///
/// After the work is cancelled or the store disposed, sending does nothing.
public struct Send<Event: Sendable>: Sendable {
    @usableFromInline let send: @Sendable (Event) -> Void

    /// Creates a sender from a closure.
    ///
    /// - Parameter send: Delivers an event.
    @inlinable
    public init(_ send: @escaping @Sendable (Event) -> Void) {
        self.send = send
    }

    /// Sends `event`.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func callAsFunction(_ event: Event) {
        send(event)
    }
}
