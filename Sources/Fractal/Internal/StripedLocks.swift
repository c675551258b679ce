import FractalSynchronization

/// A fixed table of 64 locks shared by small objects that have no lock of
/// their own: the object's address picks the lock that guards its fields.
///
/// Used by `AnyDisposable`, `CompositeDisposable`, `SerialDisposable`,
/// ``SerialPresentation``, ``UIPresentation`` and the list presentation, so
/// that none of them carries a lock. Unrelated objects may share a lock, which
/// is safe because of one rule every critical section keeps: it only moves a
/// field in or out (a flag, the current presentation, the children), never
/// calls out (no `dispose()`, no user closure), and never takes a second
/// lock. So objects sharing a stripe can only wait briefly for each other,
/// never deadlock; what a critical section took out is disposed or run after
/// it, outside the lock.
@usableFromInline
enum StripedLocks {
    /// The lock for `index` (0..<64) in `FractalSynchronization`'s static
    /// table: one per 64-byte line, unlocked from the start, so nothing is
    /// initialised on first use. The table is a C global, so the address is
    /// valid for the whole life of the program.
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
