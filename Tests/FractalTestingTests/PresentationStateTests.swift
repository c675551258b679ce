import FractalTesting
import Testing

@Suite("Presentation states describe themselves")
struct PresentationStateTests {
    @Test func statesDescribeThemselves() {
        #expect(PresentationState.allDescriptions == ["scheduled", "bound", "cancelled", "disposed"])
        #expect(PresentationState.bound.wasBound && PresentationState.disposed.wasBound)
        #expect(!PresentationState.scheduled.wasBound && !PresentationState.cancelled.wasBound)
    }
}

extension PresentationState {
    static var allDescriptions: [String] {
        [PresentationState.scheduled, .bound, .cancelled, .disposed].map(\.description)
    }
}
