#if canImport(Testing)
import Testing
#else
import Foundation
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
/// `origin`; where Swift Testing is not available, writes it to standard
/// error with its location.
///
/// For failures found when nothing can throw (a tester released at the end
/// of a test).
func recordTestIssue(_ message: String, at origin: SourceOrigin) {
    #if canImport(Testing)
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column))
    #else
    let text = describeFailure(fileID: origin.fileID, line: origin.line, message: message) + "\n"
    FileHandle.standardError.write(Data(text.utf8))
    #endif
}
