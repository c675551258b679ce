/// One child of a ``CompositeDisposable``: a disposable to dispose, or a
/// plain closure to run (added with `CompositeDisposable.add(_:)`),
/// which needs no disposable object of its own.
@usableFromInline
enum CompositeChild {
    case disposable(any Disposable)
    case action(@Sendable () -> Void)

    /// Disposes the disposable, or runs the closure.
    @inlinable
    consuming func dispose() {
        switch consume self {
        case .disposable(let disposable): disposable.dispose()
        case .action(let action): action()
        }
    }
}

/// The children of a ``CompositeDisposable``: a growable buffer of
/// disposables and closures that it manages by hand, so that adding moves a
/// child in and disposing moves each one out, with no retain and release
/// around either (an `Array` would copy on append, and on disposal retain each
/// child around its `dispose()` and walk the elements again to destroy them).
///
/// Not thread-safe: its owner guards it with a lock. It must end with
/// exactly one call to ``disposeAll()`` or ``releaseAll()``.
@usableFromInline
struct DisposableBuffer {
    @usableFromInline var base: UnsafeMutablePointer<CompositeChild>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    @inlinable
    init() {}

    /// A buffer holding the non-`nil` elements of `disposables`.
    @inlinable
    init<S: Sequence>(_ disposables: S) where S.Element == (any Disposable)? {
        reserve(disposables.underestimatedCount)
        // An array (what callers pass) is walked as a buffer: a generic
        // iterator, unspecialised here, costs metadata lookups per element.
        let copied: Void? = disposables.withContiguousStorageIfAvailable { elements in
            for case let disposable? in elements { append(.disposable(disposable)) }
        }
        if copied != nil { return }
        for case let disposable? in disposables { append(.disposable(disposable)) }
    }

    /// Moves `child` in at the end.
    ///
    /// - Complexity: Amortised O(1).
    @inlinable @inline(__always)
    mutating func append(_ child: consuming CompositeChild) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: child)
        count += 1
    }

    /// Doubles the capacity (at least 8 elements).
    @inlinable @inline(never)
    mutating func grow() {
        reserve(Swift.max(8, capacity * 2))
    }

    /// Makes room for at least `minimumCapacity` elements.
    @inlinable
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let grown = UnsafeMutablePointer<CompositeChild>.allocate(capacity: minimumCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = minimumCapacity
    }

    /// Disposes every element (or runs it, for a closure), in the order they
    /// were added, releasing each right after, then frees the buffer.
    @inlinable
    consuming func disposeAll() {
        guard let base else { return }
        for index in 0..<count {
            (base + index).move().dispose()
        }
        base.deallocate()
    }

    /// Releases every element without disposing it, then frees the buffer.
    @inlinable
    consuming func releaseAll() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
