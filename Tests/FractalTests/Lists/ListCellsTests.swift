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

    @discardableResult
    mutating func apply(_ rows: [TestRow]) throws(ListCellsError) -> ListDifference {
        var log = log
        var made = made
        defer {
            self.log = log
            self.made = made
        }
        return try cells.apply(
            rows,
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
}

/// Rows keyed by the letters of `keys`, each of value `value`.
func rows(_ keys: String, value: Int = 0) -> [TestRow] {
    keys.map { TestRow(key: String($0), value: value) }
}

@Suite("ListCells keeps one cell per row key through a list's snapshots")
struct ListCellsTests {
    @Test func theFirstRowsMakeACellPerRowInOrder() throws {
        var cells = LoggedCells()
        #expect(try cells.apply(rows("abc")) == ListDifference(insertions: [0, 1, 2]))
        #expect(cells.log == ["make a", "make b", "make c"])
        #expect(cells.cells.keys == ["a", "b", "c"])
        #expect(cells.cells.cells.map(\.key) == ["a", "b", "c"])
        #expect(cells.cells.cell(forKey: "b")?.serial == 2)
        #expect(cells.cells.index(forKey: "c") == 2)
        #expect(cells.cells.cell(forKey: "z") == nil && cells.cells.index(forKey: "z") == nil)
    }

    @Test func noRowsRemoveEveryCellLastFirst() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abc"))
        cells.log = []
        #expect(try cells.apply([]) == ListDifference(removals: [0, 1, 2]))
        #expect(cells.log == ["remove c", "remove b", "remove a"])
        #expect(cells.cells.cells.isEmpty && cells.cells.rows.isEmpty && cells.cells.keys.isEmpty)
    }

    @Test func aBatchRemovesLastFirstThenInsertsFirstFirstThenUpdates() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abcde"))
        cells.log = []
        // Removes b and d, inserts x and y, changes the value of e.
        let difference = try cells.apply(rows("xac") + [TestRow(key: "e", value: 1)] + rows("y"))
        #expect(difference == ListDifference(removals: [1, 3], insertions: [0, 4], updates: [.init(old: 4, new: 3)]))
        #expect(cells.log == ["remove d", "remove b", "make x", "make y", "update e"])
        #expect(cells.cells.keys == ["x", "a", "c", "e", "y"])
        #expect(cells.cells.cell(forKey: "e")?.shown == 1)
    }

    @Test func aMovedOrKeptRowKeepsItsCellUntouched() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abcd"))
        let before = try #require(cells.cells.cell(forKey: "d"))
        cells.log = []
        try cells.apply(rows("dabc"))
        #expect(cells.cells.cells.map(\.key) == ["d", "a", "b", "c"])
        #expect(cells.cells.cell(forKey: "d") == before)
        #expect(cells.cells.cells.map(\.serial) == [4, 1, 2, 3])
        #expect(cells.log.isEmpty)
    }

    @Test func equalRowsTouchNoCell() throws {
        var cells = LoggedCells()
        try cells.apply(rows("ab"))
        cells.log = []
        #expect(try cells.apply(rows("ab")).isEmpty)
        #expect(cells.log.isEmpty)
        #expect(cells.cells.cells.map(\.serial) == [1, 2])
    }

    @Test func duplicateKeysAreRefusedNamingTheKeyAndTheRows() throws {
        var cells = LoggedCells()
        try cells.apply(rows("ab"))
        cells.log = []
        #expect(throws: ListCellsError.duplicateKey("\"a\"", firstIndex: 0, secondIndex: 3)) { try cells.apply(rows("abca")) }
        #expect(cells.log.isEmpty)
        #expect(cells.cells.keys == ["a", "b"])
        let error = ListCellsError.duplicateKey("\"a\"", firstIndex: 0, secondIndex: 3)
        #expect(error.description == "rows 0 and 3 have the same key \"a\": cells are kept by key, so keys must be unique")
    }

    @Test func reloadKeepsTheCellsOfKeysThatStayAndMakesTheRest() throws {
        var cells = LoggedCells()
        try cells.apply(rows("abc"))
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
        try cells.apply(rows("ab"), makeCell: { _ in nil }, updateCell: { _, _ in }, removeCell: { _ in })
        #expect(cells.modifyCell(forKey: "b") { $0 = "shown" } != nil)
        #expect(cells.modifyCell(forKey: "z") { $0 = "shown" } == nil)
        #expect(cells.cells == [nil, "shown"])
    }
}
