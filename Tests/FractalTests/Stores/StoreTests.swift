import Dispatch
import Fractal
import FractalTesting
import Testing

/// A counter store's events.
enum CountEvent: Sendable, Equatable {
    case add(Int)
    case addTwiceMore(Int)
    case announce
}

/// A counter that records the order events were reduced in.
struct Tally: Equatable, Sendable {
    var total = 0
    var reduced: [Int] = []
}

func makeCounter(scheduler: any TimedScheduler = TestScheduler()) -> Store<Tally, CountEvent, String> {
    Store(initial: Tally(), scheduler: scheduler) { (state: inout Tally, event: CountEvent) -> Effect<CountEvent, String> in
        switch event {
        case .add(let amount):
            state.total += amount
            state.reduced.append(amount)
            return .none
        case .addTwiceMore(let amount):
            state.reduced.append(-amount)
            return .merge(.send(.add(amount)), .send(.add(amount)))
        case .announce:
            return .output("total \(state.total)")
        }
    }
}

@Suite("A store reduces events one at a time, in order")
struct StoreTests {
    @Test func followUpEventsAreReducedAfterTheCurrentOneInOrder() {
        let store = makeCounter()
        store.send(.addTwiceMore(5))
        #expect(store.state.value.reduced == [-5, 5, 5])
        #expect(store.state.value.total == 10)
    }

    @Test func aSendFromASubscriberIsQueuedNotReentered() {
        let store = makeCounter()
        let seen = Recorder<[Int]>()
        let observation = store.state.observeChanges { tally in
            seen.record(tally.reduced)
            if tally.total == 1 { store.send(.add(100)) }  // reentrant
        }
        store.send(.add(1))
        #expect(store.state.value.reduced == [1, 100])
        #expect(seen.values == [[1], [1, 100]])  // each state delivered whole, in order
        observation.dispose()
    }

    @Test func outputsComeAfterTheStateAndAreNotState() {
        let store = makeCounter()
        let events = Recorder<String>()
        let states = store.state.observeChanges { events.record("state \($0.total)") }
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
        let reduced = store.state.value.reduced
        #expect(reduced.count == 8_000)
        #expect(Set(reduced) == Set(0..<8_000))
        for thread in 0..<8 {  // each thread's events in the order it sent them
            let mine = reduced.filter { $0 / 1_000 == thread }
            #expect(mine == mine.sorted())
        }
    }

    @Test func concurrentSendsWithSubscribersSendingBackNeverDeadlock() {
        let store = makeCounter()
        let observation = store.state.observeChanges { tally in
            if tally.total % 7 == 0, tally.reduced.last != 0 { store.send(.add(0)) }
        }
        hammer { _ in
            for _ in 0..<500 { store.send(.add(1)) }
        }
        #expect(store.state.value.total == 4_000)
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
        #expect(store.state.value.total == 1)
        #expect(outputs.values.isEmpty)
        observation.dispose()
    }

    @Test func disposingFromInsideASubscriberStopsTheQueue() {
        let store = makeCounter()
        let observation = store.state.observeChanges { tally in
            if tally.total == 1 { store.dispose() }
        }
        store.send(.addTwiceMore(1))  // queues two adds; the first disposes the store
        #expect(store.state.value.reduced == [-1, 1])
        observation.dispose()
    }
}

@Suite("A scope can narrow outputs too")
struct StoreOutputScopeTests {
    @Test func theChildSeesOnlyTheOutputsItUnderstands() {
        let store = makeCounter()
        let child = store.scope(state: \.total, event: { CountEvent.add($0) }, output: { $0.hasSuffix("3") ? 3 : nil })
        let seen = Recorder<Int>()
        let observation = child.outputs.observe(seen.record)
        child.send(1)
        store.send(.announce)  // "total 1": not the child's
        child.send(2)
        store.send(.announce)  // "total 3"
        #expect(seen.values == [3])
        #expect(child.state.value == 3)
        observation.dispose()
    }
}

@Suite("Scopes nest to any depth")
struct NestedScopeTests {
    struct Leaf: Equatable, Sendable { var value = 0 }
    struct Middle: Equatable, Sendable { var leaf = Leaf() }
    struct Top: Equatable, Sendable {
        var middle = Middle()
        var other = 0
    }
    enum LeafEvent: Sendable { case set(Int) }
    enum MiddleEvent: Sendable { case leaf(LeafEvent) }
    enum TopEvent: Sendable {
        case middle(MiddleEvent)
        case other(Int)
    }

    @Test func aLeafTwoLevelsDownSendsThroughEveryLevelAndFiresOnlyForItsPart() {
        let store = Store(initial: Top(), scheduler: TestScheduler()) { (state: inout Top, event: TopEvent) in
            switch event {
            case .middle(.leaf(.set(let value))): state.middle.leaf.value = value
            case .other(let value): state.other = value
            }
            return .none
        }
        let leaf = store.scope(state: \.middle, event: TopEvent.middle).scope(state: \.leaf, event: MiddleEvent.leaf)
        let seen = Recorder<Leaf>()
        let observation = leaf.state.observe(seen.record)
        leaf.send(.set(7))
        store.send(.other(1))  // not the leaf's part: no delivery
        #expect(store.state.value.middle.leaf.value == 7)
        #expect(seen.values == [Leaf(value: 0), Leaf(value: 7)])
        observation.dispose()
    }
}
