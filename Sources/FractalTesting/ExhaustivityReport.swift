/// What an exhaustivity check found: recordings holding values that no
/// consuming read returned, or presentations still live.
///
/// ``checkExhausted(_:ignoringLivePresentations:fileID:filePath:line:column:)``
/// and ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``
/// fail the running test with its description, which lists them recording
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
public struct ExhaustivityReport: Sendable, CustomStringConvertible {
    /// What one recording holds that a test has not accounted for.
    public struct Finding: Sendable, CustomStringConvertible {
        /// The recording's name.
        public let name: String
        /// The values bound that no consuming read returned, described, oldest first.
        public let unconsumed: RecordedValues<String>
        /// The values whose presentations are live, described, oldest first.
        public let live: RecordedValues<String>

        /// Creates a finding.
        ///
        /// - Parameters:
        ///   - name: The recording's name.
        ///   - unconsumed: Its unconsumed values, described.
        ///   - live: Its live presentations, described.
        public init(name: String, unconsumed: RecordedValues<String>, live: RecordedValues<String>) {
            self.name = name
            self.unconsumed = unconsumed
            self.live = live
        }

        /// Whether the recording is fully accounted for.
        public var isEmpty: Bool { unconsumed.isEmpty && live.isEmpty }

        /// The recording's name, then one line per unconsumed value and per
        /// live presentation.
        public var description: String {
            ([name] + unconsumed.map { "  not consumed: \($0)" } + live.map { "  live: \($0)" })
                .joined(separator: "\n")
        }

        /// The same finding without its live presentations.
        func ignoringLive() -> Finding {
            Finding(name: name, unconsumed: unconsumed, live: [])
        }
    }

    /// Every recording not accounted for, in the order checked.
    public let findings: RecordedValues<Finding>
    /// How many recordings were checked (those opted out included).
    public let checkedCount: Int

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - findings: The recordings not accounted for.
    ///   - checkedCount: How many recordings were checked.
    public init(findings: RecordedValues<Finding>, checkedCount: Int) {
        self.findings = findings
        self.checkedCount = checkedCount
    }

    /// Whether every recording checked is accounted for.
    public var isEmpty: Bool { findings.isEmpty }

    /// A summary line, then each finding.
    public var description: String {
        let summary =
            "exhaustivity: \(findings.count) of \(checkedCount) recordings hold values not consumed or presentations still live"
        return ([summary] + findings.map(\.description)).joined(separator: "\n")
    }
}
