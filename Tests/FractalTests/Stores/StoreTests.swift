import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("A store reduces events one at a time, in order")
struct StoreTests {
    @Test func followUpEventsAreReducedAfterTheCurrentOneInOrder() {
        let store = makeCounter()
        store.send(.addTwiceMore(5))
        #expect(store.states.value.reduced == [-5, 5, 5])
        #expect(store.states.value.total == 10)
    }

    @Test func aSendFromASubscriberIsQueuedNotReentered() {
        let store = makeCounter()
        let seen = Recorder<[Int]>()
        let observation = store.states.observeChanges { tally in
            seen.record(tally.reduced)
            if tally.total == 1 { store.send(.add(100)) }  // reentrant
        }
        store.send(.add(1))
        #expect(store.states.value.reduced == [1, 100])
        #expect(seen.values == [[1], [1, 100]])  // each state delivered whole, in order
        observation.dispose()
    }

    @Test func outputsComeAfterTheStateAndAreNotState() {
        let store = makeCounter()
        let events = Recorder<String>()
        let states = store.states.observeChanges { events.record("state \($0.total)") }
        let outputs = store.outputs.observe { events.record($0) }
        store.send(.add(3))
        store.send(.announce)
        // Every reduced event delivers the state (subscriptions and scopes skip
        // equal values); the output comes after it.
        #expect(events.values == ["state 3", "state 3", "total 3"])
        states.dispose()
        outputs.dispose()
    }

    @Test func eightThreadsSendingAtOnceLoseNoEvent() {
        let store = makeCounter()
        hammer { thread in
            for step in 0..<1_000 { store.send(.add(thread * 1_000 + step)) }
        }
        let reduced = store.states.value.reduced
        #expect(reduced.count == 8_000)
        #expect(Set(reduced) == Set(0..<8_000))
        for thread in 0..<8 {  // each thread's events in the order it sent them
            let mine = reduced.filter { $0 / 1_000 == thread }
            #expect(mine == mine.sorted())
        }
    }

    @Test func concurrentSendsWithSubscribersSendingBackNeverDeadlock() {
        let store = makeCounter()
        let observation = store.states.observeChanges { tally in
            if tally.total % 7 == 0, tally.reduced.last != 0 { store.send(.add(0)) }
        }
        hammer { _ in
            for _ in 0..<500 { store.send(.add(1)) }
        }
        #expect(store.states.value.total == 4_000)
        observation.dispose()
    }

    @Test func nothingIsReducedOrDeliveredAfterDisposal() {
        let store = makeCounter()
        let outputs = Recorder<String>()
        let observation = store.outputs.observe(outputs.record)
        store.send(.add(1))
        store.dispose()
        #expect(store.isDisposed)
        store.send(.add(1))
        store.send(.announce)
        #expect(store.states.value.total == 1)
        #expect(outputs.values.isEmpty)
        observation.dispose()
    }

    @Test func disposingFromInsideASubscriberStopsTheQueue() {
        let store = makeCounter()
        let observation = store.states.observeChanges { tally in
            if tally.total == 1 { store.dispose() }
        }
        store.send(.addTwiceMore(1))  // queues two adds; the first disposes the store
        #expect(store.states.value.reduced == [-1, 1])
        observation.dispose()
    }
}
