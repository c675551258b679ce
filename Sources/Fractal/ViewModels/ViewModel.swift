/// A view model whose view sees one value: its ``State``.
///
/// The view contract is said once, as a type: `State` holds everything the
/// view shows, including the child view models it presents (a sheet's, a
/// pushed screen's, a row's). The view provides one `Presenter<State>`, and
/// the view model's methods are what the view calls. There is no presenters
/// protocol to declare, and a test records one value.
///
/// ```swift
/// final class CounterModel: ViewModel {
///     struct State: Equatable {
///         var count = 0
///         var isEven: Bool { count.isMultiple(of: 2) }
///     }
///     let states = MutableProperty(State())
///
///     func incrementTapped() { modify { $0.count += 1 } }
/// }
/// ```
///
/// A view presents it with one presenter of its state:
///
/// ```swift
/// let view = Presenter<CounterModel.State>.UI { state in
///     label.text = "\(state.count)"
///     return nil
/// }
/// let presentation = CounterModel() <- view
/// ```
///
/// A conforming type is a final class whose stored properties are `let`s of
/// `Sendable` types (the compiler checks it), and `states` is the one place
/// its state lives. The protocol's extension gives it the rest:
/// ``state``, ``modify(_:)``, ``Presentable/present``, equality by identity
/// and a mirror that shows its state.
///
/// ## A view model whose state is a reducer
///
/// A ``Store`` whose state is `Equatable` is a view model too: its
/// ``Store/states`` property is read-only, so only its reducer changes
/// it (it has no ``modify(_:)``), and its view calls ``Store/send(_:)``. It
/// sits in a parent's state, is presented with `store <- view` and is tested
/// with a `ViewModelTester`, like any other view model; a store's state can
/// hold view models too. A parent whose timer sheet is a store:
///
/// ```swift
/// struct State: Equatable {
///     var timer: TimerStore?
/// }
/// ```
///
/// ```swift
/// func timerTapped() {
///     modify { $0.timer = TimerStore(initial: TimerState(), scheduler: scheduler, reduce: TimerState.reduce) }
/// }
/// ```
///
/// ## Changing the state
///
/// ``modify(_:)`` changes the state atomically and delivers it once, from
/// any thread: a method called by the view on the main actor, a timer on a
/// background scheduler and a task can all change it without losing each
/// other's changes. Its body changes a copy of the state: it must not call
/// ``modify(_:)`` of the same view model again (the program stops), and
/// ``state`` read inside it is the state from before the change, so read
/// the state through its argument.
///
/// ## Children
///
/// A child view model is a value of the parent's state (an optional child, a
/// case of an enum of destinations, an array of rows). Two view models are
/// equal when they are the same object, so a replaced child is a change
/// the view sees even when the new child's state equals the old one's. A
/// parent's view presents each child with `child <- childView` when the child
/// appears, and disposes that presentation when it goes.
///
/// ## Work
///
/// A view model's async work is a task it owns: ``startTask(id:_:)``, from a
/// method the view calls or from ``whilePresented()``, gives the task the
/// view model (no `[weak self]`), names it by an id that cancels it
/// (``cancelTask(id:)``) or replaces it, and cancels it when the view model's
/// last presentation is disposed. ``whilePresented()`` starts what else runs
/// while the view model is presented (a repeating timer) and returns what
/// stops it; the presentation stops it when it is disposed. In a tester, a
/// task is held until the test receives its result.
///
/// - Complexity: ``modify(_:)`` and presenting cost what
///   ``MutableProperty/modify(_:)`` and `presenter <~ property` cost.
public protocol ViewModel: Presentable, Equatable, CustomReflectable, AnyObject, Sendable
where Presenters == Presenter<State> {
    /// Everything the view shows.
    associatedtype State: Equatable & Sendable

    /// Where the state lives: a ``MutableProperty`` (the default) for a view
    /// model that changes its own state with ``modify(_:)``, or a read-only
    /// property for one whose state something else changes (a ``Store``'s
    /// reducer).
    associatedtype States: PropertyProtocol<State> = MutableProperty<State>

    /// Where the state lives: read it with ``state``, change it with
    /// ``modify(_:)`` when it is a ``MutableProperty``.
    var states: States { get }

    /// Starts what runs while the view model is presented, and returns what
    /// stops it.
    ///
    /// Called once per presentation, before the view is given the state, so
    /// that what it binds is what the view first shows; a view model
    /// presented twice starts its work twice. The default starts nothing.
    ///
    /// ```swift
    /// func whilePresented() -> (any Disposable)? {
    ///     scheduler.schedule(every: .seconds(1)) { [weak self] in self?.tick() }
    /// }
    /// ```
    ///
    /// - Returns: What stops the work, disposed with the presentation; `nil`
    ///   when nothing runs.
    func whilePresented() -> (any Disposable)?
}

