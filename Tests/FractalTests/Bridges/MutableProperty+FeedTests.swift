import Fractal
import FractalTesting
import Testing

@Suite("Feeding a mutable property or an emitter from an AsyncSequence")
struct FeedTests {
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

    @Test func anEmitterSendsEachElementUntilTheFeedIsDisposed() async {
        let source = ProbedStream<String>()
        let emitter = Emitter<String>()
        let seen = MutableProperty<[String]>([])
        let observation = emitter.signal.observe { event in seen.modify { $0.append(event) } }
        let feed = emitter.feed(from: source.stream)
        source.continuation.yield("ping")
        source.continuation.yield("pong")
        await seen.firstValue { $0.count == 2 }
        #expect(seen.value == ["ping", "pong"])
        feed.dispose()
        #expect(await source.terminated() == .cancelled)
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
