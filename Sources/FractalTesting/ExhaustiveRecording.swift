/// A recording that an exhaustivity check can look into: a
/// ``RecordingPresenter`` or a ``RecordingChildPresenter``.
///
/// Pass several to ``checkExhausted(_:ignoringLivePresentations:fileID:filePath:line:column:)``,
/// or check every presenter of a session with
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``.
public protocol ExhaustiveRecording: AnyObject, Sendable {
    /// The name the failure lists the recording under.
    var name: String { get }

    /// Whether checks look at the recording; `false` opts it out.
    var isExhaustive: Bool { get }

    /// What the recording holds that a test has not accounted for.
    ///
    /// - Returns: Its unconsumed values and live presentations, described.
    func exhaustivityFinding() -> ExhaustivityReport.Finding
}

/// Fails the running test, at the call, if any of `recordings` holds a value
/// that no consuming read returned, or (unless told otherwise) a
/// presentation still live.
///
/// Call it at the end of a test, after disposing the presentation under test
/// (and running the ``TestScheduler``, if binds run on one). The failure
/// lists what was left, recording by recording (an ``ExhaustivityReport``),
/// in Swift Testing or XCTest alike.
///
/// ```swift
/// #expect(title.next() == "Log in")
/// presentation?.dispose()
/// checkExhausted(title, error)
/// ```
///
/// Recordings whose ``ExhaustiveRecording/isExhaustive`` is `false` are skipped.
///
/// - Parameters:
///   - recordings: The recordings to check, in the order the failure lists them.
///   - ignoringLivePresentations: Whether live presentations are allowed (to
///     check only the values, in the middle of a test).
///   - fileID: Where the check is, for its failure.
///   - filePath: Where the check is.
///   - line: Where the check is.
///   - column: Where the check is.
public func checkExhausted(
    _ recordings: any ExhaustiveRecording...,
    ignoringLivePresentations: Bool = false,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let report = exhaustivityReport(
        recordings.lazy.filter(\.isExhaustive).map { $0.exhaustivityFinding() },
        checkedCount: recordings.count, ignoringLivePresentations: ignoringLivePresentations)
    guard !report.isEmpty else { return }
    recordTestIssue(report.description, at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The check behind ``checkExhausted(_:ignoringLivePresentations:fileID:filePath:line:column:)``
/// and ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``:
/// the findings (those of the recordings not opted out) that are not empty.
func exhaustivityReport(
    _ findings: some Sequence<ExhaustivityReport.Finding>,
    checkedCount: Int,
    ignoringLivePresentations: Bool
) -> ExhaustivityReport {
    let failing = findings.map { ignoringLivePresentations ? $0.ignoringLive() : $0 }.filter { !$0.isEmpty }
    return ExhaustivityReport(findings: RecordedValues(failing), checkedCount: checkedCount)
}
