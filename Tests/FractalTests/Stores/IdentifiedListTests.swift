import Fractal
import FractalTesting
import Testing

@Suite("An identified list keeps ids unique and ordered")
struct IdentifiedListTests {
    @Test func idsStayUniqueAndOrdered() {
        var list = IdentifiedList([Todo(id: 1, title: "a"), Todo(id: 1, title: "dup"), Todo(id: 2, title: "b")])
        #expect(list.map(\.title) == ["a", "b"])
        list.append(Todo(id: 2, title: "B"))  // replaces in place
        list.insert(Todo(id: 0, title: "zero"), at: -5)  // clamped
        #expect(list.map(\.title) == ["zero", "a", "B"])
        list[id: 1] = nil
        #expect(list.orderedIDs == [0, 2])
        #expect(list[id: 42] == nil)
    }
}

@Suite("An identified list is left as it was when a predicate throws")
struct IdentifiedListThrowingTests {
    struct Refusal: Error {}

    @Test func removeAllAndSortChangeNothingWhenThePredicateThrows() {
        var list = IdentifiedList((0..<6).map { Todo(id: $0, title: "\(5 - $0)") })
        let before = list
        #expect(throws: Refusal.self) {
            try list.removeAll { todo in
                if todo.id == 4 { throw Refusal() }
                return todo.id % 2 == 0
            }
        }
        #expect(list == before)
        #expect(list.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(throws: Refusal.self) {
            try list.sort { lhs, rhs in
                if lhs.id == 3 || rhs.id == 3 { throw Refusal() }
                return lhs.title < rhs.title
            }
        }
        #expect(list == before)
        list.sort { $0.title < $1.title }
        #expect(list.map(\.id) == [5, 4, 3, 2, 1, 0])
    }
}
