/// What a ``StoreTester`` found when the store did not do what the test said:
/// a state that differs from the expected one, an event or output that was
/// not the one expected, something left unasserted, or effects still running
/// at the end.
///
/// `FractalTesting` imports no test framework: the tester throws this error,
/// and the test, written with `try` in Swift Testing or XCTest, fails with
/// its ``description``: where the failed call was written, then the
/// ``message``. A state mismatch shows a line diff of the two states, `-` for
/// the expected lines and `+` for the actual ones:
///
/// ```text
/// StoreTesterTests.swift:42: send(queryChanged("ada")): the state is not as expected (- expected, + actual):
///   FractalTestingTests.SearchScreen.State
/// -   query: "ad"
/// +   query: "ada"
///     results: 0 elements
///     isSearching: false
/// ```
///
/// Test the ``kind`` or the ``message`` of a failure you expect:
///
/// ```swift
/// let failure = try #require(throws: StoreTestFailure.self) {
///     try tester.send(.queryChanged("ada")) { $0.query = "ad" }
/// }
/// #expect(failure.kind == .stateMismatch)
/// ```
public struct StoreTestFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The state after an event differs from the expected state.
        case stateMismatch
        /// The next event received is not the one expected.
        case unexpectedEvent
        /// No event (or no matching event) was received.
        case eventNotReceived
        /// The next output is not the one expected.
        case unexpectedOutput
        /// No output (or no matching output) was emitted.
        case outputNotEmitted
        /// An event was sent while received events or outputs were not
        /// asserted yet (exhaustive mode).
        case unassertedBeforeSend
        /// ``StoreTester/finish(fileID:line:)-7reuv`` found received events or outputs
        /// not asserted, or effects still running (exhaustive mode).
        case unfinished
        /// Waiting ran out of time: an effect's task did not send the event
        /// awaited, or did not end, within ``StoreTester/timeout``.
        case timedOut
        /// The tester's store was disposed (``StoreTester/finish(fileID:line:)-7reuv``
        /// was called), so the event was not reduced.
        case storeDisposed
        /// The store reported a `StoreIssue`: an event for a child that was
        /// not there (dropped), or a dismissal nothing could apply. Any
        /// issue fails, whatever the exhaustivity.
        case storeIssue
        /// ``StoreTester/receiveDismissal(fileID:line:)`` found no dismissal:
        /// the feature under test did not return `Effect.dismiss`.
        case notDismissed
    }

    /// What went wrong.
    public let kind: Kind
    /// The readable explanation, without the source location: a first line
    /// naming the call, then details (a state diff, the unasserted events).
    public let message: String
    /// The file of the failed call, as `#fileID` spells it.
    public let fileID: String
    /// The line of the failed call.
    public let line: Int

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: The explanation.
    ///   - fileID: The file of the failed call.
    ///   - line: The line of the failed call.
    public init(kind: Kind, message: String, fileID: String, line: Int) {
        self.kind = kind
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// The file name and line of the failed call, then the ``message``.
    public var description: String {
        describeFailure(fileID: fileID, line: line, message: message)
    }
}
