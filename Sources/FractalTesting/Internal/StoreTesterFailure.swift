/// A check of a ``StoreTester`` that did not hold: the explanation, and the
/// call the failure is recorded at. The tester's steps throw it inside, and
/// its public calls record it as a failure of the running test.
struct StoreTesterFailure: Error {
    /// The explanation: a first line naming the call, then details (a state
    /// diff, the unasserted events).
    let message: String
    /// Where the failed call was written.
    let origin: SourceOrigin

    init(_ message: String, at origin: SourceOrigin) {
        (self.message, self.origin) = (message, origin)
    }
}
