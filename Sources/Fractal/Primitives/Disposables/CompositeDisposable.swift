/// A disposable that owns other disposables and disposes them all together.
///
/// Adding to a composite that is already disposed disposes the newcomer at
/// once, so late arrivals never outlive their owner. Disposing the composite
/// disposes each child exactly once, in the order they were added, outside
/// the composite's lock (a child may safely touch the composite while it is
/// being disposed), and then releases them. A composite that is released
/// without being disposed releases its children without disposing them.
///
/// ```swift
/// let presentation = CompositeDisposable([
///     presenters.title <~ "Text",
///     presenters.text.serial().optional() <~ text,
/// ])
/// presentation += extraObservation
/// presentation += { timer.cancel() }  // a closure, run once on disposal
/// presentation.dispose()
/// ```
///
/// A closure added directly (`add(_:)` with a closure, `+= { … }`) is kept as
/// it is, with no disposable object around it, so it costs no allocation
/// beyond its captures: prefer it to `+= AnyDisposable { … }`.
///
/// - Complexity: Adding is amortised O(1); disposing is O(*n*) in the number
///   of children. One allocation, plus the storage of the children. Made
///   from an array, the composite keeps that array as its storage, in O(1).
public final class CompositeDisposable: Disposable {
    // Both guarded by this object's striped lock (``StripedLocks``).
    /// The children; emptied (and its buffer freed) when disposed.
    @exclusivity(unchecked) private nonisolated(unsafe) var children: DisposableBuffer
    @exclusivity(unchecked) private nonisolated(unsafe) var disposed = false

    /// Creates an empty composite.
    public init() {
        children = DisposableBuffer()
    }

    /// Creates a composite whose first children are the non-`nil` elements
    /// of `disposables`, adopting the array itself instead of copying it.
    ///
    /// Given an array of exactly this type, the composite keeps it as it is
    /// (an array of a concrete disposable class is converted first), so
    /// making it touches no element, and disposing it disposes each non-`nil`
    /// element in array order, before any child added later, reading each in place.
    /// Once disposed, the composite drops its reference to the array.
    ///
    /// ```swift
    /// let presentation = CompositeDisposable(rows.map { $0 <- row })
    /// ```
    ///
    /// - Parameter disposables: Disposables to own; `nil` elements (a
    ///   presentation that had nothing to dispose) are skipped.
    /// - Complexity: O(1): nothing is done per element until the composite
    ///   is disposed.
    public init(_ disposables: [(any Disposable)?]) {
        children = DisposableBuffer(adopting: .optionals(disposables))
    }

    /// Creates a composite whose first children are `disposables`, adopting
    /// the array itself instead of copying it.
    ///
    /// Given an array of exactly this type, the composite keeps it as it is
    /// (an array of a concrete disposable class is converted first), so
    /// making it touches no element, and disposing it disposes each element in
    /// array order, before any child added later, reading each in place. Once
    /// disposed, the composite drops its reference to the array.
    ///
    /// - Parameter disposables: Disposables to own.
    /// - Complexity: O(1): nothing is done per element until the composite
    ///   is disposed.
    public init(_ disposables: [any Disposable]) {
        children = DisposableBuffer(adopting: .disposables(disposables))
    }

    /// Creates a composite that owns the non-`nil` disposables of `disposables`.
    ///
    /// - Parameter disposables: Disposables to own; `nil` elements (a
    ///   presentation that had nothing to dispose) are skipped.
    public init<S: Sequence>(_ disposables: S) where S.Element == (any Disposable)? {
        children = DisposableBuffer(disposables)
    }

    /// Creates a composite that owns `disposables`.
    ///
    /// - Parameter disposables: Disposables to own.
    public init<S: Sequence>(_ disposables: S) where S.Element == any Disposable {
        children = DisposableBuffer(disposables.lazy.map { Optional($0) })
    }

    deinit {
        // Not disposed: release the children without disposing them.
        if !disposed { children.releaseAll() }
    }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    /// Adds a disposable to the composite, or disposes it at once if the
    /// composite is already disposed.
    ///
    /// - Parameter disposable: The disposable to own; `nil` is ignored.
    /// - Complexity: Amortised O(1).
    public func add(_ disposable: consuming (any Disposable)?) {
        // Moved out of the parameter and on into the buffer, never copied
        // (`consume` ends each binding's lifetime where it is handed on).
        guard let child = consume disposable else { return }
        add(child: .disposable(consume child))
    }

    /// Adds a closure that runs once, when the composite is disposed, or runs
    /// it at once if the composite is already disposed.
    ///
    /// The composite keeps the closure itself: no disposable object is made
    /// for it, so adding costs no allocation beyond the closure's captures
    /// (none for a closure that captures nothing) and the amortised growth
    /// of the children's storage.
    ///
    /// ```swift
    /// let disposables = CompositeDisposable()
    /// disposables.add { timer.cancel() }
    /// ```
    ///
    /// - Parameter action: The work to run once, on the first ``dispose()``,
    ///   after the children added before it and before those added after.
    /// - Complexity: Amortised O(1).
    @inlinable
    public func add(_ action: @escaping @Sendable () -> Void) {
        add(child: .action(action))
    }

    /// Moves `child` into the buffer, or disposes it at once if the
    /// composite is already disposed.
    @usableFromInline
    func add(child: consuming CompositeChild) {
        var pending = Optional(child)
        StripedLocks.withLock(for: self) {
            // Moved into the buffer, never copied.
            if !disposed { children.append(pending.take().unsafelyUnwrapped) }
        }
        // Still here if the composite was disposed first.
        pending?.dispose()
    }

    /// Disposes every child once, in the order added, and releases them.
    public func dispose() {
        let owned = StripedLocks.withLock(for: self) { () -> DisposableBuffer? in
            if disposed { return nil }
            disposed = true
            defer { children = DisposableBuffer() }
            return children
        }
        owned?.disposeAll()
    }

    /// Adds `rhs` to the composite `lhs` (see `add(_:)`).
    ///
    /// ```swift
    /// let disposables = CompositeDisposable()
    /// disposables += name.observe { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The composite that takes ownership.
    ///   - rhs: The disposable to own; `nil` is ignored.
    public static func += (lhs: CompositeDisposable, rhs: consuming (any Disposable)?) {
        lhs.add(consume rhs)
    }

    /// Adds the closure `rhs` to the composite `lhs`, to run once when it is
    /// disposed (see `add(_:)` with a closure).
    ///
    /// ```swift
    /// let disposables = CompositeDisposable()
    /// disposables += { print("torn down") }
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The composite that takes ownership.
    ///   - rhs: The work to run once, on the first ``dispose()``.
    @inlinable
    public static func += (lhs: CompositeDisposable, rhs: @escaping @Sendable () -> Void) {
        lhs.add(rhs)
    }
}
