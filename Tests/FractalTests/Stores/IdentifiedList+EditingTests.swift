import Foundation
import Fractal
import FractalTesting
import Testing

@Suite("An IdentifiedList is edited by offsets, as list views report edits")
struct IdentifiedListEditingTests {
    @Test func removingAtOffsetsRemovesThoseElementsAndIgnoresOthers() {
        var list = attendees("a", "b", "c", "d")
        list.remove(atOffsets: [3, 0, 0, 9, -1])
        #expect(list.orderedIDs == ["b", "c"])
        #expect(list[id: "a"] == nil)
        #expect(list[id: "d"] == nil)
        #expect(list[id: "c"]?.name == "C")
    }

    @Test func removingAtNoValidOffsetChangesNothing() {
        var list = attendees("a", "b")
        list.remove(atOffsets: [5])
        #expect(list.orderedIDs == ["a", "b"])
    }

    @Test func removingAtAnIndexReturnsTheElement() {
        var list = attendees("a", "b", "c")
        let removed = list.remove(at: 1)
        #expect(removed.id == "b")
        #expect(list.orderedIDs == ["a", "c"])
        #expect(list.index(id: "c") == 1)
        #expect(list.index(id: "b") == nil)
    }

    @Test(arguments: [
        ([0], 3, ["b", "c", "a", "d"]),
        ([3], 0, ["d", "a", "b", "c"]),
        ([1, 3], 0, ["b", "d", "a", "c"]),
        ([0, 2], 4, ["b", "d", "a", "c"]),
        ([2], 1, ["a", "c", "b", "d"]),
        ([0], 99, ["b", "c", "d", "a"]),
        ([3], -5, ["d", "a", "b", "c"]),
    ])
    func movingPlacesTheElementsBeforeTheDestination(offsets: [Int], destination: Int, expected: [String]) {
        var list = attendees("a", "b", "c", "d")
        list.move(fromOffsets: offsets, toOffset: destination)
        #expect(list.orderedIDs == expected)
        #expect(list.map(\.name) == expected.map { $0.uppercased() })
    }

    @Test(arguments: [([0, 1], 1), ([1], 2), ([1], 1), ([Int](), 0)])
    func aMoveThatKeepsTheOrderChangesNothing(offsets: [Int], destination: Int) {
        var list = attendees("a", "b", "c")
        list.move(fromOffsets: offsets, toOffset: destination)
        #expect(list.orderedIDs == ["a", "b", "c"])
    }

    @Test func randomMovesAndRemovalsMatchAnArrayModel() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &generator)
            let ids = (0..<count).map { "id\($0)" }
            var list = IdentifiedList(ids.map { Attendee(id: $0, name: $0) })
            var model = ids
            let offsets = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Int.random(in: -1...count, using: &generator)
            }
            if Bool.random(using: &generator) {
                let destination = Int.random(in: 0...count, using: &generator)
                list.move(fromOffsets: offsets, toOffset: destination)
                let moving = Set(offsets.filter { model.indices.contains($0) })
                let before = (0..<destination).filter { !moving.contains($0) }.map { model[$0] }
                let after = (destination..<count).filter { !moving.contains($0) }.map { model[$0] }
                model = before + moving.sorted().map { model[$0] } + after
            } else {
                list.remove(atOffsets: offsets)
                let removing = Set(offsets)
                model = model.enumerated().filter { !removing.contains($0.offset) }.map(\.element)
            }
            #expect(list.orderedIDs == model, "seed \(seed)")
            #expect(list.map(\.id) == model, "seed \(seed)")
        }
    }
}

@Suite("A row is edited in place by its position")
struct IdentifiedListPositionalEditingTests {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
    }

    @Test func settingAtAPositionReplacesTheElement() {
        var list: IdentifiedList<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
        list[1].title = "B"
        #expect(list[id: 2]?.title == "B")
        #expect(list.orderedIDs == [1, 2])
    }

    @Test func aValueWithAnotherIDStopsTheProgramNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var list: IdentifiedList<Row> = [Row(id: 1, title: "a")]
            list[0] = Row(id: 7, title: "x")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the element at 0 has id 1; a value of id 7 cannot replace it"))
    }
}
