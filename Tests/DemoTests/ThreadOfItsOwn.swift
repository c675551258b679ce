import Foundation

/// Runs `body`, which blocks (it waits for a demo to exit, reads a pipe or a
/// terminal, polls, sleeps), on a thread of its own, and returns what it
/// returns or throws what it throws.
///
/// `swift test` runs every target's tests in one process, on one pool of
/// threads for all their tasks, as small as the machine has cores. A test
/// that blocked a thread of that pool while a demo ran would starve every
/// other test's tasks meanwhile; awaiting this instead gives the thread
/// back until `body` is done. Every wait of these tests goes through it.
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

/// How many demos the tests run at once: as many as the machine has cores,
/// and at least two.
///
/// The tests wait for their demos off the tasks' pool, so nothing else
/// bounds how many run together: all of them at once would share the cores
/// with every other test of `swift test` (and slow the demos' own 20-second
/// reads). A test waiting for a slot holds no thread. A test takes at most
/// one slot at a time, and a demo that waits for another demo (the earlier
/// demo of `StandupsConflictTests`) takes none, so a slot is never waited
/// for while one is held.
final class DemoSlots: @unchecked Sendable {
    static let shared = DemoSlots(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Guards `free` and `waiting`.
    private let lock = NSLock()
    private var free: Int
    /// The tasks waiting for a slot, first come first served.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(count: Int) {
        free = count
    }

    /// Waits, without holding a thread, until a slot is free, and takes it.
    func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let taken = lock.withLock {
                guard free > 0 else {
                    waiting.append(continuation)
                    return false
                }
                free -= 1
                return true
            }
            if taken { continuation.resume() }
        }
    }

    /// Gives a slot back: to the first task waiting, if any.
    func give() {
        let next = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            guard !waiting.isEmpty else {
                free += 1
                return nil
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}

/// A slot of ``DemoSlots``, given back when this is released: held by a
/// demo that lives as long as an object (``PseudoTerminalSession``, ``TerminalJob``).
final class DemoSlot: Sendable {
    /// Waits, without holding a thread, for a slot.
    init() async {
        await DemoSlots.shared.take()
    }

    deinit {
        DemoSlots.shared.give()
    }
}
