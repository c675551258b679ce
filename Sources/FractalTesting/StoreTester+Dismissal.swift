import Fractal

extension StoreTester {
    /// Asserts that the feature under test dismissed itself: its reducer
    /// returned `Effect.dismiss`.
    ///
    /// A feature tested on its own has no parent to dismiss it, so the
    /// tester does what a parent's composition would: it records the
    /// dismissal, for the test to assert, and cancels every effect the
    /// feature was running. The test fails, at this call, when no dismissal
    /// is left to assert.
    ///
    /// ```swift
    /// tester.send(.cancelTapped)
    /// tester.receiveDismissal()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    public func receiveDismissal(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        log.call(at: origin) {
            let wasDismissed = log.record.withLock { record -> Bool in
                guard record.dismissals > 0 else { return false }
                record.dismissals -= 1
                return true
            }
            guard wasDismissed else {
                throw StoreTesterFailure("receiveDismissal(): the feature did not dismiss itself (no Effect.dismiss to assert)", at: origin)
            }
        }
    }
}
