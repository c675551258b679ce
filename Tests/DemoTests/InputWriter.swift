import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a demo's standard input on a thread of its own, so that the test
/// can read the demo's output meanwhile (a long input and a chatty demo
/// could otherwise fill both pipes and leave each waiting on the other).
///
/// The thread blocks SIGPIPE for itself: a write to a demo that has already
/// exited fails with EPIPE there instead of killing the test process. Only
/// that thread changes; a demo, started from another thread, keeps the
/// default action, so the demo's own handling of a broken pipe is still what
/// the tests see.
final class InputWriter: @unchecked Sendable {
    /// Guards `failure`, written by the writing thread and read by `wait`.
    private let lock = NSLock()
    private var failure: (any Error)?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts writing `data` to `handle`, then closes it.
    init(_ data: Data, to handle: FileHandle) {
        Thread { [self] in
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            do {
                try handle.write(contentsOf: data)
                try handle.close()
            } catch {
                try? handle.close()
                lock.withLock { failure = error }
            }
            finished.signal()
        }.start()
    }

    /// Waits until the input is written and closed.
    ///
    /// - Throws: The write's error, such as EPIPE when the demo exited first.
    func wait() throws {
        finished.wait()
        if let failure = lock.withLock({ failure }) { throw failure }
    }
}
