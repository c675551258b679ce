/// A store whose state is `Equatable` is a ``ViewModel``: a feature whose
/// state is a reducer is a node of the tree like any other.
///
/// It can be a child in a parent's state (an optional child, a case of an
/// enum of destinations, an array of rows), a view presents it with one
/// `Presenter<State>` (`store <- view`), and a `ViewModelTester` tests it,
/// and a parent holding it, with the same checks as any view model. Its
/// state's only writer stays its reducer: its ``states`` property is
/// read-only, so it has no ``ViewModel/modify(_:)``; the
/// view calls ``send(_:)``; timed effects wait on the store's scheduler and
/// `run` effects in tasks of their own.
///
/// ```swift
/// let timer = TimerStore(initial: TimerState(), scheduler: TestScheduler(), reduce: TimerState.reduce)
/// let presentation = timer <- view
/// timer.send(.tick)
/// ```
///
/// Its effects belong to the store, not to a presentation: presenting it
/// starts nothing and taking a presentation back cancels nothing. Its
/// ``ViewModel/whilePresented()`` is the library's and cannot be replaced
/// (one written in an extension of `Store` is never called): the view sends
/// the event that starts its work (`.appeared`). Releasing the store, as a
/// parent does when it drops the child from its state, cancels every effect
/// still running; so an effect must not hold its store, or anything that
/// holds it, or the store is never released and the effect never ends. As
/// for every view model, two stores are equal when they are the same
/// object; in a `ViewModelTester`'s check, a store the test made compares by
/// its state alone, not its reducer.
///
/// As for every view model, ``states`` is the observable property and
/// ``ViewModel/state``, what generic code over view models reads, its
/// current value: `store.state` is the value, as `viewModel.state` is.
extension Store: Presentable, Equatable, CustomReflectable, ViewModel where State: Equatable {}
