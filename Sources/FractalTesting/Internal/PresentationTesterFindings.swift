/// What a ``PresentationTester`` found wrong when it finished: what was
/// still presented or alive after the teardown, work its scheduler could
/// not run to the end, and, when exhaustive, values no test read.
///
/// The tester fails the running test with its ``description``:
///
/// ```text
/// still alive:
///   root (RootViewModel)
/// ```
struct PresentationTesterFindings: Sendable, CustomStringConvertible {
    /// What was still presented or alive after the teardown; clean if the
    /// teardown released everything.
    let leaks: LeakReport
    /// How many actions the test scheduler still held after the teardown
    /// ran 100,000: work that reschedules itself for ever, such as a timer
    /// the teardown did not cancel. Zero when the scheduler ran out.
    let pendingActionCount: Int
    /// The values no consuming read returned, when the tester is exhaustive
    /// and some were left.
    let unreadValues: ExhaustivityReport?

    /// Creates the findings.
    ///
    /// - Parameters:
    ///   - leaks: What was still presented or alive after the teardown.
    ///   - pendingActionCount: How many actions the scheduler still held.
    ///   - unreadValues: The values not read, if the tester is exhaustive.
    init(leaks: LeakReport, pendingActionCount: Int, unreadValues: ExhaustivityReport?) {
        self.leaks = leaks
        self.pendingActionCount = pendingActionCount
        self.unreadValues = unreadValues
    }

    /// Whether nothing is wrong: a tester records no failure for them.
    var isEmpty: Bool { leaks.isClean && pendingActionCount == 0 && unreadValues?.isEmpty != false }

    /// Each finding in turn: the leak report (unless clean), the work left
    /// on the scheduler, then the values not read.
    var description: String {
        var parts: [String] = []
        if !leaks.isClean { parts.append(leaks.description) }
        if pendingActionCount > 0 {
            let actions = pendingActionCount == 1 ? "1 action" : "\(pendingActionCount) actions"
            parts.append("still scheduled: \(actions) after 100,000 ran (work that reschedules itself, such as a timer not cancelled)")
        }
        if let unreadValues, !unreadValues.isEmpty { parts.append(unreadValues.description) }
        return parts.joined(separator: "\n")
    }
}
