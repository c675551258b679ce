/// A fixed table of locks for small objects that should not pay for a lock
/// (an allocation) of their own, such as disposables: the object's address
/// picks the lock that guards its state.
///
/// Objects guarded this way never call out while holding the lock, and never
/// take a second lock inside it, so sharing a lock between unrelated objects
/// can only make them wait briefly, never deadlock.
@usableFromInline
enum StripedLocks {
    /// 64 platform locks, allocated once for the life of the process.
    @usableFromInline
    struct Table: @unchecked Sendable {  // the locks are only used through PlatformLock.withLock
        @usableFromInline let locks: UnsafeMutablePointer<PlatformLock>
    }

    @usableFromInline static let table: Table = {
        let locks = UnsafeMutablePointer<PlatformLock>.allocate(capacity: 64)
        for index in 0..<64 { PlatformLock.initialize(locks + index) }
        return Table(locks: locks)
    }()

    /// Runs `body` holding the lock that guards `object`'s state.
    @inlinable
    static func withLock<Result>(for object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        // The address itself, not `hashValue` (which would run SipHash):
        // objects are 16-byte aligned, so drop those bits and fold in higher ones.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let index = Int(((address >> 4) ^ (address >> 10)) & 63)
        return try PlatformLock.withLock(table.locks + index, body)
    }
}
