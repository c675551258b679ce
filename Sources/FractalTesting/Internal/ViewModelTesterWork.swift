import Fractal

/// What a ``ViewModelTester`` keeps of its view models' work: the hold on
/// their tasks (every view model of the tree is held from the moment the
/// tester first sees it, see ``RecordedTree``), and the states the root is
/// delivered, in order, from the first `receive` on, so that each one is
/// checked and none is lost between two waits. The tree hands each state
/// over once it has presented the children the state holds, so a `receive`
/// that matches a state finds its children in the tree.
final class ViewModelTesterWork<Model: ViewModel>: Sendable {
    /// A state to look at: one the root was delivered, or the state at some
    /// moment (which may already be a later one than a delivery still to come).
    struct Look {
        let state: Model.State
        let isDelivery: Bool
    }

    private struct Delivered {
        /// States delivered and not yet looked at, oldest first.
        var states: [Look] = []
        /// Whether deliveries are recorded: from the first `receive` to the end.
        var isRecording = false
        /// The state the last `receive` matched.
        var lastReceived: Model.State?
        /// Wakes the `receive` waiting now.
        var wake: (@Sendable () -> Void)?
        var isEnded = false
    }

    /// The hold on the tasks of every view model the tester presents.
    let hold = TaskHold()
    private let delivered = Locked<Delivered>.make(Delivered())

    /// Records `state`, which the root was delivered and the tree has shown,
    /// once a `receive` has asked for the root's states.
    func deliver(_ state: Model.State) {
        let wake = delivered.withLock { delivered -> (@Sendable () -> Void)? in
            guard delivered.isRecording else { return nil }
            delivered.states.append(Look(state: state, isDelivery: true))
            return delivered.wake
        }
        wake?()
    }

    /// Starts a `receive` whose last state checked is `asserted`: forgets the
    /// states delivered up to that check when a check other than a `receive`
    /// came since the last `receive`, and records from now on.
    ///
    /// - Parameters:
    ///   - asserted: The state the last check found.
    ///   - current: The state now, looked at first when nothing delivered is
    ///     left and no task is held (a held task's work is what is received).
    ///   - wake: Called on each delivery until ``endReceive()``.
    func beginReceive(asserted: Model.State?, current: Model.State, wake: @escaping @Sendable () -> Void) {
        let isHolding = hold.records.contains { !$0.isRunning }
        delivered.withLock { delivered in
            delivered.isRecording = !delivered.isEnded
            delivered.wake = wake
            if let asserted, delivered.lastReceived != asserted, !delivered.states.isEmpty {
                let checked = delivered.states.lastIndex { $0.state == asserted } ?? delivered.states.count - 1
                delivered.states.removeSubrange(...checked)
            }
            if delivered.states.isEmpty, !isHolding { delivered.states.append(Look(state: current, isDelivery: false)) }
        }
    }

    /// Looks at `state` after the states delivered so far.
    func look(at state: Model.State) {
        delivered.withLock { $0.states.append(Look(state: state, isDelivery: false)) }
    }

    /// The oldest state delivered and not yet looked at.
    func nextDelivered() -> Look? {
        delivered.withLock { $0.states.isEmpty ? nil : $0.states.removeFirst() }
    }

    /// Ends a `receive` that matched `received` (`nil`: it failed).
    func endReceive(matching received: Model.State?) {
        delivered.withLock { delivered in
            delivered.wake = nil
            delivered.lastReceived = received
        }
    }

    /// The tasks held or running, each as the reports name it.
    var inFlight: String {
        let records = hold.records
        guard !records.isEmpty else { return "no task is held or running" }
        return "tasks in flight: " + records.map { "\"\($0.name)\" of \($0.owner) (\($0.isRunning ? "running" : "held"))" }.joined(separator: ", ")
    }

    /// Ends the recording, and returns the tasks still held, which never ran:
    /// each a failure, named. Called once the test ends, before its
    /// presentation is disposed (which cancels them); `[]` after the first call.
    func end() -> [String] {
        let wasEnded = delivered.withLock { delivered in
            defer {
                delivered = Delivered()
                delivered.isEnded = true
            }
            return delivered.isEnded
        }
        guard !wasEnded else { return [] }
        return hold.records.filter { !$0.isRunning }.map {
            "task \"\($0.name)\" of \($0.owner) was started and never ran (receive its result with await tester.receive)"
        }
    }

    /// The tasks still running when a tester released without `finish` has
    /// cancelled them, each a failure, named: such a task may still hold its
    /// view model, and only `finish` waits for it (a release cannot wait
    /// without blocking a thread the task itself may need).
    func tasksRunningAtRelease() -> [String] {
        hold.records.filter(\.isRunning).map {
            "task \"\($0.name)\" of \($0.owner) was still running when the tester was released "
                + "(end a test whose task may still run with await tester.finish(), which waits for it)"
        }
    }

    /// Waits until every task the tester started has ended, or `deadline`
    /// passes, or the waiting task is cancelled.
    ///
    /// - Returns: The tasks still running, each a failure, named.
    func runningTasksEnd(by deadline: ContinuousClock.Instant, timeout: Duration) async -> [String] {
        let (ends, ended) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let waking = hold.wakeOnEnd { ended.yield() }
        let alarm = WaitBound.alarm(at: deadline) { ended.yield() }
        defer {
            waking.dispose()
            alarm.cancel()
            ended.finish()
        }
        var next = ends.makeAsyncIterator()
        while !hold.records.isEmpty, ContinuousClock.now < deadline, await next.next() != nil {}
        let ending = Task.isCancelled ? "when the waiting task was cancelled" : "after waiting \(timeout) for it to end once cancelled"
        return hold.records.map { "task \"\($0.name)\" of \($0.owner) was still running \(ending)" }
    }
}
