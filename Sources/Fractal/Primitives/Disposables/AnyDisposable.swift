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
    /// 0 until disposed, then 1; changed once, by the compare-and-swap in
    /// ``dispose()``, and otherwise only read, atomically. Declared first, so
    /// it is the first word of this object's stored properties (`stateWord`);
    /// only ever accessed through that address, after `init`.
    private nonisolated(unsafe) var state = 0

    /// The closure to run, or `nil` once run. Read and cleared only by the
    /// caller of ``dispose()`` whose compare-and-swap set `state`, so no two
    /// threads ever touch it at once, and the runtime exclusivity check is
    /// redundant and switched off.
    @exclusivity(unchecked) private nonisolated(unsafe) var action: (@Sendable () -> Void)?

    /// Creates a disposable that runs `action` when disposed.
    ///
    /// - Parameter action: The work to run once, on the first ``dispose()``.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    /// Creates a disposable with nothing to do, that only records being disposed.
    public init() {
        self.action = nil
    }

    /// The address of `state`: the first word of this object's stored
    /// properties (stored properties are laid out in declaration order),
    /// valid as long as `self` is.
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
        let action = self.action.take()
        action?()
    }
}
