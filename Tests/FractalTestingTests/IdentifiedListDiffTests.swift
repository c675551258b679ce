import Fractal
import FractalTesting
import Testing

/// A row of the lists below.
struct DiffRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

@Suite("A failure's diff shows an IdentifiedList as its elements in order")
struct IdentifiedListDiffTests {
    @Test func aWrongExpectationShowsOnlyTheElementThatDiffers() {
        var rows: IdentifiedList<DiffRow> = [DiffRow(id: 1, title: "Milk"), DiffRow(id: 2, title: "Eggs"), DiffRow(id: 3, title: "Tea")]
        let tester = StoreTester(initial: rows) { (rows: inout IdentifiedList<DiffRow>, title: String) in
            rows[id: 2]?.title = title
            return .none
        }
        for title in ["Bread", "Tea"] { rows[id: 3]?.title = title }  // the same elements, another history of changes
        let failure = failures { tester.send("Ham") { $0 = rows } }
        let changed = failure.message.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
        #expect(changed == [#"-     title: "Eggs""#, #"+     title: "Ham""#], "\(failure.message)")
        #expect(!failure.message.contains("revision"))
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
