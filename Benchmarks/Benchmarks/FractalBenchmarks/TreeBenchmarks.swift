import Benchmark
import Fractal
import FractalTesting
import OpenCombine

// MARK: 6. build, present through recording presenters, and dispose a tree of
// 10,000 row view models under one parent, presented as a whole

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
