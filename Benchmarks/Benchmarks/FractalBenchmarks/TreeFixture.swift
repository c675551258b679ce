import Fractal
import FractalTesting

// The tree of benchmark #6, shared with the callgrind harness
// (Benchmarks/Callgrind/Sources/CallgrindHarness/TreeFixture.swift is a
// link to this file), so that both measure the same code: a list view model
// with 10,000 row view models, and the recording views they are presented
// into.

let rowCount = 10_000

protocol RowPresenters: Sendable {
    var titlePresenter: Presenter<String> { get }
}

final class RowViewModel: Presentable, Identifiable, Sendable {
    let id: Int
    let title: MutableProperty<String>
    init(index: Int) {
        id = index
        title = MutableProperty("Row \(index)")
    }
    var present: (any RowPresenters) -> (any Disposable)? {
        { presenters in presenters.titlePresenter <~ self.title }
    }
}

protocol ListPresenters: Sendable {
    var rowsPresenter: Presenter<[RowViewModel]> { get }
}

final class ListViewModel: Presentable, Sendable {
    let rows: [RowViewModel]
    init() { rows = (0..<rowCount).map(RowViewModel.init) }
    var present: (any ListPresenters) -> (any Disposable)? {
        { presenters in presenters.rowsPresenter <~ self.rows }
    }
}

/// The row view: one for every row, as a cell's presenters would be.
struct RecordingRow: RowPresenters {
    let title = RecordingPresenter<String>("row.title")
    var titlePresenter: Presenter<String> { title.presenter }
}

struct RecordingListView: ListPresenters {
    let row = RecordingRow()
    let rows: RecordingPresenter<[RowViewModel]>
    init() {
        let row = row
        rows = RecordingPresenter("rows") { rows in CompositeDisposable(rows.map { $0 <- row }) }
    }
    var rowsPresenter: Presenter<[RowViewModel]> { rows.presenter }
}
