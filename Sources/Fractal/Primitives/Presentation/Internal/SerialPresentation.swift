/// What ``SerialPresenter`` returns for a source other than a
/// ``MutableProperty``: the observation of a changing value and the
/// presentation of its latest value, in one object.
///
/// Each new value takes the previous presentation back first, then presents
/// the value; where the presenter reuses presentations (`Presenter.UI` on a
/// `UIScheduler`, off the main queue), it presents the value with the
/// previous presentation instead. Deliveries to one observer never overlap, so `present(_:)` only
/// races with `dispose()`, which this object's striped lock
/// (``StripedLocks``) orders: a presentation made after disposal is taken back
/// at once.
///
/// Disposing it takes the observation and the current presentation out
/// under the lock, then, outside it, disposes the observation first, so that
/// no new value is presented, and then takes the presentation back.
///
/// A ``MutableProperty`` is presented by ``SerialObservation`` instead, which
/// is its own observation.
@usableFromInline
final class SerialPresentation<Value: Sendable>: Disposable, SerialPresenting {
    @usableFromInline let presenter: Presenter<Value>
    // The three guarded by this object's striped lock (``StripedLocks``).
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var current: PresentationTeardown?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var observation: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false

    @inlinable
    init(presenter: Presenter<Value>) {
        self.presenter = presenter
    }

    @inlinable
    func withPresentationLock<Result>(_ body: () -> Result) -> Result {
        StripedLocks.withLock(for: self, body)
    }

    /// Starts observing with `observe`, presenting each value.
    @inlinable
    func start(observingWith observe: (@escaping @Sendable (Value) -> Void) -> any Disposable) {
        // The observer holds this object until the observation is disposed
        // (by `dispose()`) or its source goes away.
        let observation = observe { [self] value in self.present(value) }
        let disposeNow = StripedLocks.withLock(for: self) { () -> Bool in
            if disposed { return true }
            self.observation = observation
            return false
        }
        if disposeNow { observation.dispose() }
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let (observation, current) = StripedLocks.withLock(for: self) { () -> ((any Disposable)?, PresentationTeardown?) in
            if disposed { return (nil, nil) }
            disposed = true
            return (self.observation.take(), self.current.take())
        }
        // Stop observing first, so no new value is presented after the last one is taken back.
        observation?.dispose()
        current?.run()
    }
}

/// A ``SerialPresentation`` of a ``MutableProperty``'s storage that is its
/// own observation: the presentation and its slot's observation are one
/// object.
///
/// Same rules as ``SerialPresentation``: deliveries never overlap, and a
/// lock orders `present(_:)` against `dispose()`. Here that lock is the
/// storage's own lock, which guards `current` and `disposed`, so that
/// disposing marks it disposed, takes its presentation and removes its
/// observer in one critical section; after the lock, the removed slot is
/// released and then the presentation taken back
/// (``ObserverStorage/disposeSerialObservation(_:)``). The one write made
/// without the lock is its first value's presentation (``presentFirst(_:)``).
///
/// `@unchecked Sendable` (restated from ``Observation``): its mutable fields
/// are guarded by its storage's lock, except the first value's write in
/// `presentFirst`, made before any other thread can reach the object; the
/// presenter is immutable.
@usableFromInline
final class SerialObservation<Value: Sendable>: Observation<Value>, SerialPresenting, @unchecked Sendable {
    @usableFromInline let presenter: Presenter<Value>
    // Both guarded by the storage's lock, except the first write of
    // `current` in `presentFirst`.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var current: PresentationTeardown?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false

    @inlinable
    init(presenter: Presenter<Value>, storage: ObserverStorage<Value>) {
        self.presenter = presenter
        super.init(storage: storage)
    }

    /// Registers with the storage, which delivers its current value first.
    @inlinable
    func start() {
        // The storage's slot holds this object until it is removed (by
        // `dispose()`) or the storage's owner goes away.
        let (initial, isRegistered) = storage.beginRegistration(self, sendingCurrent: true) {
            { [self] value in self.present(value) }
        }
        if let initial {
            presentFirst(initial)
            if isRegistered { storage.drainPending() }
        }
    }

    /// Presents the storage's current value, which this thread delivers
    /// inside ``start()``, without the lock: nothing else can reach `current` or
    /// `disposed` yet. Only the caller of `start()` can dispose this object,
    /// and only after it returns; every other delivery waits for this one
    /// (this thread is the storage's deliverer until then); and the storage's
    /// owner going away touches neither field. Whoever reads them later
    /// (under the lock) was handed this object or the deliverer role after
    /// this write, so it sees it.
    @inlinable
    func presentFirst(_ value: Value) {
        current = presenter.presentReturningTeardown(value)
    }

    @inlinable
    func withPresentationLock<Result>(_ body: () -> Result) -> Result {
        storage.withLock { _ in body() }
    }

    @inlinable
    override var isDisposed: Bool {
        // Runs unspecialised: the lock alone, no state.
        storage.withLockAlone { disposed }
    }

    /// Stops observing and takes the current value's presentation back, in
    /// code specialised for `Value`, reached through the storage's header
    /// (this runs unspecialised: see ``ObserverStorage/disposeSerialObservation(_:)``).
    @inlinable
    override func dispose() {
        storage.dispose(self)
    }
}

/// What the two serial presentations share: a presenter, the current value's
/// teardown and whether they were disposed, both guarded by the lock of
/// ``withPresentationLock(_:)`` (except a `SerialObservation`'s first value,
/// written in `presentFirst` before any other thread can reach it).
@usableFromInline
protocol SerialPresenting: AnyObject {
    associatedtype Value: Sendable
    var presenter: Presenter<Value> { get }
    var current: PresentationTeardown? { get set }
    var disposed: Bool { get }
    /// Runs `body` holding the lock that guards `current` and `disposed`.
    func withPresentationLock<Result>(_ body: () -> Result) -> Result
}

extension SerialPresenting {
    /// Takes the previous value's presentation back, then presents `value`
    /// (or presents it with the previous presentation, where the presenter
    /// can).
    @inlinable
    func present(_ value: Value) {
        // Where the presenter may present `value` with the current
        // presentation (``Presenter/reuse``), that presentation is left
        // current: if this object is disposed meanwhile, the disposal takes
        // it back, with `value`. Otherwise it is taken out, in the same
        // critical section.
        let reuses = presenter.reuse != nil
        var previous = withPresentationLock { () -> PresentationTeardown? in
            if reuses, case .disposable? = current { return current }
            return current.take()
        }
        if reuses, case .disposable(let presentation)? = previous {
            // `previous` is still current here.
            previous = nil
            if presenter.present(value, reusing: presentation) { return }
            previous = withPresentationLock { current.take() }
        }
        previous?.run()
        var next = presenter.presentReturningTeardown(value)
        guard next != nil else { return }
        // Moved into `current` (or out, to run), never copied, so the
        // teardown's object is never retained again.
        let tearDownNow = withPresentationLock { () -> PresentationTeardown? in
            if disposed { return next.take() }
            current = next.take()
            return nil
        }
        tearDownNow?.run()
    }
}
