import Fractal
import FractalTesting
import XCTest

/// An XCTest case, on purpose: exhaustivity checks need only `try`,
/// so they fail an XCTest test the same way they fail a Swift Testing one.
final class ExhaustivityXCTestTests: XCTestCase {
    func testAnUnreadValueFailsTheCheckThroughTry() throws {
        let title = RecordingPresenter<String>("title")
        let presentation = title.presenter <~ "Hello"
        presentation?.dispose()
        XCTAssertThrowsError(try checkExhausted(title)) { error in
            XCTAssertEqual((error as? ExhaustivityError)?.findings.first?.unconsumed, ["Hello"])
        }
        XCTAssertEqual(title.next(), "Hello")
        try checkExhausted(title)
    }
}
