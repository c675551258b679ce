/// The children of a ``CompositeDisposable``: a growable buffer of
/// disposables that it manages by hand, so that adding moves a disposable in
/// and disposing moves each one out, with no retain and release around either
/// (an `Array` would copy on append, and on disposal retain each child around
/// its `dispose()` and walk the elements again to destroy them).
///
/// Not thread-safe: its owner guards it with a lock. It must end with
/// exactly one call to ``disposeAll()`` or ``releaseAll()``.
@usableFromInline
struct DisposableBuffer {
    @usableFromInline var base: UnsafeMutablePointer<any Disposable>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    @inlinable
    init() {}

    /// A buffer holding the non-`nil` elements of `disposables`.
    @inlinable
    init<S: Sequence>(_ disposables: S) where S.Element == (any Disposable)? {
        reserve(disposables.underestimatedCount)
        for case let disposable? in disposables { append(disposable) }
    }

    /// Moves `disposable` in at the end.
    ///
    /// - Complexity: Amortised O(1).
    @inlinable
    mutating func append(_ disposable: consuming any Disposable) {
        if count == capacity { reserve(Swift.max(4, capacity * 2)) }
        (base! + count).initialize(to: disposable)
        count += 1
    }

    /// Makes room for at least `minimumCapacity` elements.
    @inlinable
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let grown = UnsafeMutablePointer<any Disposable>.allocate(capacity: minimumCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = minimumCapacity
    }

    /// Disposes every element, in the order they were added, releasing each
    /// right after its `dispose()`, then frees the buffer.
    @inlinable
    consuming func disposeAll() {
        guard let base else { return }
        for index in 0..<count {
            let child = (base + index).move()
            child.dispose()
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
