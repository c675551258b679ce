// 12. navigation: a route applied from the root of a tree of view models and
// read back, and a 1,000-step random navigation, against a floor that keeps the
// same navigation state in a plain struct and prints its path. Navigation is
// state: the route is read with RouteReader into a typed route, then set.
import Benchmark
import Fractal
import FractalTesting

func navigationBenchmarks() {
    Benchmark("route apply + read, 3 segments · Fractal", configuration: perOperation) { benchmark in
        let root = NavigationRoot()
        let route = root.route
        let routes: [Route] = ["items/a/share", "items/b/share"]
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            try? root.apply(routes[iteration & 1])
            blackHole(route.value)
        }
        benchmark.stopMeasurement()
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
        for _ in benchmark.scaledIterations {
            let root = NavigationRoot()
            let route = root.route
            var random = SeededRandomNumberGenerator(seed: 42)
            for _ in 0..<1_000 { root.step(random.next()) }
            blackHole(route.value)
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

/// The routes a random step applies: valid ones and one refused.
private let randomRoutes: [Route] = ["home", "items", "items/a", "items/a/b", "items/c/share", "items/b/a/share", "items/x"]

/// The ids the stack knows.
private let itemIDs = ["a", "b", "c"]

/// The tree's routes, typed: `home`, or `items` followed by the pushed ids
/// and `share` when the top item shows its sheet.
private enum NavigationRoute: RouteRepresentable {
    case home
    case items([String], share: Bool)

    init(from reader: inout RouteReader) throws(RouteError) {
        guard let tab = reader.next(), tab != "home" else {
            self = .home
            return
        }
        guard tab == "items" else { throw reader.unknownSegment(expected: ["home", "items"]) }
        var ids: [String] = []
        while let id = reader.peek, itemIDs.contains(id) {
            _ = reader.next()
            ids.append(id)
        }
        let share = !ids.isEmpty && reader.peek == "share"
        if share { _ = reader.next() }
        self = .items(ids, share: share)
    }

    func write(to segments: inout [String]) {
        switch self {
        case .home: segments.append("home")
        case .items(let ids, let share): segments += ["items"] + ids + (share ? ["share"] : [])
        }
    }
}

/// A tree of view models like an app's: tabs `home` and `items`, `items` a
/// stack of `a`, `b`, `c` in the root's state, each item with an optional
/// `share` sheet as its child.
private final class NavigationRoot: ViewModel {
    struct State: Equatable, Sendable {
        var tab = 0
        var stack: [ItemScreen] = []
    }

    let states = MutableProperty(State())

    /// The selected tab's segment, then each pushed item's route.
    var route: Property<Route> {
        states.flatMapLatest { state -> Property<Route> in
            guard state.tab == 1 else { return Property(value: "home") }
            return Property.combineLatest(state.stack.map(\.segments)).map { segments in
                (try? Route(segments: ["items"] + segments.flatMap { $0 })) ?? "items"
            }
        }
    }

    /// Applies `route`, all or nothing: the items it repeats from the bottom
    /// are kept, the others made, and only the top one shows its sheet.
    func apply(_ route: Route) throws(RouteError) {
        guard case .items(let ids, let share) = try NavigationRoute(route: route) else {
            return modify { $0.tab = 0 }
        }
        var stack = Array(zip(ids, state.stack).prefix { id, item in id == item.state.id }.map(\.1))
        stack += ids[stack.count...].map { ItemScreen(id: $0) }
        for (index, item) in stack.enumerated() { item.showShare(share && index == stack.count - 1) }
        modify { state in (state.tab, state.stack) = (1, stack) }
    }

    /// One random navigation: a route, a tab tap, a push or a pop.
    func step(_ random: UInt64) {
        switch random % 4 {
        case 0: try? apply(randomRoutes[Int(random >> 8) % randomRoutes.count])
        case 1: modify { $0.tab = Int(random >> 8) & 1 }
        case 2: modify { $0.stack.append(ItemScreen(id: itemIDs[Int(random >> 8) % 3])) }
        default: modify { state in _ = state.stack.popLast() }
        }
    }
}

/// A pushed item: its id, and its `share` sheet when shown.
private final class ItemScreen: ViewModel {
    struct State: Equatable, Sendable {
        let id: String
        var share: ShareSheet?
    }

    let states: MutableProperty<State>

    init(id: String) { states = MutableProperty(State(id: id)) }

    /// The item's segments: its id, then `share` while its sheet is shown.
    var segments: Property<[String]> { states.map { $0.share == nil ? [$0.id] : [$0.id, "share"] } }

    func showShare(_ shown: Bool) {
        guard (state.share != nil) != shown else { return }
        modify { $0.share = shown ? ShareSheet() : nil }
    }
}

/// A sheet with no state of its own.
private final class ShareSheet: ViewModel {
    struct State: Equatable, Sendable {}
    let states = MutableProperty(State())
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
