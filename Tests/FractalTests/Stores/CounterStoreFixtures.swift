import Fractal
import FractalTesting

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
