import Fractal
import FractalTesting
import Testing

@Suite("A signal fed by an AsyncSequence")
struct SignalAsyncSequenceSourceTests {
    @Test func theFirstObserverSeesEveryElementFromTheFirst() async {
        let source = ProbedStream<Int>()
        for element in 1...3 { source.continuation.yield(element) }  // buffered by the stream
        let signal = Signal(from: source.stream)
        let seen = MutableProperty<[Int]>([])
        let observation = signal.observe { event in seen.modify { $0.append(event) } }
        await seen.firstValue { $0.count == 3 }
        #expect(seen.value == [1, 2, 3])
        observation.dispose()
    }

    @Test func theSequenceIsIteratedOnceAndSharedByEveryObserver() async {
        let source = ProbedStream<Int>()
        let signal = Signal(from: source.stream)
        let first = MutableProperty<[Int]>([])
        let second = MutableProperty<[Int]>([])
        let observations = CompositeDisposable([
            signal.observe { event in first.modify { $0.append(event) } },
            signal.observe { event in second.modify { $0.append(event) } },
        ])
        source.continuation.yield(1)
        source.continuation.yield(2)
        await first.firstValue { $0.count == 2 }
        await second.firstValue { $0.count == 2 }
        #expect(first.value == [1, 2])
        #expect(second.value == [1, 2])
        observations.dispose()
    }

    @Test func disposingTheLastObservationOfAReleasedSignalCancelsTheFeed() async {
        let source = ProbedStream<Int>()
        let seen = MutableProperty(0)
        var observation: (any Disposable)?
        do {
            let signal = Signal(from: source.stream)
            observation = signal.map { $0 * 10 }.observe { seen.value = $0 }
        }
        source.continuation.yield(4)  // the signal value is gone, its observation is not
        await seen.firstValue { $0 == 40 }
        #expect(source.ended == nil)
        observation?.dispose()
        observation = nil  // disposed and let go: nothing holds the signal any more
        #expect(await source.terminated() == .cancelled)
    }

    @Test func aSignalNeverObservedNeverIteratesItsSequence() async {
        let iterations = Counter()
        let source = ProbedStream<Int>()
        let counted = CountingSequence(base: source.stream, iterations: iterations)
        do {
            let signal = Signal(from: counted)
            withExtendedLifetime(signal) {}
        }
        #expect(iterations.value == 0)
        do {
            let signal = Signal(from: counted)
            signal.observe { _ in }.dispose()
        }
        #expect(await source.terminated() == .cancelled)
        #expect(iterations.value == 1)
    }

    @Test func theSignalsLoopEndsWhenTheSequenceEnds() async {
        let source = ProbedStream<String>()
        let signal = Signal(from: source.stream)
        var iterator = signal.values.makeAsyncIterator()  // the first observation starts the feed
        source.continuation.yield("a")
        source.continuation.yield("b")
        source.continuation.finish()
        var seen: [String] = []
        while let event = await iterator.next() { seen.append(event) }
        #expect(seen == ["a", "b"])
    }
}

/// An async sequence that counts how many times it was iterated.
struct CountingSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element: Sendable {
    typealias Element = Base.Element
    let base: Base
    let iterations: Counter

    func makeAsyncIterator() -> Base.AsyncIterator {
        iterations.increment()
        return base.makeAsyncIterator()
    }
}
