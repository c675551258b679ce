import Foundation

#if canImport(Testing)
import Testing
#endif

/// Where a test made a check, or made something that reports on it later:
/// the call site, as its `#fileID`, `#filePath`, `#line` and `#column`
/// defaults spell it.
struct SourceOrigin: Sendable, CustomStringConvertible {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    /// The file's name and the line: `DetailTests.swift:12`.
    var description: String { "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
}

/// Fails the running test with `message`, at `origin`: the one way every
/// check of `FractalTesting` fails, whichever library runs the test.
///
/// - In a Swift Testing test (this task's `Test.current`), it records an
///   issue of that test.
/// - Otherwise, in a process that runs XCTest tests, it calls XCTest's
///   `XCTFail`, which fails the XCTest test running now (see ``XCTestFailure``).
/// - Otherwise (a Swift Testing run, on a task that is not a test's, or no
///   test at all), it writes the failure to standard error and records an
///   issue, which a Swift Testing run counts against the run.
func recordTestIssue(_ message: String, at origin: SourceOrigin) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: origin.sourceLocation)
        return
    }
    #endif
    if XCTestFailure.isRunningXCTest, XCTestFailure.fail(message, filePath: origin.filePath, line: origin.line) { return }
    writeToStandardError(message, at: origin)
    #if canImport(Testing)
    Issue.record(Comment(rawValue: message), sourceLocation: origin.sourceLocation)
    #endif
}

/// Records `message`, the report of a tester released at the end of a test,
/// as ``recordTestIssue(_:at:)`` does; in a Swift Testing test, when `origin`
/// is in another file than the test (a tester made by a fixture's helper),
/// at the test instead, so that helpers need not forward their caller's
/// location (the message names `origin`).
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
