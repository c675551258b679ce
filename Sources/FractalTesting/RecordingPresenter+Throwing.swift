extension RecordingPresenter {
    /// The most recently presented value whose presentation is live, or a
    /// failure that names this presenter and says why there is none.
    ///
    /// ``current`` is optional, so a test that needs the value (to call a
    /// presented closure, to apply a presented action) would begin with
    /// `try #require(…)`. This read throws instead, with a message that names
    /// the presenter and tells what it presented: nothing yet, presentations
    /// waiting for the scheduler, or presentations since disposed.
    ///
    /// ```swift
    /// let logIn = try login.$logInPresenter.currentValue()
    /// try login.$usernameInputPresenter.currentValue()("ada")
    /// ```
    ///
    /// Like ``current``, it is not a consuming read (see ``next()``).
    ///
    /// - Parameters:
    ///   - fileID: The file of the read, for the failure (the caller's by default).
    ///   - line: The line of the read, for the failure (the caller's by default).
    /// - Returns: The newest live value.
    /// - Throws: ``RecordingFailure`` when no presentation is live.
    public func currentValue(fileID: String = #fileID, line: Int = #line) throws(RecordingFailure) -> Value {
        let (value, reason) = log.withLock { log -> (Value?, String) in
            let records = log.records
            if let live = records.last(where: { $0.state == .bound }) {
                return (live.value, "its live value was forgotten by a leak check")
            }
            let scheduled = records.count { $0.state == .scheduled }
            if scheduled > 0 { return (nil, "\(Self.count(scheduled)) wait\(scheduled == 1 ? "s" : "") for the scheduler (advance it)") }
            if log.disposedCount > 0 { return (nil, "\(Self.count(log.disposedCount)) \(log.disposedCount == 1 ? "was" : "were") disposed") }
            let cancelled = records.count { $0.state == .cancelled }
            if cancelled > 0 { return (nil, "\(Self.count(cancelled)) \(cancelled == 1 ? "was" : "were") cancelled before binding") }
            return (nil, "it was never presented")
        }
        guard let value else {
            throw RecordingFailure(recording: name, message: "\(name) presents nothing now: \(reason)", fileID: fileID, line: line)
        }
        return value
    }

    private static func count(_ count: Int) -> String {
        count == 1 ? "its presentation" : "its \(count) presentations"
    }
}
