import Fractal
import Testing

@Suite("A stack gives ids and pops by them")
struct StackTests {
    @Test("the documented pushes and pop")
    func documentedExample() {
        var path = Stack<Page>()
        path.append(.detail(title: "Design"))
        path.append(.record(RecordPage(title: "Design")))
        path.pop(from: path.ids[1])
        #expect(Array(path) == [.detail(title: "Design")])
        #expect(path.ids == [StackID(0)])
    }

    @Test("ids are never reused after a pop")
    func idsAreNotReused() {
        var stack: Stack<String> = ["a", "b"]
        let popped = stack.popLast()
        #expect(popped == "b")
        let id = stack.append("c")
        #expect(id == StackID(2))
        #expect(stack.ids == [StackID(0), StackID(2)])
    }

    @Test("pop(from:) and pop(to:) pop what is above, and ignore ids not pushed")
    func popping() {
        var stack: Stack<String> = ["a", "b", "c", "d"]
        stack.pop(to: StackID(1))
        #expect(Array(stack) == ["a", "b"])
        let poppedUnknown = stack.pop(from: StackID(9))
        #expect(!poppedUnknown)
        stack.pop(to: StackID(9))
        let poppedBottom = stack.pop(from: StackID(0))
        #expect(poppedBottom)
        #expect(stack.isEmpty)
        let popped = stack.popLast()
        #expect(popped == nil)
    }

    @Test("the id subscript reads, replaces, and pops when set to nil")
    func idSubscript() {
        var stack: Stack<String> = ["a", "b", "c"]
        #expect(stack[id: StackID(1)] == "b")
        stack[id: StackID(1)] = "B"
        #expect(Array(stack) == ["a", "B", "c"])
        stack[id: StackID(7)] = "ignored"
        #expect(stack.count == 3)
        stack[id: StackID(1)] = nil
        #expect(Array(stack) == ["a"])
        #expect(stack.index(of: StackID(0)) == 0)
    }

    @Test("equal stacks hold equal elements with the same ids")
    func equality() {
        var left: Stack<String> = ["a"]
        var right: Stack<String> = ["b"]
        right.popLast()
        right.append("a")
        #expect(left != right)
        left.popLast()
        left.append("a")
        #expect(left == right)
    }
}
