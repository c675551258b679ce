import Fractal
import FractalTesting
import Testing

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
