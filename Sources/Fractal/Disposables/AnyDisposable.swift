import FractalSynchronization

/// A disposable that runs a closure the first time it is disposed.
///
/// The closure runs at most once, on the thread that disposes first, and is
/// released right after it runs.
///
/// ```swift
/// let timer = AnyDisposable { timerSource.cancel() }
/// timer.dispose()  // runs the closure
/// timer.dispose()  // does nothing
/// ```
///
/// - Complexity: One allocation (plus the closure's captures).
public final class AnyDisposable: Disposable {
    /// This object's one stored property, so that its `state` is the first
    /// word of the object's stored properties and has a fixed address.
    private struct Storage {
        /// 0 until disposed, then 1; changed once, by the compare-and-swap
        /// in ``dispose()``, and otherwise only read atomically.
        var state: Int
        /// The closure to run, or `nil` once run. Read and cleared only by
        /// the caller of ``dispose()`` whose compare-and-swap set `state`,
        /// so no two threads ever touch it at once.
        var action: (@Sendable () -> Void)?
    }

    /// Guarded as `Storage` says: `state` by atomic operations, `action` by
    /// winning `state`. So the runtime exclusivity check is redundant and
    /// switched off.
    @exclusivity(unchecked) private nonisolated(unsafe) var storage: Storage

    /// Creates a disposable that runs `action` when disposed.
    ///
    /// - Parameter action: The work to run once, on the first ``dispose()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        storage = Storage(state: 0, action: action)
    }

    /// Creates a disposable with nothing to do, that only records being disposed.
    public init() {
        storage = Storage(state: 0, action: nil)
    }

    /// The address of `storage.state`: the first word of this object's
    /// stored properties (`storage` is the only one, and `state` its first
    /// field), valid as long as `self` is.
    private var stateWord: UnsafeMutablePointer<Int> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
    }

    /// Whether ``dispose()`` has run.
    public var isDisposed: Bool {
        fractal_atomic_load(stateWord) != 0
    }

    /// Runs the closure if this is the first call.
    public func dispose() {
        // One atomic operation: only the caller that changes 0 to 1 goes on.
        guard fractal_atomic_compare_exchange(stateWord, 0, 1) else { return }
        let action = storage.action.take()
        action?()
    }
}
