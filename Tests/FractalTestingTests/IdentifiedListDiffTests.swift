import Fractal
import FractalTesting
import Testing

/// A row of the lists below.
struct DiffRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

/// A store of rows whose event is the new title of row 2.
func makeRenamingStore(_ rows: IdentifiedList<DiffRow>, scheduler: TestScheduler) -> Store<IdentifiedList<DiffRow>, String, Never> {
    Store(initial: rows, scheduler: scheduler) { rows, title in
        rows[id: 2]?.title = title
        return .none
    }
}

@Suite("A failure's diff shows an IdentifiedList as its elements in order")
struct IdentifiedListDiffTests {
    @Test func aWrongExpectationShowsOnlyTheElementThatDiffers() {
        let rows: IdentifiedList<DiffRow> = [DiffRow(id: 1, title: "Milk"), DiffRow(id: 2, title: "Eggs"), DiffRow(id: 3, title: "Tea")]
        let list = ViewModelTester { makeRenamingStore(rows, scheduler: $0) }
        list.viewModel.send("Ham")
        let failure = failures { list.expect { $0 = rows } }
        let changed = failure.message.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
        #expect(changed == [#"-     title: "Eggs""#, #"+     title: "Ham""#], "\(failure.message)")
    }

    @Test func aListDumpsItsElementsInOrder() {
        let rows: IdentifiedList<DiffRow> = [DiffRow(id: 2, title: "Eggs"), DiffRow(id: 1, title: "Milk")]
        var text = ""
        dump(rows, to: &text)
        #expect(text.contains("Eggs"))
        #expect(text.range(of: "Eggs")!.lowerBound < text.range(of: "Milk")!.lowerBound)
        #expect(text.hasPrefix("▿ 2 elements"))
    }
}
