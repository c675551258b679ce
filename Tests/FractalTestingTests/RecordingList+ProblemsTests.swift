import Fractal
import FractalTesting
import Testing

/// A row of a list whose keys the test chooses.
private struct Entry: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

@Suite("A recording list reports the updates a view could not apply")
struct RecordingListProblemsTests {
    private func list() -> RecordingList<Entry, Int, Int> {
        RecordingList("rows", makeCell: { $0 }, presentRow: { _, _ in nil })
    }

    @Test func anUpdateWhoseKeysRepeatIsShownWithoutCellsAndTheListFollowsTheNextOne() {
        let list = list()
        let repeating = [Entry(id: 1, title: "a"), Entry(id: 1, title: "b")]
        _ = list.presenter.present(ListUpdate(rows: repeating, difference: ListDifference(insertions: [0, 1]), kind: .initial))
        #expect(list.rows == repeating)
        #expect(list.keys == [1, 1])
        #expect(list.problems.count == 1)
        #expect(list.problems.first?.contains("rows 0 and 1 have the same key 1") == true)

        let fixed = [Entry(id: 1, title: "a"), Entry(id: 2, title: "b")]
        _ = list.presenter.present(ListUpdate(rows: fixed, difference: ListDifference(updates: [.init(old: 1, new: 1)]), kind: .change))
        #expect(list.rows == fixed)  // the difference cannot follow cells that were never made: reloaded by key
        #expect(list.keys == [1, 2])
        #expect(list.problems.count == 2)
    }

    @Test func aProblemFailsTheSessionsExhaustivityCheck() throws {
        let session = RecordingSession()
        let list: RecordingList<Entry, Int, Int> = session.list("inbox.rows", of: Entry.self, cell: { _ in 0 }, present: { _, _ in nil })
        let rows = [Entry(id: 1, title: "a")]
        let presentation = list.presenter.present(ListUpdate(rows: rows, difference: ListDifference(insertions: [0, 1]), kind: .initial))
        let error = session.exhaustivityReport(ignoringLivePresentations: true)
        #expect("\(error)".contains("problem: inbox.rows: update 1:"))
        #expect(session.dump().contains("inbox.rows: 1 row"))
        let repeating = [Entry(id: 1, title: "a"), Entry(id: 1, title: "b")]
        _ = list.presenter.present(ListUpdate(rows: repeating, difference: ListDifference(insertions: [1]), kind: .change))
        #expect(session.dump().contains("inbox.rows: 2 rows, with no cells (their keys repeat)"))
        presentation?.dispose()
    }
}
