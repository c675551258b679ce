/// The tasks a view model started with `startTask(id:_:)`, by id: what its
/// ``MutableProperty`` holds, made by the first task (or by a tester's
/// ``TaskHold``), so that a property that never starts a task allocates
/// nothing for them.
///
/// Every field is read and written under the storage lock of the property
/// that holds it (``MutableProperty/withTaskLock(_:)``), which is why it is
/// not `Sendable` and needs no lock of its own. Cancelling a task runs its
/// cancellation handlers, which are the task's own code: it is done after the
/// lock, never under it.
@usableFromInline
final class ViewModelTasks {
    /// One task of the table: running, or held by a tester until it starts it.
    struct Entry {
        /// Which start of the id this is: a task that ends removes its entry
        /// only while the entry is still its own.
        let serial: UInt64
        /// The running task; `nil` while a tester holds it.
        var task: Task<Void, Never>?
        /// Makes and runs the task, while a tester holds it; `nil` once it runs.
        var start: (@Sendable () -> Task<Void, Never>)?
        /// The task's number in the tester's ``TaskHold``, when a tester held it.
        let holdToken: UInt64?
        /// Whether it was cancelled: its task is still running, and stays
        /// here until it ends.
        var isCancelled = false
    }

    /// The tasks by id; an entry leaves when its task ends, or when it is
    /// cancelled while held.
    var entries: [TaskKey: Entry] = [:]
    /// The serial of the last task started.
    var lastSerial: UInt64 = 0
    /// The tester that holds this view model's tasks until it starts them.
    var hold: TaskHold?

    @usableFromInline
    init() {}

    /// Cancels the entry of `key`: a held one leaves the table, a running
    /// one stays, marked cancelled, until its task ends, so that a task
    /// started later with `key` runs its work only after this one ended.
    ///
    /// - Returns: The entry whose task to cancel after the lock; `nil` if
    ///   there is none, or it was already cancelled.
    func cancel(_ key: TaskKey) -> Entry? {
        guard var entry = entries[key], !entry.isCancelled else { return nil }
        entry.isCancelled = true
        entries[key] = entry.task == nil ? nil : entry
        return entry
    }

    /// Cancels every entry, as ``cancel(_:)`` does: what the end of the last
    /// presentation cancels.
    func cancelAll() -> [Entry] {
        entries.keys.compactMap(cancel)
    }
}

/// A task's id as the table keys it: any `Hashable & Sendable` value, two ids
/// equal when their values are (as `AnyHashable` compares them).
struct TaskKey: Hashable, Sendable {
    let id: any Hashable & Sendable

    static func == (lhs: TaskKey, rhs: TaskKey) -> Bool { AnyHashable(lhs.id) == AnyHashable(rhs.id) }

    func hash(into hasher: inout Hasher) { AnyHashable(id).hash(into: &hasher) }
}

extension [ViewModelTasks.Entry] {
    /// Cancels these entries' tasks, and tells the tester that held ones will
    /// never run; called after the lock under which they were cancelled.
    func cancel(hold: TaskHold?) {
        for entry in self {
            entry.task?.cancel()
            if entry.task == nil, let token = entry.holdToken { hold?.discard(token) }
        }
    }
}
