import Fractal
import FractalTesting
import Testing

@Suite("Feeding a mutable property from an AsyncSequence")
struct MutablePropertyFeedTests {
    @Test func aMutablePropertyIsSetToEachElementUntilTheFeedIsDisposed() async {
        let source = ProbedStream<Int>()
        let property = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = property.observe(seen.record)
        let feed = property.feed(from: source.stream)
        for element in 1...3 { source.continuation.yield(element) }
        await property.firstValue { $0 == 3 }
        #expect(Array(seen.values) == [0, 1, 2, 3])
        feed.dispose()
        #expect(await source.terminated() == .cancelled)
        #expect(feed.isDisposed)
        observation.dispose()
    }

    @Test func aFeedEndsByItselfWhenTheSequenceEnds() async {
        let property = MutableProperty(0)
        let feed = property.feed(from: finiteStream([1, 2, 3]))
        await property.firstValue { $0 == 3 }
        #expect(property.value == 3)
        feed.dispose()
    }
}
