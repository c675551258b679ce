import Fractal
import FractalTesting
import Testing

/// A class instance an observer captures, to see when the observer is released.
private final class Token: Sendable {}

@Suite("An emitter sends each event to every observer, one call at a time, in order")
struct EmitterTests {
    @Test func voidEmitterSendsWithoutArgument() {
        let taps = Emitter<Void>()
        let count = Counter()
        let observation = taps.observe { count.increment() }
        taps.send()
        taps.send()
        #expect(count.value == 2)
        observation.dispose()
    }

    @Test func reentrantSendOnAnEmitterIsOrdered() {
        let emitter = Emitter<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = emitter.observe { value in
            first.record(value)
            if value == 1 { emitter.send(2) }
        }
        let b = emitter.observe(second.record)
        emitter.send(1)
        #expect(first.values == [1, 2])
        #expect(second.values == [1, 2])
        a.dispose()
        b.dispose()
    }

    @Test func concurrentSendsOnAnEmitterAreAllDeliveredSerially() {
        let emitter = Emitter<Int>()
        let overlaps = Counter()
        let busy = MutableProperty(false)
        let received = Counter()
        let observation = emitter.observe { _ in
            // Serial delivery: no two calls of this observer overlap.
            let wasBusy = busy.modify { busy -> Bool in
                defer { busy = true }; return busy
            }
            if wasBusy { overlaps.increment() }
            received.increment()
            busy.modify { $0 = false }
        }
        hammer(threads: 8) { _ in for index in 0..<2_000 { emitter.send(index) } }
        #expect(received.value == 16_000)
        #expect(overlaps.value == 0)
        observation.dispose()
    }
}

@Suite("An emitter that goes away releases its observers")
struct EmitterLifetimeTests {
    @Test func droppingAnEmitterReleasesObserversNobodyDisposed() {
        weak var weakToken: Token?
        var signal: Signal<Int>?
        var observation: (any Disposable)?
        do {
            let emitter = Emitter<Int>()
            signal = emitter.signal
            let token = Token()
            weakToken = token
            observation = emitter.observe { _ in withExtendedLifetime(token) {} }
        }
        #expect(weakToken == nil)
        #expect(observation?.isDisposed == true)
        // Observing the signal of a gone emitter registers nothing: it can send nothing more.
        let late = signal?.observe { _ in }
        #expect(late?.isDisposed == true)
    }
}
