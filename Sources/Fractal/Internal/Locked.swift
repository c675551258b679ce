import FractalSynchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("Fractal needs a platform lock: Darwin, Glibc, Musl or Android.")
#endif

#if canImport(Darwin)
/// The lock under every lock of the library: `os_unfair_lock`.
///
/// Not recursive. It lives inside the object whose state it guards (the
/// storage of a property, a ``Locked``) or in the static table of
/// ``StripedLocks``, and is only used through its address, inside a call
/// that keeps that address valid.
@usableFromInline package typealias PlatformLock = os_unfair_lock
#else
/// The lock under every lock of the library: a futex word
/// (`FractalSynchronization`), 0 unlocked, 1 locked, 2 locked with possible
/// waiters.
///
/// Uncontended, locking is one compare-and-swap and unlocking one exchange,
/// both inlined into the caller; a contended caller spins briefly, then
/// sleeps in the kernel until the holder wakes it. Not recursive. It lives
/// inside the object whose state it guards (the storage of a property, a
/// ``Locked``) or in the static table of ``StripedLocks``, and is only used
/// through its address, inside a call that keeps that address valid.
@usableFromInline package typealias PlatformLock = Int32
#endif

extension PlatformLock {
    /// Initialises the lock at `lock`.
    @inlinable
    static func initialize(_ lock: UnsafeMutablePointer<PlatformLock>) {
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: 0)
        #endif
    }

    /// Destroys the lock at `lock`.
    @inlinable
    static func destroy(_ lock: UnsafeMutablePointer<PlatformLock>) {
        _ = lock.deinitialize(count: 1)
    }

    /// Runs `body` holding the lock at `lock`: the only place a lock is taken
    /// and released, always as a pair.
    @inlinable
    static func withLock<Result>(_ lock: UnsafeMutablePointer<PlatformLock>, _ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #else
        fractal_lock_lock(lock)
        defer { fractal_lock_unlock(lock) }
        #endif
        return try body()
    }

    /// Runs `body`, which calls code the library was given, holding the
    /// lock at `lock`. If that code waits for the same lock, the program
    /// stops instead of hanging: on Linux with a message naming the misuse
    /// (the innermost eight nested calls are checked), on Apple platforms
    /// with `os_unfair_lock`'s own message about a recursive lock.
    @inlinable
    static func withLockRunningCallerCode<Result>(
        _ lock: UnsafeMutablePointer<PlatformLock>,
        _ body: () -> Result
    ) -> Result {
        #if canImport(Darwin)
        return withLock(lock, body)
        #else
        return withLock(lock) {
            let displaced = fractal_lock_enter_caller_code(lock)
            defer { fractal_lock_leave_caller_code(displaced) }
            return body()
        }
        #endif
    }
}

/// A lock with its own state: state of type `State` that is only reachable
/// while the lock is held, through ``withLock(_:)``.
///
/// For state that needs a lock of its own: a store's event queue, an
/// action's running task, a timed relay's state, a `skipRepeats`
/// observation's last value, the recorders of `FractalTesting`. A property's storage has its
/// lock in its own object instead (``ObserverStorage``), and small objects
/// share ``StripedLocks``.
///
/// One `ManagedBuffer` object holds both the state (its header) and the
/// ``PlatformLock`` (its one element); both are reached only inside
/// `withUnsafeMutablePointers`, where their addresses are valid. The lock is
/// not recursive: a body must not take it again. Calls are `@inlinable` so
/// that the critical sections of hot paths specialise in their callers.
@usableFromInline
package struct Locked<State> {
    @usableFromInline let buffer: LockedBuffer<State>

    @inlinable
    init(buffer: LockedBuffer<State>) {
        self.buffer = buffer
    }

    /// Makes a lock protecting `initialState`.
    @inlinable
    package static func make(_ initialState: State) -> Locked<State> {
        let buffer = LockedBuffer<State>.create(minimumCapacity: 1) { _ in initialState }
        let locked = unsafeDowncast(buffer, to: LockedBuffer<State>.self)
        locked.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return Locked(buffer: locked)
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// The lock is not recursive: `body` must not call back into anything that
    /// takes the same lock. Callers keep `body` short and call user code only
    /// after it returns.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { state, lock in
            try PlatformLock.withLock(lock) { try body(&state.pointee) }
        }
    }
}

// Safe because every access to the state goes through `withLock`, which holds
// the platform lock for the duration of the access.
extension Locked: @unchecked Sendable {}

/// The storage of a ``Locked``: the state as header, the lock as the element.
@usableFromInline
final class LockedBuffer<State>: ManagedBuffer<State, PlatformLock> {
    deinit {
        withUnsafeMutablePointerToElements { PlatformLock.destroy($0) }
    }
}

/// Identifies the calling thread, for telling reentrant calls from concurrent ones.
@usableFromInline
struct ThreadIdentity: Equatable {
    @usableFromInline let raw: pthread_t

    @inlinable
    static var current: ThreadIdentity { ThreadIdentity(raw: pthread_self()) }

    @inlinable
    init(raw: pthread_t) { self.raw = raw }

    @inlinable
    static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.raw, rhs.raw) != 0
    }
}
