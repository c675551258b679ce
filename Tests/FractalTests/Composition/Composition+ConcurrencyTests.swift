import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("Composed stores under concurrent sends")
struct CompositionConcurrencyTests {
    /// A browser whose record screens start timers and tasks, pushed, ticked
    /// and popped from four threads at once; popped screens' work must stop.
    @Test func pushesPopsAndChildEffectsFromFourThreads() async throws {
        let scheduler = TestScheduler()
        let store = Store(initial: BrowserState(), scheduler: scheduler, reducer: makeBrowser())
        let issues = IssueLog()
        let logging = store.issues.observe { issues.append($0.message) }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<200 {
                store.send(.openTapped("t\(thread)-\(round)"))
                let ids = store.states.value.path.ids
                if let top = ids.last {
                    store.send(.path(.element(id: top, event: .detail(.recordTapped))))
                }
                if let record = store.states.value.path.ids.last {
                    store.send(.path(.element(id: record, event: .record(.started))))
                }
                if round.isMultiple(of: 3) { scheduler.advance(by: .seconds(1)) }
                if let bottom = store.states.value.path.ids.first, round.isMultiple(of: 2) {
                    store.send(.path(.popFrom(id: bottom)))
                }
            }
        }
        let remaining = store.states.value.path.ids
        if let bottom = remaining.first { store.send(.path(.popFrom(id: bottom))) }
        #expect(store.states.value.path.isEmpty)
        #expect(store.runningEffectCount == 0)
        scheduler.advance(by: .seconds(10))
        #expect(store.states.value.path.isEmpty)
        // Sends raced with pops, so some events found their screen gone: each is reported, none crashed.
        #expect(issues.all.allSatisfy { $0.contains("was dropped") })
        logging.dispose()
        store.dispose()
    }
}
