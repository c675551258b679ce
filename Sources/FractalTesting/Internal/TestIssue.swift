import Foundation

#if canImport(Testing)
import Testing
#endif

/// Where a test made something that reports on it later: the call site of
/// an initialiser, as its `#fileID`, `#filePath`, `#line` and `#column`
/// defaults spell it.
struct SourceOrigin: Sendable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int
}

/// Records `message` as an issue of the running Swift Testing test, at
/// `origin`. Outside a Swift Testing test (XCTest, or a release on a task
/// that is not the test's), it is also written to standard error with its
/// location, where Swift Testing would otherwise record it for no test.
///
/// For failures found when nothing can throw (a tester released at the end
/// of a test).
func recordTestIssue(_ message: String, at origin: SourceOrigin) {
    #if canImport(Testing)
    if Test.current == nil { writeToStandardError(message, at: origin) }
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column))
    #else
    writeToStandardError(message, at: origin)
    #endif
}

/// Writes `message`, after its location, to standard error.
private func writeToStandardError(_ message: String, at origin: SourceOrigin) {
    let text = describeFailure(fileID: origin.fileID, line: origin.line, message: message) + "\n"
    FileHandle.standardError.write(Data(text.utf8))
}
