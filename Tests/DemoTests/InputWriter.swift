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
/// A write to a demo that has already exited fails with EPIPE instead of
/// killing the test process: on Linux, where the kernel raises SIGPIPE on
/// the writing thread, that thread blocks it for itself; on Darwin, which
/// raises it on the whole process, the pipe is marked not to raise it
/// (`F_SETNOSIGPIPE`). Nothing else changes: a demo, started from another
/// thread, keeps its own handling of a broken pipe, which is what the tests
/// see.
final class InputWriter: @unchecked Sendable {
    /// Guards `outcome` and `waiter`, written by the writing thread and by `wait`.
    private let lock = NSLock()
    /// How the write ended, once it has.
    private var outcome: Result<Void, any Error>?
    /// The task waiting for the write to end, if it is waiting.
    private var waiter: CheckedContinuation<Void, any Error>?

    /// Starts writing `data` to `handle`, then closes it.
    init(_ data: Data, to handle: FileHandle) {
        #if canImport(Darwin)
        _ = fcntl(handle.fileDescriptor, F_SETNOSIGPIPE, 1)
        #endif
        Thread { [self] in
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            let result: Result<Void, any Error>
            do {
                try handle.write(contentsOf: data)
                try handle.close()
                result = .success(())
            } catch {
                try? handle.close()
                result = .failure(error)
            }
            let waiting = lock.withLock {
                outcome = result
                return waiter
            }
            waiting?.resume(with: result)
        }.start()
    }

    /// Waits until the input is written and closed, without holding a
    /// thread meanwhile: the writing thread resumes the wait. At most one
    /// wait at a time.
    ///
    /// - Throws: The write's error, such as EPIPE when the demo exited first.
    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let ended = lock.withLock {
                if outcome == nil { waiter = continuation }
                return outcome
            }
            if let ended { continuation.resume(with: ended) }
        }
    }
}
