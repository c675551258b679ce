import Fractal
import FractalTesting
import Testing

@Suite("A state mismatch fails the test with a line diff of the expected and actual states")
struct StoreTesterDiffTests {
    @Test func aWrongExpectationShowsTheFieldThatDiffers() throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        let failure = failures { tester.send(.queryChanged("ada")) { $0.query = "ad" } }
        let sendLine = #line - 1
        #expect(
            failure.message == """
                send(queryChanged("ada")): the state is not as expected (- expected, + actual):
                  FractalTestingTests.SearchScreen.State
                -   query: "ad"
                +   query: "ada"
                    isSearching: false
                    results: 0 elements
                """
        )
        #expect(failure.lines == [sendLine])
    }

    @Test func aChangeTheTestDidNotStateIsAMismatch() async throws {
        let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
        tester.send(.queryChanged("grace")) { $0.query = "grace" }
        tester.advance(by: .milliseconds(300))
        let failure = failures {
            tester.receive(.search)
        }
        #expect(
            failure.message == """
                receive(search): the state is not as expected (- expected, + actual):
                  FractalTestingTests.SearchScreen.State
                    query: "grace"
                -   isSearching: false
                +   isSearching: true
                    results: 0 elements
                """
        )
        await tester.receive(.results(["Grace Hopper"])) {
            $0.isSearching = false
            $0.results = ["Grace Hopper"]
        }
    }

    @Test func theDiffKeepsTheLongestCommonRunOfLines() throws {
        let tester = StoreTester(initial: [String]()) { (lines: inout [String], event: [String]) in
            lines = event
            return .none
        }
        let failure = failures {
            tester.send(["b", "c", "d", "e", "f"]) { $0 = ["a", "b", "c", "d", "e"] }
        }
        #expect(
            failure.message == """
                send(["b", "c", "d", "e", "f"]): the state is not as expected (- expected, + actual):
                  5 elements
                -   "a"
                    "b"
                    "c"
                    "d"
                    "e"
                +   "f"
                """
        )
    }

    @Test func aReplacedLineIsRemovedThenAdded() throws {
        let tester = StoreTester(initial: ["a", "b", "c"]) { (lines: inout [String], event: [String]) in
            lines = event
            return .none
        }
        let failure = failures {
            tester.send(["a", "x", "c", "d"]) { $0[1] = "x" }
        }
        #expect(
            failure.message == """
                send(["a", "x", "c", "d"]): the state is not as expected (- expected, + actual):
                - 3 elements
                + 4 elements
                    "a"
                    "x"
                    "c"
                +   "d"
                """
        )
    }

    @Test func unchangedLinesFarFromAChangeAreCollapsed() throws {
        let tester = StoreTester(initial: Array(0..<20)) { (numbers: inout [Int], event: Int) in
            numbers[10] = event
            return .none
        }
        let failure = failures {
            tester.send(99)
        }
        #expect(
            failure.message == """
                send(99): the state is not as expected (- expected, + actual):
                  … (8 unchanged lines)
                    7
                    8
                    9
                -   10
                +   99
                    11
                    12
                    13
                  … (6 unchanged lines)
                """
        )
    }
}
