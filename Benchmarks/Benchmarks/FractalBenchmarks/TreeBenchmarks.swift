import Benchmark
import Fractal
import FractalTesting
import OpenCombine

// MARK: 6. build, present through recording presenters, and dispose a tree of
// 10,000 row view models under one parent; once as an array presented as a
// whole, once as a keyed list

// The same tree as a keyed list: the rows are a property of identifiable
// rows, presented as list updates; the list view shows every row in a cell.

protocol KeyedListPresenters: Sendable {
    var rowsPresenter: Presenter<ListUpdate<RowViewModel>> { get }
}

final class KeyedListViewModel: Presentable, Sendable {
    let rows: Property<[RowViewModel]>
    init() { rows = Property(value: (0..<rowCount).map(RowViewModel.init)) }
    var present: (any KeyedListPresenters) -> (any Disposable)? {
        { presenters in presenters.rowsPresenter <~ self.rows }
    }
}

struct RecordingKeyedListView: KeyedListPresenters {
    let row = RecordingRow()
    let list: RecordingList<RowViewModel, Int, RecordingRow>
    init() {
        let row = row
        list = RecordingList(makeCell: { _ in row }, presentRow: { $0 <- $1 })
    }
    var rowsPresenter: Presenter<ListUpdate<RowViewModel>> { list.presenter }
}

final class CombineRowViewModel {
    let title: CurrentValueSubject<String, Never>
    init(index: Int) { title = CurrentValueSubject("Row \(index)") }
}

func treeBenchmarks() {
    Benchmark("tree of 10,000 rows · Fractal", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let list = ListViewModel()
            let view = RecordingListView()
            let presentation = list <- view
            blackHole(view.row.title.liveCount)
            presentation?.dispose()
        }
    }
    Benchmark("tree of 10,000 rows · Fractal keyed list", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let list = KeyedListViewModel()
            let view = RecordingKeyedListView()
            let presentation = list <- view
            blackHole(view.list.showAllCells().count)
            blackHole(view.row.title.liveCount)
            presentation?.dispose()
        }
    }
    Benchmark("tree of 10,000 rows · OpenCombine", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let rows = (0..<rowCount).map(CombineRowViewModel.init)
            var presented: [String] = []
            var cancellables: [AnyCancellable] = []
            cancellables.reserveCapacity(rowCount)
            for row in rows { row.title.sink { presented.append($0) }.store(in: &cancellables) }
            blackHole(presented.count)
            cancellables.forEach { $0.cancel() }
        }
    }
    Benchmark("tree of 10,000 rows · closure floor", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            let titles = (0..<rowCount).map { "Row \($0)" }
            var presented: [String] = []
            var closures: [(String) -> Void] = []
            for _ in titles { closures.append { presented.append($0) } }
            for (closure, title) in zip(closures, titles) { closure(title) }
            blackHole(presented.count)
            closures.removeAll()
        }
    }
}
