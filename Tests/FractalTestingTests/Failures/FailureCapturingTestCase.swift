import XCTest

/// An XCTest case that can take the failures a check records, to assert
/// that the check failed: swift-corelibs-xctest has no `XCTExpectFailure`.
///
/// Inside ``failures(of:)``, every failure the running test records is kept
/// instead of failing the test; outside, failures fail it as usual.
class FailureCapturingTestCase: XCTestCase {
    /// One failure the test recorded.
    struct CapturedFailure {
        let description: String
        let filePath: String
        let line: Int
    }

    /// The failures taken so far, while ``failures(of:)`` runs.
    private var captured: [CapturedFailure]?

    /// Runs `body` and returns the failures it recorded, which do not fail the test.
    func failures(of body: () -> Void) -> [CapturedFailure] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    /// Runs `body` and returns the failures it recorded, as the synchronous
    /// ``failures(of:)`` does.
    func failures(isolation: isolated (any Actor)? = #isolation, of body: () async -> Void) async -> [CapturedFailure] {
        captured = []
        await body()
        defer { captured = nil }
        return captured ?? []
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured?.append(
            CapturedFailure(description: issue.compactDescription, filePath: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append(CapturedFailure(description: description, filePath: filePath, line: lineNumber))
    }
    #endif
}
