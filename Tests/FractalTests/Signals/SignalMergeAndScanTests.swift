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

@Suite("Scanning a signal folds its events into a property")
struct SignalScanTests {
    @Test func eachEventIsFoldedInOrder() {
        let events = Emitter<Int>()
        let total = events.signal.scan(0) { total, event in total += event }
        let seen = Recorder<Int>()
        let observation = total.observe(seen.record)
        events.send(2)
        events.send(5)
        #expect(total.value == 7)
        #expect(seen.values == [0, 2, 7])
        observation.dispose()
    }

    @Test func releasingTheFoldedPropertyStopsTheFold() {
        let events = Emitter<Int>()
        let folds = Counter()
        do {
            let total = events.signal.scan([Int]()) { values, value in
                folds.increment()
                values.append(value)
            }
            events.send(1)
            #expect(total.value == [1])
        }
        events.send(2)  // the property is gone: its observation was disposed
        #expect(folds.value == 1)
    }
}
