import Fractal
import Testing

/// The failures a check recorded in the running Swift Testing test, taken as
/// known issues by ``failures(of:sourceLocation:)``.
struct RecordedFailures: Sendable {
    /// Each failure's message, in the order recorded.
    var messages: [String] = []
    /// The line each failure was recorded at.
    var lines: [Int] = []

    /// The messages, one after the other.
    var message: String { messages.joined(separator: "\n") }
}

/// Runs `body`, whose checks must fail the running test, and returns the
/// failures they recorded. They are known issues, so they do not fail the
/// test; a `body` that records none fails it (as `withKnownIssue` does).
@discardableResult
func failures(of body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> RecordedFailures {
    let recorded = Locked<RecordedFailures>.make(RecordedFailures())
    withKnownIssue(sourceLocation: sourceLocation, body, matching: { issue in recorded.withLock { $0.append(issue) } })
    return recorded.withLock { $0 }
}

/// Runs `body`, whose checks must fail the running test, and returns the
/// failures they recorded, as the synchronous ``failures(of:sourceLocation:)`` does.
@discardableResult
func failures(
    isolation: isolated (any Actor)? = #isolation,
    of body: () async -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> RecordedFailures {
    let recorded = Locked<RecordedFailures>.make(RecordedFailures())
    await withKnownIssue(isolation: isolation, sourceLocation: sourceLocation, body, matching: { issue in recorded.withLock { $0.append(issue) } })
    return recorded.withLock { $0 }
}

extension RecordedFailures {
    fileprivate mutating func append(_ issue: Issue) -> Bool {
        messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        lines.append(issue.sourceLocation?.line ?? 0)
        return true
    }
}
