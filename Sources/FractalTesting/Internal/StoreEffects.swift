import Fractal

/// The effects of the stores in a tester's tree that are still running when
/// the test ends.
///
/// A store's effects belong to the store, not to its presentation: disposing
/// the presentation leaves them running, and releasing the store cancels them
/// without a word. So, when exhaustive, the tester looks at every store of its
/// tree (the view model under test, and every store its states hold, at any
/// depth, one per reducer loop: a scope shares its root's) before it lets
/// them go. A task still running is work whose result the test never
/// received; a timer still waiting is work the test never let run.
extension ViewModelTester {
    /// Waits until no store of the tree has an effect's task running, or
    /// `deadline` (`timeout` after `finish` began) passes, and returns each
    /// store's effects still running then (tasks and timers), one failure
    /// each; `[]` when not exhaustive or once the tester has ended.
    func storeEffectsStillRunning(by deadline: ContinuousClock.Instant, timeout: Duration) async -> [String] {
        guard exhaustivity == .on else { return [] }
        let stores = storesInTree()
        guard !stores.isEmpty else { return [] }
        while stores.contains(where: { $0.store.runningEffects.tasks > 0 }), ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(1))
        }
        let waited = Task.isCancelled ? "when the waiting task was cancelled" : "after waiting \(timeout) for it to end"
        return stores.compactMap { Self.failure(of: $0.store, named: $0.name, tasks: true, waited: waited) }
    }

    /// The timers of the stores of the tree still waiting, one failure per
    /// store; `[]` when not exhaustive or once the tester has ended.
    ///
    /// For a tester released without `finish`: a task that has just sent
    /// its last event may still be ending, and waiting for it there would
    /// block a thread it may need, so tasks are left to `finish`.
    func storeTimersStillRunning() -> [String] {
        guard exhaustivity == .on else { return [] }
        return storesInTree().compactMap { Self.failure(of: $0.store, named: $0.name, tasks: false, waited: "") }
    }

    /// What is wrong with `store`'s effects still running, or `nil`.
    private static func failure(of store: any EventReducing, named name: String, tasks: Bool, waited: String) -> String? {
        let running = store.runningEffects
        var parts: [String] = []
        if tasks, running.tasks > 0 {
            parts.append("\(counted(running.tasks, "task")) of Effect.run still running \(waited) (receive its result, or cancel it)")
        }
        if running.timers > 0 {
            parts.append("\(counted(running.timers, "timer")) still waiting (advance the scheduler past it, or cancel it)")
        }
        guard !parts.isEmpty else { return nil }
        return "effects of \(name) still running: " + parts.joined(separator: "; ")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// The stores of the tree, each named as the reports name it: the view
    /// model under test, then every store its states hold, at any depth, by
    /// its path from the view model under test; one per reducer loop.
    private func storesInTree() -> [(name: String, store: any EventReducing)] {
        guard let model = log.withLock({ $0.model }) else { return [] }
        let below = TreeSnapshot(below: model.state, root: model).nodes.map {
            (model: $0.model, name: "\(type(of: $0.model)) at \($0.path) of \(Model.self)")
        }
        var loops: Set<ObjectIdentifier> = []
        return ([(model: model, name: "viewModel (\(Model.self))")] + below).compactMap { node in
            guard let store = node.model as? any EventReducing, loops.insert(store.reducerIdentity).inserted else { return nil }
            return (node.name, store)
        }
    }
}
