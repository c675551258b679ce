import Dispatch

/// The main dispatch queue as ``UIScheduler`` uses it: made once, marked so
/// that a caller can tell it runs on it.
///
/// "On the main queue" is asked of the queue, not of the thread: a block or
/// a job the main queue runs (on Linux, `swift test` and `dispatchMain()`
/// drain it on a thread that need not be the process's first), and on Apple
/// platforms code on the main thread outside other queues' blocks. Code not
/// recognised (inside `sync` on another queue) enqueues, which is safe.
enum MainQueue {
    /// Marks the main queue, so that ``isCurrent`` can recognise it.
    private static let key = DispatchSpecificKey<Bool>()

    /// The main queue, marked with ``key``: made once, since on Linux every
    /// read of `DispatchQueue.main` makes a new wrapper object.
    static let queue: DispatchQueue = {
        let main = DispatchQueue.main
        main.setSpecific(key: key, value: true)
        return main
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        _ = queue
        return DispatchQueue.getSpecific(key: key) == true
    }

    /// A disposable already disposed: what scheduling returns for work that
    /// ran at once, since nothing is left to cancel.
    static let ranAtOnce: any Disposable = {
        let ran = AnyDisposable()
        ran.dispose()
        return ran
    }()
}
