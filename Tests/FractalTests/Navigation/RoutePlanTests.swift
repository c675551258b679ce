import Fractal
import Testing

@MainActor
@Suite("A route plan is performed or abandoned once")
struct RoutePlanTests {
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
@Suite("Navigating from inside a plan is refused")
struct RoutePlanMisuseTests {
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
