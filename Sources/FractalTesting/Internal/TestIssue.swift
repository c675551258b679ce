import Foundation

#if canImport(Testing)
import Testing
#endif

/// Where a test made something that reports on it later: the call site of
/// an initialiser, as its `#fileID`, `#filePath`, `#line` and `#column`
/// defaults spell it.
struct SourceOrigin: Sendable, CustomStringConvertible {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    /// The file's name and the line: `DetailTests.swift:12`.
    var description: String { "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
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
    Issue.record(Comment(rawValue: message), sourceLocation: origin.sourceLocation)
    #else
    writeToStandardError(message, at: origin)
    #endif
}

/// Records `message`, the report of a tester released at the end of a test,
/// as ``recordTestIssue(_:at:)`` does; when `origin` is in another file than
/// the running test (a tester made by a fixture's helper), at the test
/// instead, so that helpers need not forward their caller's location (the
/// message names `origin`).
func recordReleaseIssue(_ message: String, at origin: SourceOrigin) {
    #if canImport(Testing)
    if let test = Test.current, test.sourceLocation.fileID != origin.fileID {
        Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
        return
    }
    #endif
    recordTestIssue(message, at: origin)
}

#if canImport(Testing)
extension SourceOrigin {
    /// The origin as Swift Testing spells a place in a file.
    fileprivate var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
#endif

/// Writes `message`, after its location, to standard error.
private func writeToStandardError(_ message: String, at origin: SourceOrigin) {
    let text = describeFailure(fileID: origin.fileID, line: origin.line, message: message) + "\n"
    FileHandle.standardError.write(Data(text.utf8))
}
