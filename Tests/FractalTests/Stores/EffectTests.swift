import Dispatch
import Fractal
import FractalTesting
import Testing

/// A search screen's store: debounced queries, async results, cancellation.
enum SearchEvent: Sendable, Equatable {
    case queryChanged(String)
    case search
    case results([String])
    case cancel
    case slow(Int)
}

struct SearchState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var searches = 0
}

func makeSearch(scheduler: TestScheduler, gate: Gate = Gate()) -> Store<SearchState, SearchEvent, Never> {
    Store(initial: SearchState(), scheduler: scheduler) { (state: inout SearchState, event: SearchEvent) in
        switch event {
        case .queryChanged(let query):
            state.query = query
            return .send(.search, after: .milliseconds(300), id: "debounce", cancelInFlight: true)
        case .search:
            state.searches += 1
            return .run(id: "search", cancelInFlight: true) { [query = state.query] send in
                send(.results(["\(query) 1", "\(query) 2"]))
            }
        case .results(let results):
            state.results = results
            return .none
        case .cancel:
            return .merge(.cancel(id: "debounce"), .cancel(id: "slow"))
        case .slow(let number):
            return .run(id: "slow") { send in
                await gate.wait()
                send(.results(["slow \(number)"]))
            }
        }
    }
}

@Suite("Effects run, send back, wait in virtual time and are cancelled")
struct EffectTests {
    @Test func aDebouncedSearchRunsOnceAfterTypingStops() async {
        let scheduler = TestScheduler()
        let store = makeSearch(scheduler: scheduler)
        store.send(.queryChanged("a"))
        scheduler.advance(by: .milliseconds(100))
        store.send(.queryChanged("ad"))
        scheduler.advance(by: .milliseconds(100))
        store.send(.queryChanged("ada"))
        scheduler.advance(by: .milliseconds(299))
        #expect(store.states.value.searches == 0)
        scheduler.advance(by: .milliseconds(1))
        #expect(store.states.value.searches == 1)
        let state = await store.states.firstValue { !$0.results.isEmpty }
        #expect(state?.results == ["ada 1", "ada 2"])
        store.dispose()
    }

    @Test func cancellingByIDStopsATimerAndATask() async {
        let scheduler = TestScheduler()
        let gate = Gate()
        let store = makeSearch(scheduler: scheduler, gate: gate)
        store.send(.queryChanged("x"))
        store.send(.slow(1))
        store.send(.cancel)
        scheduler.run()
        gate.open()
        store.send(.results(["done"]))  // a marker: every event before it was reduced
        #expect(store.states.value.searches == 0)
        #expect(store.states.value.results == ["done"])
        store.dispose()
    }

    @Test func disposingTheStoreCancelsRunningWorkAndItsLateSendsAreDropped() async {
        let scheduler = TestScheduler()
        let gate = Gate()
        let store = makeSearch(scheduler: scheduler, gate: gate)
        store.send(.slow(1))
        store.send(.queryChanged("late"))
        store.dispose()
        gate.open()
        scheduler.run()
        #expect(store.states.value.results.isEmpty)
        #expect(store.states.value.searches == 0)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func releasingTheStoreCancelsItsWork() async {
        let scheduler = TestScheduler()
        weak var released: Store<SearchState, SearchEvent, Never>?
        do {
            let store = makeSearch(scheduler: scheduler)
            store.send(.queryChanged("gone"))
            released = store
        }
        #expect(released == nil)
        scheduler.run()  // the debounce timer was cancelled: nothing runs, nothing crashes
        #expect(scheduler.pendingCount == 0)
    }
}

@Suite("Cancelling work drops the events it sent that are still waiting")
struct EffectCancellationOrderTests {
    enum Event: Sendable, Equatable {
        case start
        case block
        case cancel
        case fromWork
        case marker
    }

    @Test func anEventQueuedByWorkThatIsCancelledBeforeItIsReducedIsDropped() async {
        let reducerEntered = DispatchSemaphore(value: 0)
        let releaseReducer = DispatchSemaphore(value: 0)
        let workSent = DispatchSemaphore(value: 0)
        let gate = Gate()
        let store = Store(initial: [Event](), scheduler: TestScheduler()) { (log: inout [Event], event: Event) in
            log.append(event)
            switch event {
            case .start:
                return .run(id: "work") { send in
                    await gate.wait()
                    send(.fromWork)
                    workSent.signal()
                }
            case .block:
                reducerEntered.signal()
                releaseReducer.wait()
                return .none
            case .cancel:
                return .cancel(id: "work")
            case .fromWork, .marker:
                return .none
            }
        }
        store.send(.start)
        DispatchQueue.global().async { store.send(.block) }
        reducerEntered.wait()  // another thread is reducing: sends now wait in the queue
        store.send(.cancel)
        gate.open()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                workSent.wait()  // the work's event is queued behind the cancel
                continuation.resume()
            }
        }
        store.send(.marker)  // queued last: once it is reduced, so is (or was dropped) everything before it
        releaseReducer.signal()
        let log = await store.states.firstValue { $0.contains(.marker) }
        #expect(log == [.start, .block, .cancel, .marker])
        store.dispose()
    }
}
