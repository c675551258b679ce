// 12. navigation: a route applied from the root of a routable tree and read
// back, and a 1,000-step random navigation, against a floor that keeps the
// same navigation state in a plain struct and prints its path.
import Benchmark
import Dispatch
import Fractal
import FractalTesting

func navigationBenchmarks() {
    Benchmark("route apply + read, 3 segments · Fractal", configuration: perOperation) { benchmark in
        onMainActor(benchmark) { benchmark in
            let tree = NavigationTree()
            let routes: [Route] = ["items/a/share", "items/b/share"]
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                try? tree.root.apply(routes[iteration & 1])
                blackHole(tree.root.route.value)
            }
            benchmark.stopMeasurement()
            tree.root.dispose()
        }
    }
    Benchmark("route apply + read, 3 segments · closure floor", configuration: perOperation) { benchmark in
        var state = FloorNavigation()
        let routes: [Route] = ["items/a/share", "items/b/share"]
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            state.apply(routes[iteration & 1])
            blackHole(state.route)
        }
        benchmark.stopMeasurement()
    }
    Benchmark("navigation, 1,000 random steps · Fractal", configuration: perBatch) { benchmark in
        onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let tree = NavigationTree()
                var random = SeededRandomNumberGenerator(seed: 42)
                for _ in 0..<1_000 { tree.step(random.next()) }
                blackHole(tree.root.route.value)
                tree.root.dispose()
            }
        }
    }
    Benchmark("navigation, 1,000 random steps · closure floor", configuration: perBatch) { benchmark in
        for _ in benchmark.scaledIterations {
            var state = FloorNavigation()
            var random = SeededRandomNumberGenerator(seed: 42)
            for _ in 0..<1_000 { state.step(random.next()) }
            blackHole(state.route)
        }
    }
}

/// Runs `body` on the main actor (where navigation runs), blocking this
/// thread meanwhile so the benchmark is never shared.
private func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    nonisolated(unsafe) let benchmark = benchmark
    let body = body
    DispatchQueue.main.sync { MainActor.assumeIsolated { body(benchmark) } }
}

/// The routes a random step applies: valid ones and one refused.
private let randomRoutes: [Route] = ["home", "items", "items/a", "items/a/b", "items/c/share", "items/b/a/share", "items/x"]

/// A routable tree like an app's: tabs `home` and `items`, `items` a stack of
/// `a`, `b`, `c`, each item with a `share` sheet.
@MainActor
private final class NavigationTree {
    let root = RoutedTabs<NavigationTab>([("home", .home(LeafScreen())), ("items", .items(ItemStack()))])

    var stack: RoutedStack<ItemScreen>? {
        if case .items(let items) = root.tabs[1] { items.stack } else { nil }
    }

    /// One random navigation: a route, a tab tap, a push or a pop.
    func step(_ random: UInt64) {
        switch random % 4 {
        case 0: try? root.apply(randomRoutes[Int(random >> 8) % randomRoutes.count])
        case 1: root.select(Int(random >> 8) & 1)
        case 2: try? stack?.push(["a", "b", "c"][Int(random >> 8) % 3])
        default: stack?.pop()
        }
    }
}

@MainActor
private final class LeafScreen: RoutableLeaf {
    func dispose() {}
}

@MainActor
private final class ItemScreen: Routable {
    let modal = RoutedModal { segment in segment == "share" ? LeafScreen() : nil }
    nonisolated var route: Property<Route> { modal.route }
    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan { try modal.planRoute(from: &reader) }
    func dispose() { modal.dispose() }
}

@MainActor
private final class ItemStack: Routable {
    let stack = RoutedStack { id in ["a", "b", "c"].contains(id) ? ItemScreen() : nil }
    nonisolated var route: Property<Route> { stack.route }
    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan { try stack.planRoute(from: &reader) }
    func dispose() { stack.dispose() }
}

private enum NavigationTab: Routable {
    case home(LeafScreen)
    case items(ItemStack)

    nonisolated var route: Property<Route> {
        switch self {
        case .home(let screen): screen.route
        case .items(let items): items.route
        }
    }

    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .home(let screen): try screen.planRoute(from: &reader)
        case .items(let items): try items.planRoute(from: &reader)
        }
    }

    func dispose() {
        switch self {
        case .home(let screen): screen.dispose()
        case .items(let items): items.dispose()
        }
    }
}

/// The floor: the same navigation state as a plain struct, applied from a
/// route's segments and printed back, with no views to tell.
private struct FloorNavigation {
    var tab = 0
    var stack: [String] = []
    var sheet = false

    var route: String {
        tab == 0 ? "home" : (["items"] + stack + (sheet ? ["share"] : [])).joined(separator: "/")
    }

    mutating func apply(_ route: Route) {
        let segments = route.segments
        guard let first = segments.first else {
            (tab, stack, sheet) = (0, [], false)
            return
        }
        if first == "home", segments.count == 1 {
            tab = 0
            return
        }
        guard first == "items" else { return }
        var items: [String] = []
        var share = false
        for segment in segments.dropFirst() {
            if ["a", "b", "c"].contains(segment), !share {
                items.append(segment)
            } else if segment == "share", !items.isEmpty, !share {
                share = true
            } else {
                return
            }
        }
        (tab, stack, sheet) = (1, items, share)
    }

    mutating func step(_ random: UInt64) {
        switch random % 4 {
        case 0: apply(randomRoutes[Int(random >> 8) % randomRoutes.count])
        case 1: tab = Int(random >> 8) & 1
        case 2:
            stack.append(["a", "b", "c"][Int(random >> 8) % 3])
            sheet = false
        default:
            if !stack.isEmpty {
                stack.removeLast()
                sheet = false
            }
        }
    }
}
