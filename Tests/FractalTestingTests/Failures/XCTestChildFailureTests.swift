import Fractal
import FractalTesting
import XCTest

/// A child's change that no check asserted, in an XCTest test: the parent's
/// tester fails the test, at the check, naming the child's path.
final class XCTestChildFailureTests: FailureCapturingTestCase {
    func testAChildsChangeNoCheckAssertedFailsAtTheExpect() {
        let board = ViewModelTester { _ in CounterBoardModel(count: 2) }
        board.state.counters[1].incrementTapped()
        let failures = failures { board.expect() }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(failures.first?.description.contains("-         count: 0\n+         count: 1") == true)
        XCTAssertTrue(failures.first?.description.contains("view models whose own state is not as expected: .counters[1] (CounterModel)") == true)
    }

    func testAChildsChangeAssertedThroughItsParentPasses() {
        let board = ViewModelTester { _ in CounterBoardModel(count: 2) }
        board.state.counters[1].incrementTapped()
        let failures = failures { board.expect { $0.counters[1].expect { $0.count = 1 } } }
        XCTAssertEqual(failures.count, 0)
    }
}
