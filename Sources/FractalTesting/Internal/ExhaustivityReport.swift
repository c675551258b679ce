/// What an exhaustivity check found: recordings holding values that no
/// consuming read returned, or presentations still live.
///
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``
/// fails the running test with its description, which lists them recording
/// by recording:
///
/// ```text
/// exhaustivity: 2 of 9 recordings hold values not consumed or presentations still live
/// login.title
///   not consumed: Log in
///   live: Log in
/// login.error
///   not consumed: Wrong username or password.
/// ```
struct ExhaustivityReport: Sendable, CustomStringConvertible {
    /// What one recording holds that a test has not accounted for.
    struct Finding: Sendable, CustomStringConvertible {
        /// The recording's name.
        let name: String
        /// The values bound that no consuming read returned, described, oldest first.
        let unconsumed: RecordedValues<String>
        /// The values whose presentations are live, described, oldest first.
        let live: RecordedValues<String>

        /// Creates a finding.
        ///
        /// - Parameters:
        ///   - name: The recording's name.
        ///   - unconsumed: Its unconsumed values, described.
        ///   - live: Its live presentations, described.
        init(name: String, unconsumed: RecordedValues<String>, live: RecordedValues<String>) {
            self.name = name
            self.unconsumed = unconsumed
            self.live = live
        }

        /// Whether the recording is fully accounted for.
        var isEmpty: Bool { unconsumed.isEmpty && live.isEmpty }

        /// The recording's name, then one line per unconsumed value and per
        /// live presentation.
        var description: String {
            ([name] + unconsumed.map { "  not consumed: \($0)" } + live.map { "  live: \($0)" })
                .joined(separator: "\n")
        }

        /// The same finding without its live presentations.
        func ignoringLive() -> Finding {
            Finding(name: name, unconsumed: unconsumed, live: [])
        }
    }

    /// Every recording not accounted for, in the order checked.
    let findings: RecordedValues<Finding>
    /// How many recordings were checked (those opted out included).
    let checkedCount: Int

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - findings: The recordings not accounted for.
    ///   - checkedCount: How many recordings were checked.
    init(findings: RecordedValues<Finding>, checkedCount: Int) {
        self.findings = findings
        self.checkedCount = checkedCount
    }

    /// Whether every recording checked is accounted for.
    var isEmpty: Bool { findings.isEmpty }

    /// A summary line, then each finding.
    var description: String {
        let summary =
            "exhaustivity: \(findings.count) of \(checkedCount) recordings hold values not consumed or presentations still live"
        return ([summary] + findings.map(\.description)).joined(separator: "\n")
    }
}

extension ExhaustivityReport {
    /// The findings (those of the recordings not opted out) that are not
    /// empty, as the report of a check of `checkedCount` recordings.
    init(_ findings: some Sequence<Finding>, checkedCount: Int, ignoringLivePresentations: Bool) {
        let failing = findings.map { ignoringLivePresentations ? $0.ignoringLive() : $0 }.filter { !$0.isEmpty }
        self.init(findings: RecordedValues(failing), checkedCount: checkedCount)
    }
}
