import Fractal
import FractalTesting
import Testing

@Suite("A stack of screens runs each element as a child")
struct ReducerStackTests {
    @Test("a screen is pushed from the one below it, records, and pops itself with an output")
    func recordFromDetail() throws {
        let tester = StoreTester(initial: BrowserState(), reducer: makeBrowser())
        tester.send(.openTapped("Design")) { $0.path.append(.detail(title: "Design")) }
        tester.send(.path(.element(id: StackID(0), event: .detail(.recordTapped)))) {
            $0.path.append(.record(RecordPage(title: "Design")))
        }
        tester.send(.path(.element(id: StackID(1), event: .record(.started))))
        tester.advance(by: .seconds(2))
        tester.receive(.path(.element(id: StackID(1), event: .record(.ticked)))) {
            $0.path[id: StackID(1)] = .record(RecordPage(title: "Design", seconds: 1))
        }
        tester.receive(.path(.element(id: StackID(1), event: .record(.ticked)))) {
            $0.path[id: StackID(1)] = .record(RecordPage(title: "Design", seconds: 2))
        }
        tester.send(.path(.element(id: StackID(1), event: .record(.endTapped)))) { $0.path.popLast() }
        tester.receive(.pageFinished(StackID(1), .record(.ended(seconds: 2)))) { $0.meetings = [2] }
        tester.advance(by: .seconds(3))
        tester.finish()
    }

    @Test("popping from the view pops every screen above and cancels their effects")
    func popFromCancelsEffects() throws {
        let tester = StoreTester(initial: BrowserState(), reducer: makeBrowser())
        tester.send(.openTapped("Design")) { $0.path.append(.detail(title: "Design")) }
        tester.send(.path(.element(id: StackID(0), event: .detail(.recordTapped)))) {
            $0.path.append(.record(RecordPage(title: "Design")))
        }
        tester.send(.path(.element(id: StackID(1), event: .record(.started))))
        tester.send(.path(.popFrom(id: StackID(0)))) { $0.path.removeAll() }
        tester.advance(by: .seconds(5))
        tester.finish()
    }

    @Test("two elements run timers with the same id, and popping one leaves the other")
    func elementsAreNamespaced() throws {
        let initial = BrowserState(path: [.record(RecordPage(title: "A")), .record(RecordPage(title: "B"))])
        let tester = StoreTester(initial: initial, reducer: makeBrowser())
        tester.send(.path(.element(id: StackID(0), event: .record(.started))))
        tester.send(.path(.element(id: StackID(1), event: .record(.started))))
        tester.send(.path(.popFrom(id: StackID(1)))) { $0.path.popLast() }
        tester.advance(by: .seconds(1))
        tester.receive(.path(.element(id: StackID(0), event: .record(.ticked)))) {
            $0.path[id: StackID(0)] = .record(RecordPage(title: "A", seconds: 1))
        }
        tester.send(.path(.popFrom(id: StackID(0)))) { $0.path.removeAll() }
        tester.finish()
    }

    @Test("an event for a popped screen is dropped and reported, and so is its pop")
    func poppedElementIsReported() throws {
        let store = Store(initial: BrowserState(), scheduler: TestScheduler(), reducer: makeBrowser())
        let log = IssueLog()
        let logging = store.issues.observe { log.append($0.message) }
        store.send(.openTapped("Design"))
        store.send(.path(.popFrom(id: StackID(0))))
        store.send(.path(.element(id: StackID(0), event: .detail(.recordTapped))))
        store.send(.path(.popFrom(id: StackID(0))))
        #expect(store.states.value == BrowserState(path: Stack<Page>([.detail(title: "Design")]).popped()))
        #expect(log.all.count == 2)
        #expect(log.all.allSatisfy { $0.contains("the element 0 of") })
        logging.dispose()
    }

    @Test("an event for a screen of another kind is dropped and reported")
    func wrongKindIsReported() throws {
        let tester = StoreTester(initial: BrowserState(), reducer: makeBrowser())
        tester.send(.openTapped("Design")) { $0.path.append(.detail(title: "Design")) }
        let failure = failures {
            tester.send(.path(.element(id: StackID(0), event: .record(.ticked))))
        }
        #expect(failure.message.contains("the store reported"))
        #expect(failure.message.contains("ticked"))
    }

    @Test("the documented path of events reaches the screens")
    func documentedEvents() {
        let store = Store(initial: BrowserState(), scheduler: TestScheduler(), reducer: makeBrowser())
        store.send(.openTapped("Design"))
        let depths = IssueLog()
        let observation = store.states.observe { depths.append("\($0.path.count)") }
        store.send(.path(.element(id: StackID(0), event: .detail(.recordTapped))))
        store.send(.path(.popFrom(id: StackID(0))))
        #expect(depths.all == ["1", "2", "0"])
        observation.dispose()
    }
}

extension Stack {
    /// This stack with every element popped (its ids keep counting).
    fileprivate func popped() -> Stack {
        var copy = self
        copy.removeAll()
        return copy
    }
}

