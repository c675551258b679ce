import Fractal
import FractalTesting
import Testing

/// A screen whose state shows an item of a shared list, and may hold a child.
private final class ItemModel: ViewModel {
    struct State: Equatable {
        var item: String?
        var child: ItemModel?
        var count = 0
    }
    let states = MutableProperty(State())
    let items: MutableProperty<[Int: String]>
    let id: Int
    let scheduler: any TimedScheduler

    init(id: Int = 1, items: MutableProperty<[Int: String]> = MutableProperty([:]), scheduler: any TimedScheduler = TestScheduler()) {
        (self.id, self.items, self.scheduler) = (id, items, scheduler)
    }

    func whilePresented() -> (any Disposable)? {
        CompositeDisposable([
            bind(\.item, to: items.map { [id] in $0[id] }),
            scheduler.schedule(every: .seconds(1)) { [weak self] in self?.modify { $0.count += 1 } },
        ])
    }
}

/// A presenter that records every state it is given, at once (on the main actor).
private func recording<State: Sendable>(_ states: Locked<[State]>) -> Presenter<State> {
    Presenter.UI(on: ImmediateScheduler()) { state in
        states.withLock { $0.append(state) }
        return nil
    }
}

@Suite("A view model presents its state, each distinct value once")
struct ViewModelPresentationTests {
    @Test @MainActor func theViewIsGivenTheStateThenEachChange() {
        let shown = Locked<[CounterModel.State]>.make([])
        let counter = CounterModel()
        let presentation = counter <- recording(shown)
        counter.incrementTapped()
        counter.modify { _ in }
        counter.incrementTapped()
        #expect(shown.withLock { $0.map(\.count) } == [0, 1, 2])
        presentation?.dispose()
        counter.incrementTapped()
        #expect(shown.withLock { $0.map(\.count) } == [0, 1, 2])
    }

    @Test @MainActor func aReplacedChildIsAChangeEvenWithAnEqualState() {
        let shown = Locked<[ItemModel.State]>.make([])
        let parent = ItemModel()
        let presentation = parent <- recording(shown)
        let first = ItemModel(id: 2)
        parent.modify { $0.child = first }
        parent.modify { $0.child = ItemModel(id: 2) }
        let children = shown.withLock { $0.map(\.child) }
        #expect(children.count == 3)
        #expect(children[1] === first)
        #expect(children[2] !== first)
        presentation?.dispose()
    }

    @Test func changesFromManyThreadsAreAllKept() async {
        let counter = CounterModel()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { counter.incrementTapped() } }
            }
        }
        #expect(counter.state.count == 8_000)
    }

    @Test func aDumpShowsTheState() {
        var text = ""
        dump(CounterModel(), to: &text)
        #expect(text.contains("count: 0"))
    }
}

@Suite("A view model's work runs while it is presented")
struct ViewModelWorkTests {
    @Test @MainActor func timersStartWithThePresentationAndStopWithIt() {
        let scheduler = TestScheduler()
        let shown = Locked<[ItemModel.State]>.make([])
        let model = ItemModel(scheduler: scheduler)
        scheduler.advance(by: .seconds(3))
        #expect(model.state.count == 0)
        let presentation = model <- recording(shown)
        scheduler.advance(by: .seconds(2))
        #expect(model.state.count == 2)
        presentation?.dispose()
        scheduler.advance(by: .seconds(2))
        #expect(model.state.count == 2)
        #expect(scheduler.pendingCount == 0)
    }

    @Test @MainActor func aBoundPartFollowsThePropertyWhilePresented() {
        let items = MutableProperty([1: "Milk"])
        let shown = Locked<[ItemModel.State]>.make([])
        let model = ItemModel(items: items)
        let presentation = model <- recording(shown)
        #expect(model.state.item == "Milk")
        items.value[1] = "Eggs"
        #expect(model.state.item == "Eggs")
        presentation?.dispose()
        items.value[1] = "Bread"
        #expect(model.state.item == "Eggs")
    }

    @Test func aBindingDoesNotKeepTheViewModel() {
        let items = MutableProperty([1: "Milk"])
        weak var released: ItemModel?
        let binding: any Disposable
        do {
            let model = ItemModel(items: items)
            binding = model.bind(\.item, to: items.map { $0[1] })
            released = model
        }
        #expect(released == nil)
        items.value[1] = "Eggs"
        binding.dispose()
    }
}

@Suite("A repeating timer calls its action every interval until disposed")
struct RepeatingScheduleTests {
    @Test func itTicksEveryIntervalFromNow() {
        let scheduler = TestScheduler()
        let ticks = Locked<[Duration]>.make([])
        let timer = scheduler.schedule(every: .seconds(2)) { ticks.withLock { $0.append(scheduler.now) } }
        scheduler.advance(by: .seconds(7))
        #expect(ticks.withLock { $0 } == [.seconds(2), .seconds(4), .seconds(6)])
        timer.dispose()
        scheduler.advance(by: .seconds(4))
        #expect(ticks.withLock { $0.count } == 3)
        #expect(timer.isDisposed)
    }
}
