/// A store's reducer as a value: it mutates the state for an event and
/// returns what to do next, and it composes with the reducers of child
/// features (``ifLet(_:event:output:child:)``, ``forEach(_:event:output:child:)-(_,_,(Element.ID,ElementOutput)->Event,_)``,
/// ``forEach(_:event:output:child:)-(_,_,(StackID,ElementOutput)->Event,_)``, ``scope(_:event:output:child:)``).
///
/// A feature is a state, an event type, an output type and a reducer; an
/// app is the same four things, made of its features' reducers:
///
/// ```swift
/// let counter = Reducer<Int, CounterEvent, Never> { count, event in
///     switch event {
///     case .increment: count += 1
///     case .decrement: count -= 1
///     }
///     return .none
/// }
/// let store = Store(initial: 0, scheduler: TestScheduler(), reducer: counter)
/// store.send(.increment)
/// ```
///
/// A composed reducer runs the child's reducer on the child's state first,
/// then the parent's reducer on the same event, so the parent sees what the
/// child did. Effects of a child are the child's own: their ids are
/// namespaced by where the child sits, and they are cancelled when the
/// child goes away. An event for a child that is not there is dropped and
/// reported on ``Store/issues`` (and fails a `StoreTester` test).
public struct Reducer<State: Sendable, Event: Sendable, Output: Sendable>: Sendable {
    @usableFromInline let body: @Sendable (inout State, Event) -> Effect<Event, Output>

    /// Creates a reducer from a function that mutates the state for an event.
    ///
    /// - Parameter reduce: Mutates the state for an event and returns what
    ///   to do next.
    @inlinable
    public init(_ reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Output>) {
        body = reduce
    }

    /// Reduces `event`: mutates `state` and returns what to do next.
    ///
    /// - Parameters:
    ///   - state: The state, mutated in place.
    ///   - event: The event.
    /// - Returns: The effect the reducer asks for.
    @inlinable
    public func reduce(_ state: inout State, _ event: Event) -> Effect<Event, Output> {
        body(&state, event)
    }

    /// A reducer that changes nothing and does nothing.
    @inlinable
    public static var empty: Reducer { Reducer { _, _ in .none } }

    /// Runs `reducers` one after the other on every event, merging their
    /// effects in order (several features over the same state).
    ///
    /// - Parameter reducers: The reducers, in the order they run.
    /// - Returns: Their combination.
    /// - Complexity: O(*r*) reducer calls per event for *r* reducers.
    @inlinable
    public static func combine(_ reducers: Reducer...) -> Reducer {
        Reducer { state, event in
            var effect = Effect<Event, Output>.none
            for reducer in reducers {
                let next = reducer.body(&state, event)
                if !next.work.isEmpty { effect = effect.merge(with: next) }
            }
            return effect
        }
    }
}
