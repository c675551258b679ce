/// A state holder driven by a reducer: events in, ``states`` out, effects for
/// async work, and ``outputs`` for one-off results such as navigation (the
/// store of MVI and of Redux-style architectures like Cordux).
///
/// The reducer mutates the state in place and returns an ``Effect``:
///
/// ```swift
/// let store = Store(initial: AppState()) { (state: inout AppState, event: AppEvent) in
///     switch event {
///     case .session(.signIn(let name)): state.session.name = name
///     case .session(.signOut): state.session.name = nil
///     }
///     return .none
/// }
/// store.send(.session(.signIn(name: "ada")))
/// ```
///
/// ``send(_:)`` may be called from any thread. Events are reduced one at a
/// time in the order they were sent; an event sent from inside a
/// subscriber, an observer of ``states`` or an effect is reduced after the
/// current one, never inside it, so sending can never deadlock. The reducer
/// reads its state through the `inout` argument: it runs on a copy while the
/// state property is being changed, so the store, and any scope or property
/// derived from its state, still hold the state from before the event.
///
/// A store whose state is `Equatable` is a ``ViewModel``: a view presents
/// its whole state with `store <- view`, and a parent holds it in its state
/// like any child. A view that shows what a transform makes of the state
/// presents that: `presenter <~ store.states.map(SignInViewModel.init).skipRepeats()`.
/// Children see a part of it through `scope(state:event:)`, a store of their
/// own state and events that is a view on this one. Disposing a store, or
/// releasing it, cancels every running effect; after that no event is
/// reduced and nothing is delivered.
///
/// - Complexity: A send whose effect is ``Effect/none`` is O(*s*) for *s*
///   subscribers and allocates nothing in steady state.
public final class Store<State: Sendable, Event: Sendable, Output: Sendable>: Disposable {
    /// The current state, observable: the property every view model calls
    /// `states` (a store's ``ViewModel/state``, where its state is
    /// `Equatable`, is the current value, `states.value`).
    ///
    /// ```swift
    /// let seconds = timer.states.map(\.seconds)
    /// ```
    ///
    /// A root store's states deliver after every reduced event, changed or
    /// not; subscriptions of `Equatable` view models and scoped stores skip
    /// values equal to the last.
    public let states: Property<State>
    /// The one-off outputs the reducer emits with ``Effect/output(_:)``.
    public let outputs: Signal<Output>
    @usableFromInline let sendEvent: @Sendable (Event) -> Void
    /// The root store's reducer loop: what disposing any store of the tree disposes.
    @usableFromInline let root: any StoreRoot
    /// The store this one is a view on (kept alive by it), or `nil` for a root.
    @usableFromInline let parent: (any Sendable & AnyObject)?

    @inlinable
    init(
        state: Property<State>,
        outputs: Signal<Output>,
        send: @escaping @Sendable (Event) -> Void,
        root: any StoreRoot,
        parent: (any Sendable & AnyObject)?
    ) {
        self.states = state
        self.outputs = outputs
        self.sendEvent = send
        self.root = root
        self.parent = parent
    }

    /// Creates a root store over its reducer loop.
    @inlinable
    convenience init(core: StoreCore<State, Event, Output>) {
        self.init(state: Property(core.state), outputs: core.outputs.signal, send: core.send, root: core, parent: nil)
    }

    /// Creates a store holding `initial` and reducing events with `reduce`.
    ///
    /// - Parameters:
    ///   - initial: The first state.
    ///   - scheduler: Where effects made with
    ///     ``Effect/send(_:after:id:cancelInFlight:)`` wait (a test scheduler
    ///     in tests); the main queue by default.
    ///   - reduce: Mutates the state for an event and returns what to do next.
    @inlinable
    public convenience init(
        initial: State,
        scheduler: any TimedScheduler = UIScheduler(),
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Output>
    ) {
        self.init(core: StoreCore(initial: initial, scheduler: scheduler, reduce: reduce))
    }

    /// Sends `event` to be reduced.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func send(_ event: Event) {
        sendEvent(event)
    }

    /// Whether the store (its root, for a scoped store) was disposed.
    @inlinable
    public var isDisposed: Bool { root.isDisposed }

    /// Stops the store: running effects are cancelled, and no event is
    /// reduced after this returns (an event being reduced on another thread
    /// finishes). A scoped store is a view on its root, so disposing it
    /// disposes the root.
    @inlinable
    public func dispose() {
        root.dispose()
    }
}

extension Store where Output == Never {
    /// Creates a store with no outputs, holding `initial` and reducing events
    /// with `reduce`.
    ///
    /// - Parameters:
    ///   - initial: The first state.
    ///   - scheduler: Where delayed effects wait; the main queue by default.
    ///   - reduce: Mutates the state for an event and returns what to do next.
    @inlinable
    public convenience init(
        initial: State,
        scheduler: any TimedScheduler = UIScheduler(),
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Never>
    ) {
        self.init(core: StoreCore(initial: initial, scheduler: scheduler, reduce: reduce))
    }
}

/// A view model whose events may be waiting for a reducer on another thread,
/// and whose effects run apart from its presentation: a store, whose `send`
/// from one thread queues the event when an effect's event is being reduced
/// on another, and returns before it is reduced.
package protocol EventReducing: AnyObject {
    /// Whether a thread is reducing events now.
    var isReducing: Bool { get }
    /// The effect work running now: `run` tasks, and timers waiting on the
    /// store's scheduler.
    var runningEffects: RunningEffects { get }
    /// The store whose reducer loop this is (a scope's root): stores with
    /// the same one share their effects.
    var reducerIdentity: ObjectIdentifier { get }
}

/// How many pieces of a store's effect work are running.
@usableFromInline
package struct RunningEffects: Sendable, Equatable {
    /// The tasks of `Effect.run` started and not yet ended or cancelled.
    package var tasks = 0
    /// The timers of `Effect.send(_:after:id:cancelInFlight:)` and
    /// `Effect.send(_:every:id:)` waiting or repeating.
    package var timers = 0

    /// Running effects: none yet.
    package init() {}
}

extension Store: EventReducing {
    /// Whether a thread is reducing this store's events now (its root's).
    package var isReducing: Bool { root.isReducing }

    /// The effect work of this store's root running now.
    package var runningEffects: RunningEffects { root.runningEffects }

    /// The root's reducer loop.
    package var reducerIdentity: ObjectIdentifier { ObjectIdentifier(root) }
}
