import Fractal
import FractalTesting
import Testing

/// A cell of the tests: the row key it was made for, the number it was
/// made as, and the value it shows.
struct TestCell: Equatable, Sendable {
    let key: String
    let serial: Int
    var shown: Int
}

/// A row of the tests: a key and a value that can change.
struct TestRow: Equatable, Sendable {
    let key: String
    var value: Int
}

/// Cells for `TestRow`s that log every call of the closures, in order.
struct LoggedCells {
    var cells = ListCells<TestRow, String, TestCell>(keyedBy: \.key)
    var log: [String] = []
    var made = 0

    mutating func apply(_ update: ListUpdate<TestRow>) throws(ListCellsError) {
        var log = log
        var made = made
        defer {
            self.log = log
            self.made = made
        }
        try cells.apply(
            update,
            makeCell: { row in
                made += 1
                log.append("make \(row.key)")
                return TestCell(key: row.key, serial: made, shown: row.value)
            },
            updateCell: { row, cell in
                log.append("update \(row.key)")
                cell.shown = row.value
            },
            removeCell: { cell in log.append("remove \(cell.key)") })
    }

    mutating func apply(_ rows: [TestRow], kind: ListUpdate<TestRow>.Kind = .change) throws(ListCellsError) {
        let difference = ListDifference(from: cells.rows, to: rows, keyedBy: \.key, isUnchanged: ==)
        try apply(ListUpdate(rows: rows, difference: difference, kind: kind))
    }
}

/// Rows keyed by the letters of `keys`, each of value `value`.
func rows(_ keys: String, value: Int = 0) -> [TestRow] {
    keys.map { TestRow(key: String($0), value: value) }
}

@Suite("ListCells keeps one cell per row key through a list's updates")
struct ListCellsTests {
    @Test func theInitialUpdateMakesACellPerRowInOrder() throws {
        var cells = LoggedCells()
        try cells.apply(ListUpdate(rows: rows("abc"), difference: .inserting(3), kind: .initial))
        #expect(cells.log == ["make a", "make b", "make c"])
        #expect(cells.cells.keys == ["a", "b", "c"])
        #expect(cells.cells.cells.map(\.key) == ["a", "b", "c"])
        #expect(cells.cells.cell(forKey: "b")?.serial == 2)
        #expect(cells.cells.index(forKey: "c") == 2)
        #expect(cells.cells.cell(forKey: "z") == nil && cells.cells.index(forKey: "z") == nil)
    }

