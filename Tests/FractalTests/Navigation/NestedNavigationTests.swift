import Fractal
import Testing

@MainActor
@Suite("A navigation made by an observer never shows a disposed child to the others")
struct NestedNavigationTests {
    @Test func aPopByAnEarlierObserverDisposesAfterTheLaterObserversAreTold() throws {
        let items = ItemsScene()
        try items.stack.push("a")
        var popped = false
        let popper = items.stack.entries.observeChanges { entries in
            MainActor.assumeIsolated {
                if entries.count == 2, !popped {
                    popped = true
                    items.stack.pop()
                }
            }
        }
        var shownDisposed: [String] = []
        var shown: [[String]] = []
        let view = items.stack.entries.observeChanges { entries in
            MainActor.assumeIsolated {
                shown.append(entries.map(\.segment))
                shownDisposed += entries.filter { $0.item.isDisposed }.map(\.segment)
            }
        }
        defer { [popper, view].forEach { $0.dispose() } }
        try items.stack.push("b")
        #expect(shown == [["a", "b"], ["a"]])
        #expect(shownDisposed.isEmpty)
        #expect(items.made.items.map(\.isDisposed) == [false, true])
        #expect(items.route.value == "a")
    }
}

@MainActor
@Suite("A route plan is performed or abandoned once")
struct RoutePlanSingleUseTests {
    @Test func abandoningAPerformedPlanStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { () async throws in
            await MainActor.run {
                let items = ItemsScene()
                var reader = RouteReader("a")
                guard let plan = try? items.planRoute(from: &reader) else { return }
                plan.perform()
                plan.abandon()
            }
        }
    }

    @Test func performingTwiceStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { () async throws in
            await MainActor.run {
                let items = ItemsScene()
                var reader = RouteReader("a")
                guard let plan = try? items.planRoute(from: &reader) else { return }
                plan.perform()
                plan.perform()
            }
        }
    }

    @Test func anEmptyPlanMayBeUsedAgain() {
        let plan = RoutePlan()
        plan.perform()
        plan.abandon()
        #expect(plan.isEmpty)
    }
}

@MainActor
@Suite("A switch asked to show the child it shows keeps it")
struct RoutedSwitchSameChildTests {
    @Test func showingTheShownObjectDoesNothing() {
        let screen = Screen("a")
        let routed = RoutedSwitch<Screen>(screen, choose: { _, _ in nil })
        routed.show(screen)
        #expect(!screen.isDisposed)
        #expect(routed.shown === screen)
    }

    @Test func choosingTheShownObjectKeepsIt() throws {
        let screen = Screen("a")
        let routed = RoutedSwitch<Screen>(screen, choose: { _, current in current })
        try routed.apply(.root)
        #expect(!screen.isDisposed)
    }
}
