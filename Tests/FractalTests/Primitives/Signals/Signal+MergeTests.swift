import Fractal
import FractalTesting
import Testing

@Suite("Merged signals deliver every event of each, one at a time")
struct SignalMergeTests {
    @Test func eventsOfEverySignalArriveInTheOrderSent() {
        let taps = Emitter<String>()
        let loads = Emitter<Int>()
        let seen = Recorder<String>()
        let observation = Signal.merge(taps.signal, loads.signal.map { "loaded \($0)" }).observe(seen.record)
        taps.send("tap")
        loads.send(3)
        taps.send("tap again")
        #expect(seen.values == ["tap", "loaded 3", "tap again"])
        observation.dispose()
        taps.send("after")
        #expect(seen.values.count == 3)
    }

    @Test func concurrentSourcesNeverOverlapInAnObserver() {
        let sources = (0..<8).map { _ in Emitter<Int>() }
        let inside = Counter()
        let overlaps = Counter()
        let received = Counter()
        let observation = Signal.merge(sources.map(\.signal)).observe { _ in
            inside.increment()
            if inside.value % 2 == 0 { overlaps.increment() }  // two inside at once
            inside.increment()
            received.increment()
        }
        hammer { thread in
            for value in 0..<500 { sources[thread].send(value) }
        }
        #expect(received.value == 4_000)
        #expect(overlaps.value == 0)
        observation.dispose()
    }
}