    @Test func theFinalUpdateRemovesEveryCellLastFirst() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abc"), kind: .initial)
        cells.log = []
        try cells.apply(ListUpdate(rows: [], difference: .removing(3), kind: .final))
        #expect(cells.log == ["remove c", "remove b", "remove a"])
        #expect(cells.cells.cells.isEmpty && cells.cells.rows.isEmpty && cells.cells.keys.isEmpty)
    }

    @Test func aBatchRemovesLastFirstThenInsertsFirstFirstThenUpdates() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abcde"), kind: .initial)
        cells.log = []
        // Removes b and d, inserts x and y, changes the value of e.
        try cells.apply(rows("xac") + [TestRow(key: "e", value: 1)] + rows("y"))
        #expect(cells.log == ["remove d", "remove b", "make x", "make y", "update e"])
        #expect(cells.cells.keys == ["x", "a", "c", "e", "y"])
        #expect(cells.cells.cell(forKey: "e")?.shown == 1)
    }

    @Test func aMovedOrKeptRowKeepsItsCellUntouched() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abcd"), kind: .initial)
        let before = try #require(cells.cells.cell(forKey: "d"))
        cells.log = []
        try cells.apply(rows("dabc"))
        #expect(cells.cells.cells.map(\.key) == ["d", "a", "b", "c"])
        #expect(cells.cells.cell(forKey: "d") == before)
        #expect(cells.cells.cells.map(\.serial) == [4, 1, 2, 3])
        #expect(cells.log.isEmpty)
    }

    @Test func anEmptyDifferenceTakesTheNewRowsAndTouchesNoCell() throws {
        var cells = LoggedCells()
        try cells.apply(rows("ab"), kind: .initial)
        cells.log = []
        try cells.apply(ListUpdate(rows: rows("ab", value: 7), difference: ListDifference(), kind: .change))
        #expect(cells.log.isEmpty)
        #expect(cells.cells.rows.map(\.value) == [7, 7])
        #expect(cells.cells.cells.map(\.shown) == [0, 0])
    }

    @Test func duplicateKeysAreRefusedNamingTheKeyAndTheRows() throws {
        var cells = LoggedCells()
        try cells.apply(rows("ab"), kind: .initial)
        cells.log = []
        let update = ListUpdate(rows: rows("abca"), difference: ListDifference(insertions: [2, 3]), kind: .change)
        #expect(throws: ListCellsError.duplicateKey("\"a\"", firstIndex: 0, secondIndex: 3)) { try cells.apply(update) }
        #expect(cells.log.isEmpty)
        #expect(cells.cells.keys == ["a", "b"])
        let error = ListCellsError.duplicateKey("\"a\"", firstIndex: 0, secondIndex: 3)
        #expect(error.description == "rows 0 and 3 have the same key \"a\": cells are kept by key, so keys must be unique")
    }

    @Test(arguments: [
        ListDifference(insertions: [2]),  // the old rows are not all accounted for
        ListDifference(removals: [0]),  // b would end up where c is
        ListDifference(removals: [1, 1], insertions: [1]),  // not ascending
        ListDifference(removals: [3], insertions: [2]),  // out of range
        ListDifference(moves: [.init(old: 0, new: 2), .init(old: 0, new: 1)]),  // one row moved twice
        ListDifference(removals: [2], insertions: [2], updates: [.init(old: 2, new: 2)]),  // updates an inserted row
        ListDifference(removals: [2], insertions: [2], updates: [.init(old: 1, new: 1), .init(old: 1, new: 1)]),  // one row updated twice
    ])
    func aDifferenceThatDoesNotProduceTheRowsIsRefusedAndChangesNothing(difference: ListDifference) throws {
        var cells = LoggedCells()
        try cells.apply(rows("abc"), kind: .initial)
        cells.log = []
        let update = ListUpdate(rows: rows("abd"), difference: difference, kind: .change)
        #expect(throws: ListCellsError.inconsistentDifference(difference, oldCount: 3, newCount: 3)) { try cells.apply(update) }
        #expect(cells.log.isEmpty)
        #expect(cells.cells.keys == ["a", "b", "c"])
    }

    @Test func reloadKeepsTheCellsOfKeysThatStayAndMakesTheRest() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abc"), kind: .initial)
        var log: [String] = []
        try cells.cells.reload(
            rows("cxa"),
            makeCell: { row in
                log.append("make \(row.key)")
                return TestCell(key: row.key, serial: 99, shown: row.value)
            },
            removeCell: { cell in log.append("remove \(cell.key)") })
        #expect(log == ["remove b", "make x"])
        #expect(cells.cells.cells.map(\.serial) == [3, 99, 1])
        #expect(throws: ListCellsError.duplicateKey("\"x\"", firstIndex: 0, secondIndex: 1)) {
            try cells.cells.reload(rows("xx"), makeCell: { _ in TestCell(key: "", serial: 0, shown: 0) }, removeCell: { _ in })
        }
    }

    @Test func anOptionalCellIsFilledInLaterByKey() throws {
        var cells = ListCells<TestRow, String, String?>(keyedBy: \.key)
        try cells.apply(
            ListUpdate(rows: rows("ab"), difference: .inserting(2), kind: .initial),
            makeCell: { _ in nil }, updateCell: { _, _ in }, removeCell: { _ in })
        #expect(cells.modifyCell(forKey: "b") { $0 = "shown" } != nil)
        #expect(cells.modifyCell(forKey: "z") { $0 = "shown" } == nil)
        #expect(cells.cells == [nil, "shown"])
    }
}
