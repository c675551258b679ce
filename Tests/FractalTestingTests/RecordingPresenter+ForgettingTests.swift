import Fractal
import Testing

@testable import FractalTesting

/// A recording presenter keeps a small record per presentation, and the
/// description of a forgotten value beside the records, by index: thousands
/// of presentations (several segments of its log) must still be reported
/// exactly as before their values were forgotten.
@Suite("A recording presenter describes thousands of forgotten values as before")
struct RecordingPresenterForgettingTests {
    private static let count = 3_000
    /// Consumed by a read before forgetting: the values before this index.
    private static let consumed = 1_500

    private static func isDisposed(_ index: Int) -> Bool {
        index % 3 == 0 || index == 1_024 || index == 2_047
    }

    private static var expectedLive: [String] {
        (0..<count).filter { !isDisposed($0) }.map { "row \($0)" }
    }

    private static var expectedUnconsumed: [String] {
        (consumed..<count).map { "row \($0)" }
    }

    /// Presents `count` values, disposes some, and consumes the first ones.
    private static func present(
        into rows: RecordingPresenter<String>
    ) -> [(any Disposable)?] {
        let presentations = (0..<count).map { rows.presenter <~ "row \($0)" }
        for index in presentations.indices where isDisposed(index) { presentations[index]?.dispose() }
        #expect(rows.take(consumed).count == consumed)
        return presentations
    }

    /// What the session's exhaustivity check finds in its one presenter.
    private func finding(of session: RecordingSession) -> ExhaustivityReport.Finding {
        session.exhaustivityReport().findings.first ?? ExhaustivityReport.Finding(name: "rows", unconsumed: [], live: [])
    }

    @Test func aRecordOfAStringTakes24Bytes() {
        // The value (16 bytes), its state and whether it was consumed.
        #expect(MemoryLayout<PresentationLog<String>.Record>.stride == 24)
    }

    @Test func forgettingKeepsTheLiveAndUnconsumedDescriptions() {
        let session = RecordingSession()
        let rows = session.presenter("rows", of: String.self)
        let presentations = Self.present(into: rows)
        let before = (finding(of: session), session.dump())
        #expect(before.0.live == RecordedValues(Self.expectedLive))
        #expect(before.0.unconsumed == RecordedValues(Self.expectedUnconsumed))

        rows.forgetValues()
        #expect(rows.values.isEmpty && rows.unconsumed.isEmpty)
        #expect(rows.liveCount == Self.expectedLive.count)
        let after = finding(of: session)
        #expect(after.live == before.0.live)
        #expect(after.unconsumed == before.0.unconsumed)
        #expect(session.dump() == before.1)
        // Forgetting again changes nothing.
        rows.forgetValues()
        #expect(finding(of: session).live == before.0.live)
        #expect(finding(of: session).unconsumed == before.0.unconsumed)
        presentations.forEach { $0?.dispose() }
    }

    @Test func aLeakCheckForgetsTheValuesAndStillReportsThemAll() {
        let session = RecordingSession()
        let rows = session.presenter("rows", of: String.self)
        let presentations = Self.present(into: rows)
        let report = session.disposeAndFindLeaks(nil)
        #expect(rows.values.isEmpty)
        #expect(report.livePresentations == RecordedValues(Self.expectedLive.map { "rows: \($0)" }))
        let error = session.exhaustivityReport(ignoringLivePresentations: true)
        #expect(error.findings.count == 1)
        #expect(error.findings.first?.unconsumed == RecordedValues(Self.expectedUnconsumed))
        presentations.forEach { $0?.dispose() }
    }
}
