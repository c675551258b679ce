import Fractal
import FractalTesting
import Testing

@Suite("Feeding an emitter from an AsyncSequence")
struct EmitterFeedTests {
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
}
