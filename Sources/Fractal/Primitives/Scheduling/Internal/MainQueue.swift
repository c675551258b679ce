import Dispatch
#if canImport(CDispatch)
import CDispatch
#endif

/// The main dispatch queue as ``UIScheduler`` uses it: made once, marked so
/// that a caller can tell it runs on it.
///
/// "On the main queue" is asked of the queue, not of the thread: a block or
/// a job the main queue runs (on Linux, `swift test` and `dispatchMain()`
/// drain it on a thread that need not be the process's first), and on Apple
/// platforms code on the main thread outside other queues' blocks. Code not
/// recognised (inside `sync` on another queue) enqueues, which is safe.
@usableFromInline
enum MainQueue {
    /// Marks the main queue, so that ``isCurrent`` can recognise it.
    @usableFromInline static let key = DispatchSpecificKey<Bool>()

    /// The main queue, marked with ``key``: made once, since on Linux every
    /// read of `DispatchQueue.main` makes a new wrapper object.
    static let queue: DispatchQueue = {
        let main = DispatchQueue.main
        main.setSpecific(key: key, value: true)
        return main
    }()

    /// The address that marks the main queue (``key``'s), as a number,
    /// available once the queue is marked: what ``isCurrent(_:)`` asks
    /// Dispatch for. A caller that asks often keeps it, so it reads no
    /// global.
    static let marker: UInt = {
        _ = queue
        return UInt(bitPattern: Unmanaged.passUnretained(key).toOpaque())
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool { isCurrent(marker) }

    /// Whether the caller runs on the main queue, given ``marker``.
    ///
    /// Where the C library is visible (Linux), it is asked directly whether
    /// the current queue carries the mark; elsewhere the mark is read
    /// through `DispatchQueue.getSpecific(key:)`, which asks the same.
    @inlinable
    static func isCurrent(_ marker: UInt) -> Bool {
        #if canImport(CDispatch)
        return CDispatch.dispatch_get_specific(UnsafeRawPointer(bitPattern: marker)!) != nil
        #else
        return DispatchQueue.getSpecific(key: key) == true
        #endif
    }

    /// A disposable already disposed: what scheduling returns for work that
    /// ran at once, since nothing is left to cancel.
    static let ranAtOnce: any Disposable = {
        let ran = AnyDisposable()
        ran.dispose()
        return ran
    }()
}
