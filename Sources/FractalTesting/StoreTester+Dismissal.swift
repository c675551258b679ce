import Fractal

extension StoreTester {
    /// Asserts that the feature under test dismissed itself: its reducer
    /// returned `Effect.dismiss`.
    ///
    /// A feature tested on its own has no parent to dismiss it, so the
    /// tester does what a parent's composition would: it records the
    /// dismissal, for the test to assert, and cancels every effect the
    /// feature was running.
    ///
    /// ```swift
    /// try tester.send(.cancelTapped)
    /// try tester.receiveDismissal()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file of the call, for the failure's message.
    ///   - line: The line of the call, for the failure's message.
    /// - Throws: ``StoreTestFailure`` of kind ``StoreTestFailure/Kind-swift.enum/notDismissed``
    ///   when no dismissal is left to assert.
    public func receiveDismissal(fileID: String = #fileID, line: Int = #line) throws {
        try log.call {
            let wasDismissed = log.record.withLock { record -> Bool in
                guard record.dismissals > 0 else { return false }
                record.dismissals -= 1
                return true
            }
            guard wasDismissed else {
                throw StoreTestFailure(
                    kind: .notDismissed,
                    message: "receiveDismissal(): the feature did not dismiss itself (no Effect.dismiss to assert)",
                    fileID: fileID,
                    line: line
                )
            }
        }
    }
}
