import Fractal
import FractalTesting
import Testing

@Suite("Scopes nest to any depth")
struct StoreScopeTests {
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
        let observation = leaf.states.observe(seen.record)
        leaf.send(.set(7))
        store.send(.other(1))  // not the leaf's part: no delivery
        #expect(store.states.value.middle.leaf.value == 7)
        #expect(seen.values == [Leaf(value: 0), Leaf(value: 7)])
        observation.dispose()
    }
}
