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

/// The array a ``CompositeDisposable`` was made with, kept whole as its first
/// children (`CompositeDisposable.init(_:)` with an array): adopting it
/// touches no element, and disposing borrows each element from the array's
/// storage.
@usableFromInline
enum AdoptedDisposables {
    case none
    case optionals([(any Disposable)?])
    case disposables([any Disposable])

    /// Disposes every element once, in array order, skipping `nil`.
    ///
    /// Each element is borrowed in place: its `dispose()` is called through
    /// an unretained reference, not on a copy read through the pointer. That
    /// is safe because the array is never mutated: this enum holds a
    /// reference to its storage, so a caller's copy of the array can change
    /// only by copying it, and every element stays alive until this value is
    /// released.
    @inlinable
    func disposeAll() {
        switch self {
        case .none:
            break
        case .optionals(let elements):
            elements.withUnsafeBufferPointer { buffer in
                guard let slots = buffer.baseAddress else { return }
                for index in 0..<buffer.count {
                    // Only the element's dynamic type is used here; the
                    // object itself is reached through `slots + index`.
                    guard let dynamicType = slots[index].map({ type(of: $0) }) else { continue }
                    Self.dispose(dynamicType, at: UnsafeRawPointer(slots + index))
                }
            }
        case .disposables(let elements):
            elements.withUnsafeBufferPointer { buffer in
                guard let slots = buffer.baseAddress else { return }
                for index in 0..<buffer.count {
                    let dynamicType = type(of: slots[index])
                    Self.dispose(dynamicType, at: UnsafeRawPointer(slots + index))
                }
            }
        }
    }

    /// Disposes the object referenced by the existential at `slot`, an
    /// instance of the given type, without retaining it.
    ///
    /// A class-bound existential (and a non-`nil` optional one) starts with
    /// the object's address: it is read as an unmanaged reference of the
    /// opened type and called through that, borrowed.
    @inlinable @inline(__always)
    static func dispose<Object: Disposable>(_: Object.Type, at slot: UnsafeRawPointer) {
        let object = slot.load(as: UnsafeRawPointer.self)
        Unmanaged<Object>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.dispose() }
    }
}

/// The children of a ``CompositeDisposable``: a growable buffer of
/// disposables and closures that it manages by hand, so that adding moves a
/// child in and disposing moves each one out, never copying one, in a single
/// pass (an `Array` would copy on append, and walk its elements again after
/// disposal to destroy them).
///
/// Children given as an array when the composite was made are kept apart,
/// in ``adopted``, as that array itself: they come first.
///
/// Not thread-safe: its owner guards it with a lock. It must end with
/// exactly one call to ``disposeAll()`` or ``releaseAll()``.
@usableFromInline
struct DisposableBuffer {
    @usableFromInline var base: UnsafeMutablePointer<CompositeChild>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0
    /// The array the composite was made with, disposed before the children
    /// in `base`.
    @usableFromInline var adopted = AdoptedDisposables.none

    @inlinable
    init() {}

    /// A buffer whose first children are the elements of `adopted`, kept in
    /// their array.
    ///
    /// - Complexity: O(1).
    @inlinable
    init(adopting adopted: consuming AdoptedDisposables) {
        self.adopted = adopted
    }

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
    /// were added, releasing each right after, then frees the buffer. The
    /// adopted elements come first, and are released with their array.
    @inlinable
    consuming func disposeAll() {
        adopted.disposeAll()
        adopted = .none
        guard let base else { return }
        for index in 0..<count {
            (base + index).move().dispose()
        }
        base.deallocate()
    }

    /// Releases every element without disposing it, then frees the buffer
    /// (the adopted array is released with `self`).
    @inlinable
    consuming func releaseAll() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
