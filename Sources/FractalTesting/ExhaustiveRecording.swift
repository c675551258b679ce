/// A recording that an exhaustivity check can look into: a
/// ``RecordingPresenter`` or a ``RecordingChildPresenter``.
///
/// Pass several to ``checkExhausted(_:ignoringLivePresentations:)``, or check
/// every presenter of a session with
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:)``.
public protocol ExhaustiveRecording: AnyObject, Sendable {
    /// The name the failure lists the recording under.
    var name: String { get }

    /// Whether checks look at the recording; `false` opts it out.
    var isExhaustive: Bool { get }

    /// What the recording holds that a test has not accounted for.
    ///
    /// - Returns: Its unconsumed values and live presentations, described.
    func exhaustivityFinding() -> ExhaustivityError.Finding
}

/// Throws if any of `recordings` holds a value that no consuming read
/// returned, or (unless told otherwise) a presentation still live.
///
/// Call it at the end of a test, after disposing the presentation under test
/// (and running the ``TestScheduler``, if binds run on one). It works with
/// Swift Testing and XCTest alike: call it with `try` in a throwing test, and
/// the thrown error's description lists what was left, recording by
/// recording.
///
/// ```swift
/// #expect(title.next() == "Log in")
/// presentation?.dispose()
/// try checkExhausted(title, error)
/// ```
///
/// Recordings whose ``ExhaustiveRecording/isExhaustive`` is `false` are skipped.
///
/// - Parameters:
///   - recordings: The recordings to check, in the order the failure lists them.
///   - ignoringLivePresentations: Whether live presentations are allowed (to
///     check only the values, in the middle of a test).
/// - Throws: ``ExhaustivityError``, listing every recording with an
///   unconsumed value or, unless ignored, a live presentation.
public func checkExhausted(
    _ recordings: any ExhaustiveRecording...,
    ignoringLivePresentations: Bool = false
) throws(ExhaustivityError) {
    try checkExhausted(
        recordings.lazy.filter(\.isExhaustive).map { $0.exhaustivityFinding() },
        checkedCount: recordings.count, ignoringLivePresentations: ignoringLivePresentations)
}

/// The check behind ``checkExhausted(_:ignoringLivePresentations:)`` and
/// ``RecordingSession/checkExhausted(ignoringLivePresentations:)``: throws
/// if any of `findings` (those of the recordings not opted out) is not empty.
func checkExhausted(
    _ findings: some Sequence<ExhaustivityError.Finding>,
    checkedCount: Int,
    ignoringLivePresentations: Bool
) throws(ExhaustivityError) {
    let failing = findings.map { ignoringLivePresentations ? $0.ignoringLive() : $0 }.filter { !$0.isEmpty }
    guard failing.isEmpty else {
        throw ExhaustivityError(findings: RecordedValues(failing), checkedCount: checkedCount)
    }
}
