/// A view model's tasks and presentations, kept by the property that holds
/// its state (``MutableProperty/tasks`` and ``MutableProperty/presentations``)
/// under that property's storage lock.
extension MutableProperty {
    /// Runs `body` holding the storage lock, which guards ``tasks`` and
    /// ``presentations``. `body` only moves entries in and out (and makes a
    /// task, which runs nothing before it returns); it never calls code the
    /// library was given.
    @inlinable
    func withTaskLock<Result>(_ body: () -> Result) -> Result {
        // The lock alone, without the state: callers run unspecialised
        // (``endPresentation()``, a presentation's `dispose()` through
        // `any Disposable`), and would otherwise look up the state's type on
        // every call.
        storage.withLockAlone(body)
    }

    /// The table, made if there is none yet; called under the storage lock.
    private func madeTasks() -> ViewModelTasks {
        if let tasks { return tasks }
        let made = ViewModelTasks()
        tasks = made
        return made
    }

    /// Starts `work` with `model` as the task of `key`, cancelling the task
    /// of `key` already running (the new one runs its work once that one has
    /// ended, cancelled earlier or not); held instead, if a tester holds this
    /// property's tasks.
    func startTask<Model: AnyObject & Sendable>(
        _ key: TaskKey, name: String, of model: Model, _ work: @escaping @Sendable (Model) async -> Void
    ) {
        let weakModel = WeakReference(model)
        let weakSelf = WeakReference(self)
        let (replaced, hold) = withTaskLock { () -> (ViewModelTasks.Entry?, TaskHold?) in
            let table = madeTasks()
            table.lastSerial += 1
            let serial = table.lastSerial
            let previous = table.entries[key]?.task
            let replaced = table.cancel(key)
            let hold = table.hold
            let token = hold?.record(name: name, owner: "\(Model.self)") { weakSelf.object?.startHeld(key, serial: serial) ?? false }
            // A task a tester holds runs at high priority once the tester
            // starts it: the test waits for it, behind every other test's
            // work queued at the test's own priority.
            let priority: TaskPriority? = hold == nil ? nil : .high
            let start: @Sendable () -> Task<Void, Never> = {
                Task(priority: priority) {
                    if let previous { await previous.value }
                    if !Task.isCancelled, let model = weakModel.object { await work(model) }
                    weakSelf.object?.endTask(key, serial: serial)
                    if let token { hold?.end(token) }
                }
            }
            table.entries[key] =
                hold == nil
                ? ViewModelTasks.Entry(serial: serial, task: start(), start: nil, holdToken: nil)
                : ViewModelTasks.Entry(serial: serial, task: nil, start: start, holdToken: token)
            return (replaced, hold)
        }
        if let replaced { [replaced].cancel(hold: hold) }
    }

    /// Cancels the task of `key`, held or running.
    func cancelTask(_ key: TaskKey) {
        let (cancelled, hold) = withTaskLock { (tasks?.cancel(key), tasks?.hold) }
        if let cancelled { [cancelled].cancel(hold: hold) }
    }

    /// Removes the entry of a task that ended, if it is still that task's.
    private func endTask(_ key: TaskKey, serial: UInt64) {
        withTaskLock {
            if tasks?.entries[key]?.serial == serial { tasks?.entries[key] = nil }
        }
    }

    /// Starts the held task of `key` and `serial`.
    ///
    /// - Returns: Whether it was still held, and now runs.
    private func startHeld(_ key: TaskKey, serial: UInt64) -> Bool {
        withTaskLock {
            guard let tasks, var entry = tasks.entries[key], entry.serial == serial, let start = entry.start else { return false }
            entry.task = start()
            entry.start = nil
            tasks.entries[key] = entry
            return true
        }
    }

    /// Holds the tasks started from now on until `hold` starts them.
    func holdTasks(in hold: TaskHold) {
        withTaskLock { madeTasks().hold = hold }
    }

    /// Counts a presentation that ends (``ViewModelPresence`` counts one
    /// that starts); the last one cancels every task.
    @usableFromInline
    func endPresentation() {
        let (ended, hold) = withTaskLock { () -> ([ViewModelTasks.Entry], TaskHold?) in
            presentations -= 1
            guard presentations == 0, let tasks else { return ([], nil) }
            return (tasks.cancelAll(), tasks.hold)
        }
        ended.cancel(hold: hold)
    }

    /// Cancels every task: the property's owner is gone.
    func cancelAllTasks() {
        let (ended, hold) = withTaskLock { (tasks?.cancelAll() ?? [], tasks?.hold) }
        ended.cancel(hold: hold)
    }
}

/// A reference that does not keep its object alive.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
    weak var object: Object?

    init(_ object: Object) { self.object = object }
}
