extension TestScheduler {
    /// The work still pending (neither run nor cancelled), as a view model
    /// tester's failure names it: how many actions, when each falls due, and
    /// where the clock is; `nil` when nothing is pending.
    ///
    /// A closure does not say where it was scheduled, so the due times are
    /// what tells the actions apart: the delay a view model used (a debounce
    /// of one second, due `at 1.0 seconds`).
    func pendingWorkDescription() -> String? {
        guard let (actions, now) = pendingActions() else { return nil }
        return "work still scheduled on the tester's scheduler, never run: \(actions) (the virtual clock is at \(now)); "
            + "advance the scheduler past them (`scheduler.advance(by:)`) so the test sees what they do"
    }

    /// The actions still pending, as `2 actions, due now, at 1.0 seconds`,
    /// and the virtual time now; `nil` when nothing is pending.
    func pendingActions() -> (actions: String, now: Duration)? {
        let (now, dueTimes) = state.withLock { state in
            (state.now, state.queue.entries.filter { $0.payload.isPendingUnderLock }.map(\.key))
        }
        guard !dueTimes.isEmpty else { return nil }
        let sorted = dueTimes.sorted { $0 < $1 }.map(\.due)
        let shown = sorted.prefix(5).map { $0 <= now ? "now" : "at \($0.duration)" }
        let more = sorted.count > shown.count ? " and \(sorted.count - shown.count) more" : ""
        let actions = sorted.count == 1 ? "1 action" : "\(sorted.count) actions"
        return ("\(actions), due \(shown.joined(separator: ", "))\(more)", now.duration)
    }
}
