/// A store whose state is `Equatable` is a ``ViewModel``: a feature whose
/// state is a reducer is a node of the tree like any other.
///
/// It can be a child in a parent's state (an optional child, a case of an
/// enum of destinations, an array of rows), a view presents it with one
/// `Presenter<State>` (`store <- view`), and a `ViewModelTester` tests it,
/// and a parent holding it, with the same checks as any view model. Its
/// state's only writer stays its reducer: its ``ViewModel/states`` is its
/// read-only ``state`` property, so it has no ``ViewModel/modify(_:)``; the
/// view calls ``send(_:)``, and effects run on the store's scheduler.
///
/// ```swift
/// let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
/// let presentation = timer <- view
/// timer.send(.tick)
/// ```
///
/// Its effects belong to the store, not to a presentation: presenting it
/// starts nothing (its ``ViewModel/whilePresented()`` is the default), and
/// taking a presentation back cancels nothing. Releasing the store, as a
/// parent does when it drops the child from its state, cancels every effect
/// still running. As for every view model, two stores are equal when they
/// are the same object.
///
/// Two members share a name: ``state`` is the store's observable
/// ``Property``, while ``ViewModel/state`` (what generic code over view models
/// reads) is its current value, `store.state.value`.
extension Store: Presentable, Equatable, CustomReflectable, ViewModel where State: Equatable {
    /// The store's state as a view model's: ``state``, read-only, so that
    /// only the reducer changes it.
    ///
    /// ```swift
    /// let seconds = timer.states.map(\.seconds)
    /// ```
    ///
    /// - Complexity: O(1).
    @inlinable
    public var states: Property<State> { state }
}
