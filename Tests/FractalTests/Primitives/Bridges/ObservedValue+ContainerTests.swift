import Fractal
import FractalObservation
import FractalTesting
import Observation
import Testing

/// The counter's view as a SwiftUI view would keep it: one `ObservedValue`
/// per presenter of `CounterPresenters`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
struct ObservedCounterView: CounterPresenters {
    let count: ObservedValue<String>
    let increment: ObservedValue<@Sendable () -> Void>

    init(scheduler: any Scheduler) {
        count = ObservedValue(on: scheduler)
        increment = ObservedValue(on: scheduler)
    }

    var countPresenter: Presenter<String> { count.presenter }
    var incrementPresenter: Presenter<@Sendable () -> Void> { increment.presenter }
}

@Suite("A container of ObservedValues is driven by an unchanged view model")
@MainActor
struct ObservedValueContainerTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func theCounterViewModelDrivesObservedValues() {
        let scheduler = TestScheduler()
        let view = ObservedCounterView(scheduler: scheduler)
        let presentation = CounterViewModel() <- view
        scheduler.advance()
        #expect(view.count.value == "Count: 0")

        let changes = Counter()
        trackChanges(of: view.count, into: changes)
        view.increment.value?()  // the user taps
        scheduler.advance()
        #expect(view.count.value == "Count: 1")
        view.increment.value?()  // twice in one turn: "Count: 2" replaces
        view.increment.value?()  // "Count: 3" before it was bound
        scheduler.advance()
        #expect(view.count.value == "Count: 3")
        #expect(changes.value == 2)

        presentation?.dispose()
        scheduler.advance()
        #expect(view.count.value == nil)
        #expect(view.increment.value == nil)
    }
}
