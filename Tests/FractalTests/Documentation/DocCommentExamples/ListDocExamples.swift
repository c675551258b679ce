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

    /// A table that records the batch updates it applies.
    @MainActor
    final class TableView {
        private(set) var applied: [ListDifference] = []
        func apply(_ difference: ListDifference) { applied.append(difference) }
    }

    /// A list view: its rows presenter applies each update to its table.
    @MainActor
    final class ItemListView {
        var rows: [ItemRowViewModel] = []
        let tableView = TableView()

        var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>> {
            Presenter.UI { update in
                self.rows = update.rows
                self.tableView.apply(update.difference)  // one batch update
                return nil
            }
        }
    }
}

extension DocCommentExamples {
    @Suite("List presentation doc examples: a view model's rows reach a list view as batch updates")
    struct ListPresentationDocExampleTests {
        typealias Item = ListExample.Item

        struct File: Equatable, Sendable {
            let path: String
            var size: Int
        }

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

        @Test @MainActor func theListViewAppliesEachUpdateToItsTable() async {
            let presenters = ListExample.ItemListView()
            let items = MutableProperty([Item(id: 1, title: "Engine"), Item(id: 2, title: "Notes")])
            let rows = ListExample.ItemsViewModel(visibleItems: Property(items)).rows

            let presentation = presenters.rowsPresenter <~ rows  // rows: Property<[ItemRowViewModel]>

            await mainQueueCatchesUp()
            #expect(presenters.rows.map(\.id) == [1, 2])
            #expect(presenters.tableView.applied == [.inserting(2)])
            items.value.removeFirst()
            await mainQueueCatchesUp()
            #expect(presenters.rows.map(\.id) == [2])
            #expect(presenters.tableView.applied.last?.removals == [0])
            presentation?.dispose()
            await mainQueueCatchesUp()
            #expect(presenters.rows.isEmpty)
        }

        @Test func filesKeyedByPathAreUpdatedWhenTheyChange() {
            struct Presenters {
                let rows = RecordingPresenter<ListUpdate<File>>("files")
                var rowsPresenter: Presenter<ListUpdate<File>> { rows.presenter }
            }
            let presenters = Presenters()
            let files = MutableProperty([File(path: "a.txt", size: 1), File(path: "b.txt", size: 2)])

            let presentation = presenters.rowsPresenter.list(keyedBy: { $0.path }) <~ files

            files.value[1].size = 3
            let updates = presenters.rows.values
            #expect(updates.map(\.kind) == [.initial, .change])
            #expect(updates.last?.difference.updates == [ListDifference.IndexPair(old: 1, new: 1)])
            presentation?.dispose()
            #expect(presenters.rows.values.last?.kind == .final)
        }
    }
}