extension ViewModel {
    /// The current state.
    public var state: State { states.value }
}

extension ViewModel where States == MutableProperty<State> {
    /// Changes the state in place, atomically with respect to other changes,
    /// then delivers the new state to the view once.
    ///
    /// ```swift
    /// func deleteTapped() { modify { $0.alert = .confirmDeletion } }
    /// ```
    ///
    /// `body` changes a copy of the state, and no other change falls between
    /// its read and its write. It must not change this view model again (its
    /// `modify`, or a ``StateLink`` to its state): the program stops, with a
    /// message, since that would never return. It may read ``state`` (the
    /// state from before the change), and a child it makes may observe this
    /// view model's state; read the state through `body`'s argument. A child
    /// that `body` drops from the state is released after the change is
    /// delivered, outside every lock, so its `deinit` may change this view
    /// model. Change other view models after `modify` returns: two bodies
    /// that each wait to change the other's view model would wait for ever.
    ///
    /// - Parameter body: Changes the state; its result is returned.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw; what it changed before throwing is kept.
    @discardableResult
    public func modify<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        try states.modify(body)
    }
}

extension ViewModel {
    /// Starts ``whilePresented()``, then presents the state, each distinct
    /// value once, so the view is first given the state that work bound;
    /// disposing stops both, and, when it ends the view model's last
    /// presentation, cancels its tasks (``ViewModel/startTask(id:_:)``).
    @inlinable
    public var present: (Presenter<State>) -> (any Disposable)? {
        { presenter in
            let work = self.whilePresented()
            let shown = presenter <~ self.states.skipRepeats()
            if let presence = ViewModelPresence.begin(self.states, shown: shown, work: work) { return presence }
            guard let work else { return shown }
            return CompositeDisposable([shown, work])
        }
    }

    /// Starts nothing.
    ///
    /// - Returns: `nil`.
    @inlinable
    public func whilePresented() -> (any Disposable)? { nil }

    /// Whether `lhs` and `rhs` are the same view model.
    ///
    /// In a `ViewModelTester`'s checks, a view model the test made is also
    /// equal to one of the same type with an equal state, so that a test can
    /// write the child it expects; a view model the tree under test held at
    /// the last check is equal only to itself (the tester compares its state
    /// on its own, with what the test expects of it).
    ///
    /// - Parameters:
    ///   - lhs: A view model.
    ///   - rhs: Another view model of the same type.
    /// - Returns: Whether they are the same object (or, in a tester's check,
    ///   have equal states).
    /// - Complexity: O(1) outside a tester's check.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs || ViewModelComparison.statesAreEqual(lhs, rhs)
    }

    /// A mirror showing the view model's state, so that dumps and test
    /// failures show what its view sees (in a tester's failure, the state
    /// expected of it on the expected side).
    public var customMirror: Mirror {
        Mirror(self, children: ["state": ViewModelComparison.shownState(of: self)], displayStyle: .class)
    }
}
