import FractalSynchronization

/// A fixed table of locks for small objects that should not pay for a lock
/// (an allocation) of their own, such as disposables: the object's address
/// picks the lock that guards its state.
///
/// Objects guarded this way never call out while holding the lock, and never
/// take a second lock inside it, so sharing a lock between unrelated objects
/// can only make them wait briefly, never deadlock.
@usableFromInline
enum StripedLocks {
    /// The lock for `index` (0..<64) in `FractalSynchronization`' static table: one
    /// per 64-byte line, unlocked from the start (no lazy initialisation to
    /// check on every use).
    @inlinable
    static func lock(at index: Int) -> UnsafeMutablePointer<PlatformLock> {
        UnsafeMutableRawPointer(fractal_striped_lock(index)).assumingMemoryBound(to: PlatformLock.self)
    }

    /// Runs `body` holding the lock that guards `object`'s state.
    @inlinable
    static func withLock<Result>(for object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        // The address itself, not `hashValue` (which would run SipHash):
        // objects are 16-byte aligned, so drop those bits and fold in higher ones.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let index = Int(((address >> 4) ^ (address >> 10)) & 63)
        return try PlatformLock.withLock(lock(at: index), body)
    }
}
