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

    func testAPresentationTesterFinishesThroughTry() throws {
        let deck = Deck()
        let leaking = PresentationTester(RecordingDeck.self) { view, _ in deck <- view }
        XCTAssertThrowsError(try leaking.finish()) { error in
            XCTAssertEqual((error as? PresentationTestFailure)?.leaks.liveObjects.first, "root (Deck)")
        }
        withExtendedLifetime(deck) {}
        let tester = PresentationTester(RecordingDeck.self, exhaustivity: .on) { view, _ in Deck() <- view }
        XCTAssertEqual(tester.view.$headingPresenter.next(), "Deck")
        XCTAssertThrowsError(try tester.finish()) { error in  // the card's title and tap were not read
            XCTAssertEqual((error as? PresentationTestFailure)?.unreadValues?.findings.map(\.name), ["root.selectedCard[0].title", "root.selectedCard[0].tap"])
        }
    }
}
