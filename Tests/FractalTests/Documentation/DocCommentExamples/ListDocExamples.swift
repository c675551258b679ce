// The examples of the doc comments in Sources/Fractal/Lists, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("ListDifference's doc example: rows matched by key, one move for one moved row")
    struct ListDifferenceDocExampleTests {
        @Test func theDifferenceRemovesInsertsAndMovesByKey() {
            let difference = ListDifference(from: ["a", "b", "c"], to: ["c", "a", "d"], keyedBy: { $0 })
            // removals [1] (b), insertions [2] (d), moves [2 → 0] (c)
            #expect(difference.removals == [1])
            #expect(difference.insertions == [2])
            #expect(difference.moves == [ListDifference.IndexPair(old: 2, new: 0)])
            #expect(difference.updates.isEmpty)
        }
    }
}

/// The examples' model: an item, and the row view model a list shows for it.
enum ListExample {
    struct Item: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
    }

    final class ItemRowViewModel: Identifiable, Sendable {
        let item: Item
        var id: Int { item.id }

        init(item: Item) { self.item = item }
    }

    /// A view model whose rows are made from its visible items, keeping the
    /// row of every item that did not change.
    final class ItemsViewModel: Sendable {
        let rows: Property<[ItemRowViewModel]>

        init(visibleItems: Property<[Item]>) {
            rows = visibleItems.map(keyedBy: \.id) { item in ItemRowViewModel(item: item) }
        }
    }
}

extension DocCommentExamples {
    @Suite("map(keyedBy:)'s doc example: a view model's rows kept by key")
    struct KeyedRowsDocExampleTests {
        typealias Item = ListExample.Item

        @Test func keyedRowsKeepTheRowOfEveryItemThatDidNotChange() {
            let items = MutableProperty([Item(id: 1, title: "Engine"), Item(id: 2, title: "Notes")])
            let viewModel = ListExample.ItemsViewModel(visibleItems: Property(items))
            let first = viewModel.rows.value
            items.value[1].title = "Notes, revised"
            items.value.append(Item(id: 3, title: "Tyres"))
            let second = viewModel.rows.value
            #expect(second.map(\.item.title) == ["Engine", "Notes, revised", "Tyres"])
            #expect(second[0] === first[0])
            #expect(second[1] !== first[1])
        }
    }
}
