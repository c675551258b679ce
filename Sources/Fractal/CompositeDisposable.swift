/// A disposable that owns other disposables and disposes them all together.
///
/// Adding to a composite that is already disposed disposes the newcomer at
/// once, so late arrivals never outlive their owner. Disposing the composite
/// disposes each child exactly once, in the order they were added, outside
/// the composite's lock (a child may safely touch the composite while it is
/// being disposed), and then releases them.
///
/// ```swift
/// let presentation = CompositeDisposable([
///     presenters.title <~ "Text",
///     presenters.text.serial().optional() <~ text,
/// ])
/// presentation += extraObservation
/// presentation.dispose()
/// ```
///
/// - Complexity: Adding is amortised O(1); disposing is O(*n*) in the number
///   of children. One allocation, plus the storage of the children.
public final class CompositeDisposable: Disposable {
    /// The children, or `nil` once disposed. Guarded by this object's striped
    /// lock (``StripedLocks``).
    @exclusivity(unchecked) private nonisolated(unsafe) var children: ContiguousArray<any Disposable>?

    /// Creates an empty composite.
    public init() {
        children = []
    }

    /// Creates a composite that owns the non-`nil` disposables of `disposables`.
    ///
    /// - Parameter disposables: Disposables to own; `nil` elements (a
    ///   presentation that had nothing to dispose) are skipped.
    public init<S: Sequence>(_ disposables: S) where S.Element == (any Disposable)? {
        children = ContiguousArray(disposables.lazy.compactMap { $0 })
    }

    /// Creates a composite that owns `disposables`.
    ///
    /// - Parameter disposables: Disposables to own.
    public init<S: Sequence>(_ disposables: S) where S.Element == any Disposable {
        children = ContiguousArray(disposables)
    }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool {
        StripedLocks.withLock(for: self) { children == nil }
    }

    /// Adds a disposable to the composite, or disposes it at once if the
    /// composite is already disposed.
    ///
    /// - Parameter disposable: The disposable to own; `nil` is ignored.
    /// - Complexity: Amortised O(1).
    public func add(_ disposable: (any Disposable)?) {
        guard let disposable else { return }
        let accepted = StripedLocks.withLock(for: self) { () -> Bool in
            guard children != nil else { return false }
            children!.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Disposes every child once, in the order added, and releases them.
    public func dispose() {
        let owned = StripedLocks.withLock(for: self) { () -> ContiguousArray<any Disposable>? in
            defer { children = nil }
            return children
        }
        guard let owned else { return }
        for child in owned { child.dispose() }
    }

    /// Adds `rhs` to the composite `lhs` (see ``add(_:)``).
    ///
    /// ```swift
    /// let disposables = CompositeDisposable()
    /// disposables += name.observe { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The composite that takes ownership.
    ///   - rhs: The disposable to own; `nil` is ignored.
    public static func += (lhs: CompositeDisposable, rhs: (any Disposable)?) {
        lhs.add(rhs)
    }
}
