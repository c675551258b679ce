/// A thread-safe observable value that can be set.
///
/// View models keep their state in mutable properties and expose it read-only
/// as ``Property``:
///
/// ```swift
/// final class CounterViewModel: Sendable {
///     let count: Property<Int>
///     private let mutableCount = MutableProperty(0)
///
///     init() { count = Property(mutableCount) }
///
///     func increment() { mutableCount.modify { $0 += 1 } }
/// }
/// ```
///
/// Setting ``value`` stores it and then calls every observer, outside the
/// property's lock, under the delivery rules of ``PropertyProtocol``.
///
/// - Complexity: Setting is O(*n*) in the number of observers, with no
///   allocation in steady state; observing is amortised O(1); disposing an
///   observation is amortised O(1).
public final class MutableProperty<Value: Sendable>: PropertyProtocol {
    @usableFromInline let storage: ObserverStorage<Value>
    /// The tasks of the view model whose state this is, made by its first
    /// `startTask(id:_:)`; guarded by the storage lock (see
    /// `MutableProperty+Tasks.swift`).
    @exclusivity(unchecked) nonisolated(unsafe) var tasks: ViewModelTasks?
    /// How many presentations of the view model whose state this is are
    /// running; guarded by the storage lock. The last to end cancels ``tasks``.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var presentations = 0

    /// Creates a property holding `initialValue`.
    ///
    /// - Parameter initialValue: The first value.
    @inlinable
    public init(_ initialValue: Value) {
        storage = ObserverStorage(current: initialValue)
    }

    deinit {
        // Nothing can be sent any more: release the observers now, even those
        // whose observations were never disposed. The storage's buffer is
        // borrowed for the call, not copied, so it is not retained again.
        Unmanaged.passUnretained(storage.buffer)._withUnsafeGuaranteedRef { ObserverStorage.finish($0) }
        // The view model whose state this is is gone: its tasks end with it.
        if tasks != nil { cancelAllTasks() }
    }

    /// The current value. Setting it notifies every observer.
    @inlinable
    public var value: Value {
        get { storage.current }
        set { storage.send(newValue, replacingCurrent: true) }
    }

    /// Changes the value in place, atomically with respect to other writers,
    /// then notifies every observer of the new value.
    ///
    /// Use it for read-modify-write updates that must not lose concurrent
    /// changes:
    ///
    /// ```swift
    /// counter.modify { $0 += 1 }
    /// ```
    ///
    /// `body` changes a copy of the value, and no other change can come
    /// between its read and its write: another thread's change waits until
    /// the new value is stored. While `body` runs, the property can be read
    /// (it still holds the value from before the change) and observed, from
    /// any thread: a child view model made in `body` may observe the state
    /// it is made from. Only changing the property again from inside `body`
    /// is refused: the program stops with a message naming the misuse
    /// (on Apple platforms, `os_unfair_lock`'s message about a recursive
    /// lock), since it would never return. Change the value `body` is given
    /// instead, or make the change after `modify` returns. A ``Store``'s
    /// reducer runs inside `modify` of the store's state, so the same holds
    /// for it.
    ///
    /// The value replaced, and what only it held (a child view model that
    /// `body` dropped), is released after the change is delivered, outside
    /// every lock: a `deinit` it triggers may read or change this property.
    /// A child that `body` makes and drops without storing it is released in
    /// `body`, so its `deinit` must not change this property.
    ///
    /// If `body` throws, what it changed before throwing is kept and
    /// observers are notified of it, then the error is thrown.
    ///
    /// - Parameter body: Changes the value; its result is returned.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw.
    /// - Complexity: O(1) beyond `body`, plus the copy of any buffer `body`
    ///   changes that the stored value shares: changing an element of an
    ///   array in the state copies the array, as changing a copy would.
    @inlinable
    @discardableResult
    public func modify<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.modify(body)
    }

    /// Calls `observer` with the current value, then with every change.
    ///
    /// - Parameter observer: Called with each value.
    /// - Returns: The observation; dispose it to stop.
    /// - Complexity: Amortised O(1).
    @inlinable
    public func observe(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        storage.observe(sendingCurrent: true, observer)
    }

    /// Calls `observer` with every change from now on.
    ///
    /// - Parameter observer: Called with each new value.
    /// - Returns: The observation; dispose it to stop.
    /// - Complexity: Amortised O(1).
    @inlinable
    public func observeChanges(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
        storage.observe(sendingCurrent: false, observer)
    }
}
