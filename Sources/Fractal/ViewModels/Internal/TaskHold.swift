/// A tester's hold on the tasks of the view models it presents: a task such
/// a view model starts is recorded here and not run until the tester starts
/// it, so a test sees the state before the task's work and decides when it
/// runs.
///
/// The hold names each task (its id, and its view model's type), in the
/// order the tasks were started, from the moment it is held until it ends
/// or is cancelled before it ran; ``MutableProperty`` reports to it. It holds
/// no view model: a record starts its task through the property, weakly.
///
/// Its lock is a leaf: a property records a task while it holds its storage
/// lock, and nothing here calls out under this lock (starting a task and
/// waking a waiter happen after it).
package final class TaskHold: Sendable {
    /// A task the hold knows: held, or started and not yet ended.
    package struct Record: Sendable {
        /// The task's number in this hold.
        package let token: UInt64
        /// The task's id, as `"\(id)"` spells it.
        package let name: String
        /// The type of the view model that started it.
        package let owner: String
        /// Whether the tester started it.
        package var isRunning = false
        /// Starts the held task; `false` if it is no longer held (cancelled).
        let start: @Sendable () -> Bool
    }

    private struct State {
        var records: [Record] = []
        var lastToken: UInt64 = 0
        var wakers: [UInt64: @Sendable () -> Void] = [:]
    }

    private let state = Locked<State>.make(State())

    /// Makes a hold that holds nothing yet.
    package init() {}

    /// The tasks held or running, in the order they were started.
    package var records: [Record] { state.withLock { $0.records } }

    /// Records a task just held, and returns its token.
    func record(name: String, owner: String, start: @escaping @Sendable () -> Bool) -> UInt64 {
        state.withLock { state in
            state.lastToken += 1
            state.records.append(Record(token: state.lastToken, name: name, owner: owner, start: start))
            return state.lastToken
        }
    }

    /// Forgets a held task that was cancelled before it ran.
    func discard(_ token: UInt64) {
        state.withLock { $0.records.removeAll { $0.token == token } }
    }

    /// Forgets a task that ended, and wakes every waiter.
    func end(_ token: UInt64) {
        let wakers = state.withLock { state in
            state.records.removeAll { $0.token == token }
            return Array(state.wakers.values)
        }
        wakers.forEach { $0() }
    }

    /// Starts the first task still held, in the order they were started.
    ///
    /// - Returns: The started task's token; `nil` when none is held.
    package func startNext() -> UInt64? {
        while let next = state.withLock({ $0.records.first { !$0.isRunning } }) {
            let started = next.start()
            state.withLock { state in
                guard let index = state.records.firstIndex(where: { $0.token == next.token }) else { return }
                if started { state.records[index].isRunning = true } else { state.records.remove(at: index) }
            }
            if started { return next.token }
        }
        return nil
    }

    /// Whether the task of `token` is still held or running.
    package func isInFlight(_ token: UInt64) -> Bool {
        state.withLock { $0.records.contains { $0.token == token } }
    }

    /// Calls `wake` each time a task ends, until the returned disposable is
    /// disposed.
    package func wakeOnEnd(_ wake: @escaping @Sendable () -> Void) -> any Disposable {
        let key = state.withLock { state in
            state.lastToken += 1
            state.wakers[state.lastToken] = wake
            return state.lastToken
        }
        return AnyDisposable { [state] in _ = state.withLock { $0.wakers.removeValue(forKey: key) } }
    }
}
