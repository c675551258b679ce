import Fractal
import FractalTesting
import Testing

/// A list of the doc examples' rows made in `session`, its cells named after their keys.
func rowsList(in session: RecordingSession) -> RecordingList<ItemRowViewModel, String, RecordingRow> {
    session.list(
        "main.rows", of: ItemRowViewModel.self,
        cell: { name in RecordingRow(session, name) },  // name: "main.rows[2]", after the row's key
        present: { row, cell in row <- cell })
}

@Suite("A list made in a session is covered by its dumps, leak reports and exhaustivity checks")
struct RecordingListSessionTests {
    @Test func theSessionsListAppliesUpdatesOnTheSessionsScheduler() {
        let scheduler = TestScheduler()
        let session = RecordingSession(scheduler: scheduler)
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        #expect(rows.rows.isEmpty)  // the update waits for the scheduler
        scheduler.advance()
        #expect(rows.keys == ["1", "2"])
        presentation?.dispose()
        scheduler.run()
        #expect(rows.keys.isEmpty && rows.updateKinds == [.initial, .final])
    }

    @Test func theDumpShowsTheRowsByKeyAndTheCellsShown() {
        let session = RecordingSession()
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        rows.showCell(at: 1)
        #expect(
            session.dump() == """
                main.rows: 2 rows: "1", "2"
                main.rows: cell "2" shown
                main.rows[2].title: Notes
                main.rows[2].select: (Function)
                """)
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
    }

    @Test func aListNeverTornDownIsInTheLeakReport() {
        let session = RecordingSession()
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        rows.showCell(at: 0)
        let report = session.disposeAndCheckLeaks(nil)  // the list's presentation is kept
        #expect(!report.isClean)
        #expect(report.livePresentations.contains("main.rows: 2 rows: \"1\", \"2\""))
        #expect(report.livePresentations.contains("main.rows: cell \"1\" shown"))
        presentation?.dispose()
        #expect(session.disposeAndCheckLeaks(nil).isClean)
    }

    @Test func aRowShownAndNotAssertedFailsTheCheckNamingTheListAndTheRow() throws {
        let session = RecordingSession()
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        session.checkExhausted(ignoringLivePresentations: true)  // no cell shown: nothing to assert
        rows.showCell(at: 1)
        #expect(rows.cell(forKey: "2")?.select.next() != nil)
        presentation?.dispose()
        let error = session.exhaustivityReport()
        #expect(
            error.description == """
                exhaustivity: 1 of 3 recordings hold values not consumed or presentations still live
                main.rows[2].title
                  not consumed: Notes
                """)
    }

    @Test func aRowAssertedThroughItsCellPassesTheCheck() throws {
        let session = RecordingSession()
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        rows.showCell(at: 1)
        #expect(rows.cell(forKey: "2")?.title.next() == "Notes")
        #expect(rows.cell(forKey: "2")?.select.next() != nil)
        session.checkExhausted(ignoringLivePresentations: true)
        presentation?.dispose()
        session.checkExhausted()
    }

    @Test func aListStillShowingRowsFailsTheCheckUntilItIsTornDown() throws {
        let session = RecordingSession()
        let viewModel = ItemListViewModel()
        let rows = rowsList(in: session)
        let presentation = rows.presenter <~ viewModel.rows
        let error = session.exhaustivityReport()
        #expect(error.findings.map(\.description) == ["main.rows\n  live: 2 rows: \"1\", \"2\""])
        #expect(rows.exhaustivityFinding().live == ["2 rows: \"1\", \"2\""])
        rows.isExhaustive = false
        session.checkExhausted()
        checkExhausted(rows)
        presentation?.dispose()
    }

    @Test func aDifferenceThatDoesNotFollowIsAProblemAndTheListFollowsTheRowsByKey() {
        let list = RecordingList<String, String, RecordingRow>(
            "letters", keyedBy: { $0 }, makeCell: { _ in RecordingRow() }, presentRow: { _, _ in nil })
        let presentation = list.presenter.present(ListUpdate(rows: ["a", "b"], difference: .inserting(2), kind: .initial))
        list.showAllCells()
        _ = list.presenter.present(ListUpdate(rows: ["b", "c"], difference: .inserting(1), kind: .change))
        #expect(list.problems == ["letters: update 2: the difference +[0] does not turn the 2 rows shown into the update's 2 rows"])
        #expect(list.keys == ["b", "c"])
        #expect(list.shownCellCount == 1 && list.cellDisposalCount == 1)  // a's cell taken back, b's kept
        presentation?.dispose()
    }
}