@Suite("A stack replaced by another value has left entirely")
struct ReducerStackReplacementTests {
    @Test func replacingTheStackCancelsTheOldScreensEffectsEvenWhenIDsRepeat() throws {
        let browser = Reducer<BrowserState, BrowserEvent, Never> { state, event in
            if case .openTapped(let title) = event { state.path = [.record(RecordPage(title: title))] }
            return .none
        }
        .forEach(\.path, event: pathEvents, output: BrowserEvent.pageFinished, child: makePage())
        let tester = StoreTester(initial: BrowserState(path: [.record(RecordPage(title: "A"))]), reducer: browser)
        tester.send(.path(.element(id: 0, event: .record(.started))))
        tester.send(.openTapped("B")) { $0.path = [.record(RecordPage(title: "B"))] }
        tester.advance(by: .seconds(3))
        tester.finish()
    }
}

@Suite("A copy of the stack that diverged replaces its screens, even with the same ids")
struct ReducerStackForkTests {
    @Test func aDivergedCopySetAsThePathCancelsTheScreensItDropped() throws {
        let base: Stack<Page> = [.detail(title: "Design")]
        var fork = base
        fork.append(.record(RecordPage(title: "Fork")))  // id 1, as the store's own push below
        let forked = fork
        let browser = Reducer<BrowserState, BrowserEvent, Never> { state, event in
            guard case .openTapped(let title) = event else { return .none }
            if title == "fork" { state.path = forked } else { state.path.append(.record(RecordPage(title: title))) }
            return .none
        }
        .forEach(\.path, event: pathEvents, output: BrowserEvent.pageFinished, child: makePage())
        let tester = StoreTester(initial: BrowserState(path: base), reducer: browser)
        tester.send(.openTapped("Store")) { $0.path.append(.record(RecordPage(title: "Store"))) }
        tester.send(.path(.element(id: 1, event: .record(.started))))
        tester.send(.openTapped("fork")) { $0.path = forked }
        tester.advance(by: .seconds(3))
        tester.finish()
    }
}

/// Two browsers side by side, each with its own stack at `\.path`.
struct TwoBrowsers: Equatable, Sendable {
    var left = BrowserState()
    var right = BrowserState()
}

enum TwoBrowsersEvent: Equatable, Sendable {
    case left(BrowserEvent)
    case right(BrowserEvent)
}

@Suite("A stack's departed screens are cancelled in that stack only")
struct ReducerStackScopeTests {
    @Test func poppingInOneBrowserLeavesTheOtherBrowsersScreensRunning() throws {
        let left = Case(TwoBrowsersEvent.left) { if case .left(let event) = $0 { event } else { nil } }
        let right = Case(TwoBrowsersEvent.right) { if case .right(let event) = $0 { event } else { nil } }
        let app = Reducer<TwoBrowsers, TwoBrowsersEvent, Never>.empty
            .scope(\.left, event: left, child: makeBrowser())
            .scope(\.right, event: right, child: makeBrowser())
        let page = Stack<Page>([.record(RecordPage(title: "A"))])
        let tester = StoreTester(initial: TwoBrowsers(left: BrowserState(path: page), right: BrowserState(path: page)), reducer: app)
        tester.send(.left(.path(.element(id: 0, event: .record(.started)))))
        tester.send(.right(.path(.element(id: 0, event: .record(.started)))))
        tester.send(.left(.path(.popFrom(id: 0)))) { $0.left.path.removeAll() }
        tester.advance(by: .seconds(1))
        tester.receive(.right(.path(.element(id: 0, event: .record(.ticked))))) {
            $0.right.path[id: 0] = .record(RecordPage(title: "A", seconds: 1))
        }
        tester.send(.right(.openTapped("B"))) { $0.right.path.append(.detail(title: "B")) }  // a push keeps the screens below
        tester.advance(by: .seconds(1))
        tester.receive(.right(.path(.element(id: 0, event: .record(.ticked))))) {
            $0.right.path[id: 0] = .record(RecordPage(title: "A", seconds: 2))
        }
        tester.send(.right(.path(.popFrom(id: 0)))) { $0.right.path.removeAll() }
        tester.advance(by: .seconds(1))
    }
}

@Suite("A screen that dismisses itself pops itself, not a screen that replaced it")
struct ReducerStackDismissalTests {
    @Test func aDismissalAfterTheParentReplacedTheStackKeepsTheNewScreen() throws {
        let browser = Reducer<BrowserState, BrowserEvent, Never> { state, event in
            if case .path(.element(_, .record(.endTapped))) = event { state.path = [.detail(title: "Home")] }
            return .none
        }
        .forEach(\.path, event: pathEvents, output: BrowserEvent.pageFinished, child: makePage())
        let tester = StoreTester(initial: BrowserState(path: [.record(RecordPage(title: "A"))]), reducer: browser)
        tester.send(.path(.element(id: 0, event: .record(.endTapped)))) { $0.path = [.detail(title: "Home")] }
        tester.receive(.pageFinished(0, .record(.ended(seconds: 0))))
        #expect(tester.state.path.ids == [0])
    }
}
