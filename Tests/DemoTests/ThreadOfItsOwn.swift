import Foundation

/// Runs `body`, which blocks (it waits for a demo to exit, reads a pipe or a
/// terminal, polls, sleeps), on a thread of its own, and returns what it
/// returns or throws what it throws.
///
/// `swift test` runs every target's tests in one process, on one pool of
/// threads for all their tasks, as small as the machine has cores. A test
/// that blocked a thread of that pool while a demo ran would starve every
/// other test's tasks meanwhile; awaiting this instead gives the thread
/// back until `body` is done. Every blocking wait of these tests goes
/// through it (``InputWriter`` and ``DemoSlots`` need no thread: another
/// thread resumes their waits).
func onThreadOfItsOwn<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
        Thread { continuation.resume(returning: Result(catching: body)) }.start()
    }
    return try result.get()
}

extension Process {
    /// Waits, on a thread of its own, until the process has exited.
    func waitForExit() async {
        await onThreadOfItsOwn { self.waitUntilExit() }
    }
}

extension FileHandle {
    /// Reads, on a thread of its own, until the end of the file (a pipe: until every writer closed it).
    func readToEndOfFile() async -> Data {
        await onThreadOfItsOwn { self.readDataToEndOfFile() }
    }
}
