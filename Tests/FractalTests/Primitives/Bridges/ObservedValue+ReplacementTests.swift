import FractalObservation
import FractalTesting
import Observation
import Testing

@testable import Fractal

// The scheduler orders its work in a backlog of its own, so that other
// tests' main-queue work cannot make the binds here wait.

@Suite("ObservedValue goes from one value to the next on the main queue, never through nil")
@MainActor
struct ObservedValueReplacementTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aValueReplacedOnTheMainQueueIsShownAtOnceAndNeverCleared() async {
        let title = ObservedValue<String>(on: UIScheduler(backlog: MainQueueBacklog()))
        let source = MutableProperty("A")
        let presentation = title.presenter <~ source
        #expect(title.value == "A")
        let changes = Counter()
        trackChanges(of: title, into: changes)
        source.value = "B"
        #expect(title.value == "B")  // bound at once
        await mainQueueCatchesUp()  // the withdrawn value's deferred clear has run
        #expect(title.value == "B")
        #expect(changes.value == 1)  // "A" → "B", with no nil in between
        presentation?.dispose()
        await mainQueueCatchesUp()
        #expect(title.value == nil)
    }
}
