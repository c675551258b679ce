import Fractal

extension ViewModelTester {
    /// Waits until the state is the last state checked changed by `change`,
    /// as work the view model started reaches it (a task's result), running
    /// the tasks the tester holds; fails the running test at the call if
    /// `timeout` passes first or the waiting task is cancelled.
    ///
    /// ```swift
    /// login.viewModel.logInTapped()
    /// login.expect { $0.isLoggingIn = true }
    /// await login.receive {
    ///     $0.isLoggingIn = false; $0.user = .ada
    /// }
    /// ```
    ///
    /// A task a view model of the tree starts with `startTask(id:_:)` is
    /// held, not run, until a `receive` runs it: the test checks the state
    /// while the work is in flight with ``expect(fileID:filePath:line:column:_:)``,
    /// with no race against the task. `receive` runs the held tasks one at a
    /// time, in the order they were started (the next once the one it
    /// started has ended), and returns at the first state that matches; a
    /// task it started then runs freely, and the tasks still held stay held.
    ///
    /// Every state the view model is delivered is checked, in order, from
    /// the first `receive` on: a task that changes the state twice is
    /// received twice, step by step, each `receive` starting from the state
    /// the one before matched. When exhaustive, a delivered state that is
    /// neither the one the last check found nor the expected one fails the
    /// check at once, as an unexpected action fails a TCA test: no change
    /// goes unchecked. (A state in which only children changed is passed
    /// over; the children are checked as they are when the state matches.)
    /// The state now is looked at first only when no task is held, and again
    /// each time a task `receive` started ends, so `await tester.receive()`
    /// runs a held task that changes nothing. Not exhaustive, the change is
    /// applied to each state looked at, only what it sets is checked, and
    /// states that do not match are passed over.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in real time; ten seconds by default
    ///     (a check that passes returns as soon as the state matches).
    ///   - fileID: Where the check is, for its failure.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    ///   - change: How the state changes; by default, it does not (the
    ///     held work ran and changed nothing).
    public func receive(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ change: (inout State) -> Void = { _ in }
    ) async {
        let states = viewModel.states
        let (asserted, held, exhaustivity) = log.withLock { ($0.asserted, $0.nextCheck, $0.exhaustivity) }
        // Woken by each delivery of the state, each state delivered anywhere in
        // the tree, each end of a task, and once when the time is up.
        let (wakes, waker) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        work.beginReceive(asserted: asserted, current: states.value) { waker.yield() }
        let ends = work.hold.wakeOnEnd { waker.yield() }
        let observation = deliveries.observeChanges { _ in waker.yield() }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let alarm = WaitBound.alarm(at: deadline) { waker.yield() }
        var matched: State?
        defer {
            work.endReceive(matching: matched)
            ends.dispose()
            observation.dispose()
            alarm.cancel()
            waker.finish()
        }
        var wake = wakes.makeAsyncIterator()
        let start = asserted ?? states.value
        var state = start
        var expected = state
        if exhaustivity == .on { held.apply(change, to: &expected) }
        // The task this call started last: the next held one starts once it has ended.
        var started: UInt64?
        // The deliveries in the tree looked at: a child's change is looked at
        // through the root's state now.
        var treeDeliveries = deliveries.value
        while true {
            if let look = work.nextDelivered() {
                state = look.state
                if exhaustivity == .off {
                    expected = state
                    held.apply(change, to: &expected)
                }
                if ViewModelTesterLog<Model>.isEqual(expected, state, heldBefore: held) {
                    matched = state
                    break
                }
                if exhaustivity == .on, look.isDelivery, !held.rootMatches(start, state), !held.rootMatches(expected, state) {
                    let difference = ViewModelTesterLog<Model>.difference(expected: expected, actual: state, heldBefore: held) ?? ""
                    recordTestIssue(
                        "the state changed, but not to the expected one: every change must be received in order "
                            + "(- expected, + delivered):\n\(difference)",
                        at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
                    break
                }
                continue
            }
            if let task = started, !work.hold.isInFlight(task) {
                // The task ended: the state it left is looked at, even when no delivery changed it.
                started = nil
                work.look(at: states.value)
                continue
            }
            if deliveries.value != treeDeliveries {
                treeDeliveries = deliveries.value
                work.look(at: states.value)
                continue
            }
            if started == nil, let next = work.hold.startNext() {
                started = next
                continue
            }
            guard ContinuousClock.now < deadline, await wake.next() != nil else {
                let difference = ViewModelTesterLog<Model>.difference(expected: expected, actual: state, heldBefore: held) ?? ""
                let ending = Task.isCancelled ? "before the waiting task was cancelled" : "within \(timeout)"
                recordTestIssue(
                    "the state did not become the expected one \(ending) (\(work.inFlight)) (- expected, + actual):\n\(difference)",
                    at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
                break
            }
        }
        log.withLock { $0.record(state, held) }
    }

    /// Ends the test: disposes the presentation (cancelling the view models'
    /// tasks), waits up to `timeout` for the tasks to end and every view
    /// model to be released, and fails the running test at the call for a
    /// task still held (started and never run: receive its result), for a
    /// task still running once cancelled, for a change no check asserted and
    /// for work still scheduled on ``scheduler`` (both only when exhaustive),
    /// and for whatever is still alive. The release then checks nothing more.
    ///
    /// A store's effects belong to the store, not to its presentation: when
    /// exhaustive, `finish` first waits (up to `timeout`) for the tasks of
    /// every store of the tree to end, and fails for an effect still running
    /// then, a task or a timer: receive its result, or send the event that
    /// cancels it, before the test ends.
    ///
    /// A test whose view model's task may still be running ends with it: a
    /// cancelled task lets its view model go only when it next runs. A tester
    /// released without `finish` reports the tasks still held the same way,
    /// and names the ones still running, without waiting for them.
    ///
    /// Work scheduled on ``scheduler`` is the view model's work too: what
    /// disposing the presentation did not cancel (a debounced step, a
    /// delayed one) must have run, so an exhaustive test advances the
    /// scheduler past it before it ends, and that proves the step ran even
    /// when it changed nothing. The failure names how many actions are left
    /// and when each falls due.
    ///
    /// The failure names what is still alive by type, and a child by where
    /// it was first seen (`TwoFactorModel, first seen in LoginModel's state
    /// at .twoFactor`); the tester no longer holds it, so something else does.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the view models to be released, in
    ///     real time; ten seconds by default (a check that passes returns as
    ///     soon as they are). A cancelled task stops waiting at once.
    ///   - fileID: Where the test finishes, for its failure.
    ///   - filePath: Where the test finishes.
    ///   - line: Where the test finishes.
    ///   - column: Where the test finishes.
    public func finish(
        timeout: Duration = WaitBound.standard,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        // One deadline bounds every wait of `finish`: the stores' effects, the
        // tasks, and the release of the view models.
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let storeEffects = await storeEffectsStillRunning(by: deadline, timeout: timeout)
        let neverRan = work.end()
        guard let ending = log.withLock({ $0.end() }) else { return }
        ending.presentation?.dispose()
        let pendingWork = scheduler.pendingWorkDescription()
        let stillRunning = await work.runningTasksEnd(by: deadline, timeout: timeout)
        var report = session.disposeAndFindLeaks(nil)
        while !report.isClean, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(1))
            report = session.disposeAndFindLeaks(nil)
        }
        var failures = neverRan + storeEffects + stillRunning + ending.failures(pendingWork: pendingWork, report)
        if !report.isClean {
            let ending = Task.isCancelled ? "when the waiting task was cancelled" : "after waiting \(timeout)"
            failures.append("(\(ending) for the view models to be released)")
        }
        if !failures.isEmpty {
            recordTestIssue(
                "the view model tester finished with:\n\(failures.joined(separator: "\n"))",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}
