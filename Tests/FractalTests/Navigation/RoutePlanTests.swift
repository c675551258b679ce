import Fractal
import Testing

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); each test is
// itself deprecated, so it may use them without a warning until they go.

@MainActor
@Suite("A route plan is performed or abandoned once")
struct RoutePlanTests {
    @available(*, deprecated)
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

    @available(*, deprecated)
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

    @available(*, deprecated)
    @Test func anEmptyPlanMayBeUsedAgain() {
        let plan = RoutePlan()
        plan.perform()
        plan.abandon()
        #expect(plan.isEmpty)
    }
}

@MainActor
@Suite("Navigating from inside a plan is refused")
struct RoutePlanMisuseTests {
    @available(*, deprecated)
    @Test func applyingFromAFactoryStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { () async throws in
            await MainActor.run {
                let stack = RoutedStack<Screen> { _ in
                    try? ItemsScene().apply("a")
                    return Screen("x")
                }
                try? stack.apply("x")
            }
        }
    }
}
