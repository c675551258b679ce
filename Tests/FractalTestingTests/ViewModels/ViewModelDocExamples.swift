import Fractal
import FractalTesting
import Testing

/// A clock that ticks while presented, as `whilePresented()`'s doc shows.
private final class ClockModel: ViewModel {
    struct State: Equatable {
        var seconds = 0
    }
    let states = MutableProperty(State())
    let scheduler: any TimedScheduler

    init(scheduler: any TimedScheduler) {
        self.scheduler = scheduler
    }

    func tick() { modify { $0.seconds += 1 } }

    func whilePresented() -> (any Disposable)? {
        scheduler.schedule(every: .seconds(1)) { [weak self] in self?.tick() }
    }
}

/// An item's screen bound to a shared dictionary of items, as `bind(_:to:)`'s doc shows.
private final class ShelfItemModel: ViewModel {
    struct State: Equatable {
        var item: String?
    }
    let states = MutableProperty(State())
    let items: MutableProperty<[Int: String]>
    let id: Int

    init(id: Int, items: MutableProperty<[Int: String]>) {
        (self.id, self.items) = (id, items)
    }

    func whilePresented() -> (any Disposable)? {
        bind(\.item, to: items.map { [id] in $0[id] })
    }
}

@Suite("The view model docs' examples do what they say")
struct ViewModelDocExamples {
    @Test @MainActor func aCounterPresentedIntoALabel() async {
        let label = Label()
        let view = Presenter<CounterModel.State>.UI { state in
            label.text = "\(state.count)"
            return nil
        }
        let presentation = CounterModel() <- view
        await Task.yield()  // the main queue runs the bind the UI scheduler queued first
        #expect(label.text == "0")
        presentation?.dispose()
    }

    @Test func aClockTicksWhilePresented() {
        let clock = ViewModelTester { ClockModel(scheduler: $0) }
        clock.scheduler.advance(by: .seconds(2))
        clock.expect { $0.seconds = 2 }
    }

    @Test func anItemFollowsTheSharedItems() {
        let items = MutableProperty([1: "Milk"])
        let item = ViewModelTester { _ in ShelfItemModel(id: 1, items: items) }
        #expect(item.state.item == "Milk")
        items.value[1] = "Eggs"
        item.expect { $0.item = "Eggs" }
    }

    @Test func anAlertIsAsserted() {
        let note = ViewModelTester { _ in NoteModel(text: "Hi") }
        note.viewModel.deleteTapped()
        note.expect { $0.alert = .confirmDeletion }
    }
}
