/// Why a throwing read of a recording found nothing to return: a recording
/// presenter that presents nothing now, or a child presenter with no live
/// container.
///
/// The throwing reads (``RecordingPresenter/currentValue(fileID:line:)`` and
/// ``RecordingChildPresenter/container(fileID:line:)``) throw this error. They
/// are the one exception to `FractalTesting`'s checks failing the test and
/// going on: a read returns a value the test goes on with, so, like
/// `#require`, it stops the test instead. The test, written with `try` in
/// Swift Testing or XCTest, fails with the error's ``description``: where the
/// read was written, the recording's name, and what it presented instead.
///
/// ```text
/// SampleTreeTests.swift:58: root.login[0].logIn presents nothing now: it was never presented
/// ```
public struct RecordingFailure: Error, Sendable, CustomStringConvertible {
    /// The name of the recording read, as dumps show it (`root.login[0].logIn`).
    public let recording: String
    /// The readable explanation, without the source location.
    public let message: String
    /// The file of the failed read, as `#fileID` spells it.
    public let fileID: String
    /// The line of the failed read.
    public let line: Int

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - recording: The name of the recording read.
    ///   - message: The explanation, naming the recording.
    ///   - fileID: The file of the failed read.
    ///   - line: The line of the failed read.
    public init(recording: String, message: String, fileID: String, line: Int) {
        self.recording = recording
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// The file name and line of the failed read, then the ``message``.
    public var description: String {
        describeFailure(fileID: fileID, line: line, message: message)
    }
}
