extension RecordingSession {
    /// Fails the running test, at the call, if any presenter of the session
    /// holds a value that no consuming read returned, or (unless told
    /// otherwise) a presentation still live.
    ///
    /// This is the final check of an exhaustive test. A test opts in by
    /// calling it; reading with ``RecordingPresenter/next()``,
    /// ``RecordingPresenter/take(_:)`` or ``RecordingPresenter/takeAll()``
    /// accounts for values, and disposing the root presentation accounts for
    /// live presentations. Opting out is as easy: a test that never calls it
    /// is not exhaustive, `presenter.isExhaustive = false` leaves one
    /// presenter out, and `presenter.takeAll()` skips what it presented so far.
    /// Non-exhaustive is the default because most tests are about one
    /// behaviour of a screen, not about everything it shows.
    ///
    /// ```swift
    /// #expect(app.title.next() == "Log in")
    /// // … every other value read with next() …
    /// session.disposeAndCheckLeaks(presentation)
    /// session.checkExhausted()
    /// ```
    ///
    /// With a ``TestScheduler``, run it (or use ``disposeAndCheckLeaks(_:fileID:filePath:line:column:)``,
    /// which does) before checking, so that teardowns have happened. Values
    /// forgotten by a leak check are still reported if unconsumed.
    ///
    /// The failure lists, presenter by presenter, every unconsumed value and,
    /// unless ignored, every live presentation.
    ///
    /// - Parameters:
    ///   - ignoringLivePresentations: Whether live presentations are allowed
    ///     (to check only the values, in the middle of a test).
    ///   - fileID: Where the check is, for its failure.
    ///   - filePath: Where the check is.
    ///   - line: Where the check is.
    ///   - column: Where the check is.
    public func checkExhausted(
        ignoringLivePresentations: Bool = false,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        let report = exhaustivityReport(ignoringLivePresentations: ignoringLivePresentations)
        guard !report.isEmpty else { return }
        recordTestIssue(report.description, at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// What ``checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``
    /// finds: every recording not accounted for.
    func exhaustivityReport(ignoringLivePresentations: Bool = false) -> ExhaustivityReport {
        let recordings = recordings
        return ExhaustivityReport(
            recordings.lazy.filter { $0.isExhaustive() }.map { $0.finding() },
            checkedCount: recordings.count, ignoringLivePresentations: ignoringLivePresentations)
    }
}
