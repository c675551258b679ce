import Fractal
import FractalTesting
import Testing

@Suite("A property fed by an AsyncSequence")
struct PropertyAsyncSequenceSourceTests {
    @Test func startsWithTheInitialValueThenTakesEachElementInOrder() async {
        let source = ProbedStream<Int>()
        let property = Property(initial: 0, from: source.stream)
        var iterator = property.values.makeAsyncIterator()  // observes before any element
        for element in 1...3 { source.continuation.yield(element) }
        source.continuation.finish()
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        // The sequence ended: the property keeps its last value and changes no more.
        #expect(seen == [0, 1, 2, 3])
        #expect(property.value == 3)
        #expect(await source.terminated() == .finished)
    }

    @Test func releasingThePropertyCancelsTheFeed() async {
        let source = ProbedStream<Int>()
        do {
            let property = Property(initial: 0, from: source.stream)
            source.continuation.yield(1)
            await property.firstValue { $0 == 1 }
        }
        #expect(await source.terminated() == .cancelled)
    }

    @Test func anObservationKeepsTheFeedRunningUntilItIsDisposed() async {
        let source = ProbedStream<String>()
        let seen = MutableProperty<[String]>([])
        var observation: (any Disposable)?
        do {
            let property = Property(initial: "idle", from: source.stream)
            observation = property.map { "status: \($0)" }.observe { status in seen.modify { $0.append(status) } }
        }
        source.continuation.yield("busy")  // the property value is gone, its observation is not
        await seen.firstValue { $0.count == 2 }
        #expect(seen.value == ["status: idle", "status: busy"])
        #expect(source.ended == nil)
        observation?.dispose()
        observation = nil  // disposed and let go: nothing holds the property any more
        #expect(await source.terminated() == .cancelled)
    }

    @Test func aThrowingSequenceStopsTheFeedAndThePropertyKeepsItsLastValue() async {
        struct Offline: Error {}
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let property = Property(initial: 0, from: stream)
        var iterator = property.values.makeAsyncIterator()
        continuation.yield(1)
        continuation.finish(throwing: Offline())
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        #expect(seen == [0, 1])
        #expect(property.value == 1)
    }

    @Test func aPresenterBoundToItShowsEachElement() async {
        let source = ProbedStream<String>()
        let property = Property(initial: "Loading…", from: source.stream)
        let title = RecordingPresenter<String>("title")
        let presentation = title.presenter <~ property
        source.continuation.yield("Inbox")
        await property.firstValue { $0 == "Inbox" }
        #expect(Array(title.values) == ["Loading…", "Inbox"])
        presentation?.dispose()
        withExtendedLifetime(property) {}
    }
}
