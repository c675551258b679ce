import Dispatch
import Fractal
import FractalTesting
import Testing

/// A cell for row tests: records what a row presents into it.
final class RecordingCell: Sendable {
    let text = RecordingPresenter<String>("text")
}

/// A row view model with a key: presents its text into a cell.
final class RowModel: Identifiable, Sendable {
    let id: Int
    let text: String
    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
    func present(into cell: RecordingCell) -> (any Disposable)? { cell.text.presenter <~ text }
}

/// A recording list of `Entry` values with one recording cell per row.
func entryList(scheduler: (any Scheduler)? = nil) -> RecordingList<Entry, Int, RecordingCell> {
    RecordingSession(scheduler: scheduler).list(
        "list", cell: { _ in RecordingCell() },
        present: { entry, cell in
            cell.text.presenter <~ entry.text
        })
}

@Suite("A list presentation shows each snapshot as a difference from the last")
struct ListPresenterTests {
    @Test func initialChangeAndFinalUpdates() {
        let rows = MutableProperty([Entry(1, "a"), Entry(2, "b")])
        let list = entryList()
        let presentation = list.presenter <~ rows
        #expect(list.updateKinds == [.initial])
        #expect(list.differences == [.inserting(2)])

        rows.value = [Entry(2, "b"), Entry(3, "c")]
        #expect(list.updateKinds == [.initial, .change])
        #expect(list.differences.last == ListDifference(removals: [0], insertions: [1]))
        #expect(list.rows == [Entry(2, "b"), Entry(3, "c")])

        presentation?.dispose()
        #expect(list.updateKinds == [.initial, .change, .final])
        #expect(list.differences.last == .removing(2))
        #expect(list.rows.isEmpty)
        #expect(list.problems.isEmpty)

        rows.value = [Entry(9)]
        #expect(list.updateKinds.count == 3)  // nothing after the final update
    }

    @Test func anUnchangedSnapshotPresentsNothing() {
        let rows = MutableProperty([Entry(1), Entry(2)])
        let list = entryList()
        let presentation = list.presenter <~ rows
        rows.value = [Entry(1), Entry(2)]
        #expect(list.updateKinds == [.initial])
        presentation?.dispose()
    }

    @Test func cellsArePresentedOnlyWhenShownAndTakenBackWhenTheirRowLeaves() {
        let rows = MutableProperty((0..<5).map { Entry($0, "row \($0)") })
        let list = entryList()
        let presentation = list.presenter <~ rows
        #expect(list.cellPresentationCount == 0)  // nothing presented until a cell appears

        list.showCell(at: 1)
        list.showCell(at: 3)
        #expect(list.cell(forKey: 3)?.text.current == "row 3")
        #expect(list.cellPresentationCount == 2)

        rows.value = (0..<5).filter { $0 != 3 }.map { Entry($0, "row \($0)") }
        #expect(list.cell(forKey: 3) == nil)
        #expect(list.cellDisposalCount == 1)
        #expect(list.cell(forKey: 1)?.text.liveCount == 1)  // the kept row's cell kept its presentation

        rows.value = [Entry(1, "row one"), Entry(0, "row 0")]
        #expect(list.cell(forKey: 1)?.text.current == "row one")  // updated: presented again
        #expect(list.cellPresentationCount == 3)

        presentation?.dispose()
        #expect(list.shownCellCount == 0)
        #expect(list.cellPresentationCount == list.cellDisposalCount)
        #expect(list.problems.isEmpty)
    }

    @Test func rowViewModelsAreMatchedByIdentityOfTheObject() {
        let first = RowModel(id: 1, text: "one")
        let rows = MutableProperty([first, RowModel(id: 2, text: "two")])
        let list = RecordingList<RowModel, Int, RecordingCell>(makeCell: { _ in RecordingCell() }, presentRow: { $0.present(into: $1) })
        let presentation = list.presenter <~ rows
        rows.value = [first, RowModel(id: 2, text: "two again")]
        #expect(list.differences.last?.updates == [.init(old: 1, new: 1)])  // same key, another object
        rows.value = [first] + rows.value.suffix(1)
        #expect(list.differences.count == 2)  // the same objects: nothing to present
        presentation?.dispose()
    }

    @Test func aListPresenterKeysRowsAnyWay() {
        let files = MutableProperty(["b.txt", "a.txt"])
        let list = RecordingList<String, String, RecordingCell>(
            keyedBy: { $0 }, makeCell: { _ in RecordingCell() },
            presentRow: { $1.text.presenter <~ $0 })
        let presentation = list.presenter.list(keyedBy: { $0 }) <~ files
        files.value = ["a.txt", "b.txt"]
        #expect(list.differences.last?.moves.count == 1)
        #expect(list.problems.isEmpty)
        presentation?.dispose()
    }

    @Test func aConstantListIsPresentedOnceAndRemovedOnDisposal() {
        let list = entryList()
        let presentation = list.presenter <~ [Entry(1), Entry(2)]
        #expect(list.rows.count == 2)
        presentation?.dispose()
        #expect(list.updateKinds == [.initial, .final])
    }

    @Test func snapshotsSentByASignalAreDifferenced() {
        let snapshots = Emitter<[Entry]>()
        let list = entryList()
        let presentation = list.presenter.list() <~ snapshots.signal
        snapshots.send([Entry(1)])
        snapshots.send([Entry(1), Entry(2)])
        #expect(list.differences == [.inserting(1), ListDifference(insertions: [1])])
        presentation?.dispose()
        #expect(list.updateKinds.last == .final)
    }

    @Test func disposingFromInsideTheViewsBindPresentsTheFinalUpdateAfterTheCurrentOne() {
        let rows = MutableProperty([Entry(1)])
        let holder = SerialDisposable()
        let seen = Recorder<ListUpdate<Entry>.Kind>()
        let presenter = RecordingPresenter<ListUpdate<Entry>>("rows") { update in
            seen.record(update.kind)
            if update.rows.count == 2 { holder.dispose() }  // the view tears the list down mid-update
            return nil
        }
        holder.inner = presenter.presenter <~ rows
        rows.value = [Entry(1), Entry(2)]
        #expect(seen.values == [.initial, .change, .final])
        rows.value = [Entry(3)]
        #expect(seen.values.count == 3)
    }

    @Test func updatesWaitForTheViewsScheduler() {
        let scheduler = TestScheduler()
        let rows = MutableProperty([Entry(1)])
        let list = entryList(scheduler: scheduler)
        let presentation = list.presenter <~ rows
        rows.value = [Entry(1), Entry(2)]
        rows.value = [Entry(2)]
        #expect(list.differences.isEmpty)
        scheduler.advance()
        #expect(list.differences.count == 3)  // none skipped: each builds on the one before
        #expect(list.rows == [Entry(2)])
        presentation?.dispose()
        scheduler.run()
        #expect(list.rows.isEmpty)
        #expect(list.problems.isEmpty)
    }

    @Test func concurrentSnapshotsReachTheViewInOrderAndEndOnTheCurrentRows() {
        let rows = MutableProperty([Entry]())
        let list = entryList()
        let presentation = list.presenter <~ rows
        hammer { thread in
            for step in 0..<200 {
                rows.modify { rows in
                    rows.removeAll { $0.id % 8 == thread && step % 3 == 0 }
                    rows.insert(Entry(thread + 8 * step), at: (step * 7) % (rows.count + 1))
                }
            }
        }
        #expect(list.rows == rows.value)
        #expect(list.problems.isEmpty)
        presentation?.dispose()
        #expect(list.rows.isEmpty)
    }
}
