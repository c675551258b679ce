import Foundation

/// How many demos the tests run at once: as many as the machine has cores,
/// and at least two.
///
/// The tests wait for their demos off the tasks' pool, so nothing else
/// bounds how many run together: all of them at once would share the cores
/// with every other test of `swift test` (and slow the demos' own 20-second
/// reads). A test waiting for a slot holds no thread.
///
/// The demos of ``runProcess(_:input:)`` (so of `runDemo` and the helpers
/// built on it), ``PseudoTerminalSession`` and ``TerminalJob`` take a slot;
/// the few processes a test starts itself take none (among them the earlier
/// demo of `StandupsConflictTests`, which is alive while another demo runs).
/// No test holds a slot while it waits for another, so the slots never
/// deadlock.
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
