import Fractal

#if canImport(Benchmark)
import Benchmark  // its blackHole; the callgrind harness has its own
#endif

// The filtered list of benchmark #14, shared with the callgrind harness
// (Benchmarks/Callgrind/Sources/CallgrindHarness/KeyedFilterFixture.swift is
// a link to this file): 10,000 identifiable items filtered by a query that
// changes ten times, presented as `[Row]` into a view that keeps one empty
// cell per row in a `ListCells` (the difference, by key, and the cells).
// Once through `map(keyedBy:)`, once by hand (row view models made once, each
// change filters them), so that the only difference is the keyed bookkeeping.

/// An item of the list.
struct FilterItem: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
}

/// A row view model: what the list presents. Equal only to itself, as a
/// view model is.
final class FilterRowViewModel: Identifiable, Equatable, Sendable {
    let item: FilterItem
    var id: Int { item.id }
    init(item: FilterItem) { self.item = item }
    static func == (lhs: FilterRowViewModel, rhs: FilterRowViewModel) -> Bool { lhs === rhs }
}

/// 10,000 items with six-letter titles over "abcd", from a fixed linear
/// congruential sequence (the same titles in every run).
let filterItems: [FilterItem] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<10_000).map { id in
        var title = ""
        for _ in 0..<6 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            title.unicodeScalars.append(Unicode.Scalar(UInt8(97 + (state >> 62))))
        }
        return FilterItem(id: id, title: title)
    }
}()

/// Ten changes of the query, starting from and ending at "": narrowing
/// keystrokes, deleting back, and another letter (2,500, 625, 156 rows for
/// one, two, three letters).
let filterQueries = ["a", "ab", "abc", "ab", "a", "", "b", "ba", "b", ""]

/// Whether a title is shown for a query: it starts with it.
@inline(__always)
func isShown(_ title: String, by query: String) -> Bool {
    query.isEmpty || title.hasPrefix(query)
}

/// The keyed list: the visible items, mapped to row view models by `id`.
final class KeyedFilterList: Sendable {
    let query = MutableProperty("")
    let rows: Property<[FilterRowViewModel]>

    init() {
        rows = query.map { query in filterItems.filter { isShown($0.title, by: query) } }
            .map(keyedBy: \.id) { FilterRowViewModel(item: $0) }
    }

    /// Sets the ten queries.
    func applyQueries() {
        for query in filterQueries { self.query.value = query }
    }
}

/// The hand floor: row view models made once, each change filters them.
final class HandFilterList: Sendable {
    let rowViewModels = filterItems.map(FilterRowViewModel.init)
    let rows: MutableProperty<[FilterRowViewModel]>

    init() { rows = MutableProperty(rowViewModels) }

    /// Sets the ten queries: each filters the row view models made up front.
    func applyQueries() {
        for query in filterQueries { rows.value = rowViewModels.filter { isShown($0.item.title, by: query) } }
    }
}

/// A list view that keeps one empty cell per row, by key.
@MainActor
final class NullListView {
    var cells = ListCells<FilterRowViewModel, Int, Void>()
}

/// Presents `rows` into a list view that keeps one empty cell per row: each
/// change is applied to its `ListCells` (the difference by key, and the cells).
@MainActor
func presentIntoNullView<Source: PropertyProtocol>(_ rows: Source) -> (any Disposable)?
where Source.Value == [FilterRowViewModel] {
    let view = NullListView()
    let presenter = Presenter<[FilterRowViewModel]>.UI(on: ImmediateScheduler()) { rows in
        let difference = try? view.cells.apply(rows, makeCell: { _ in }, updateCell: { _, _ in }, removeCell: { _ in })
        blackHole(difference?.insertions.count)
        return nil
    }
    return presenter <~ rows
}
