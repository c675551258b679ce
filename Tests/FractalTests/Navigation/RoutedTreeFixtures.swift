import Fractal

// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); these
// fixtures are themselves deprecated, so they may use them without a warning
// until they go, and so are the tests that use them.

/// A screen with no children that records whether it was disposed.
@available(*, deprecated)
@MainActor
final class Screen: RoutableLeaf {
    let name: String
    private(set) var isDisposed = false

    init(_ name: String) { self.name = name }

    func dispose() {
        precondition(!isDisposed, "\(name) disposed twice")
        isDisposed = true
    }
}

/// A pushed item with a modal slot for a `share` sheet.
@available(*, deprecated)
@MainActor
final class ItemScene: Routable {
    let id: String
    let modal = RoutedModal { segment in segment == "share" ? Screen("share") : nil }
    private(set) var isDisposed = false

    init(id: String) { self.id = id }

    nonisolated var route: Property<Route> { modal.route }

    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        try modal.planRoute(from: &reader)
    }

    func dispose() {
        precondition(!isDisposed, "item \(id) disposed twice")
        isDisposed = true
        modal.dispose()
    }
}

/// The items a stack's factory made, in order.
@available(*, deprecated)
@MainActor
final class ItemLog {
    var items: [ItemScene] = []
}

/// A tab holding a stack of items; the factory knows `a`, `b` and `c`.
@available(*, deprecated)
@MainActor
final class ItemsScene: Routable {
    let made: ItemLog
    let stack: RoutedStack<ItemScene>
    nonisolated let route: Property<Route>
    private(set) var isDisposed = false

    init() {
        let made = ItemLog()
        self.made = made
        stack = RoutedStack { id in
            guard ["a", "b", "c"].contains(id) else { return nil }
            let item = ItemScene(id: id)
            made.items.append(item)
            return item
        }
        route = stack.route
    }

    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        try stack.planRoute(from: &reader)
    }

    func dispose() {
        isDisposed = true
        stack.dispose()
    }
}

/// The tabs of the signed-in app.
@available(*, deprecated)
enum Tab: Routable {
    case home(Screen)
    case items(ItemsScene)

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

/// The root's children: a welcome screen at `welcome`, or the tabs.
@available(*, deprecated)
enum RootScene: Routable {
    case welcome(Screen)
    case app(RoutedTabs<Tab>)

    nonisolated var route: Property<Route> {
        switch self {
        case .welcome(let screen): screen.route
        case .app(let tabs): tabs.route
        }
    }

    func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        switch self {
        case .welcome(let screen): try screen.planRoute(from: &reader)
        case .app(let tabs): try tabs.planRoute(from: &reader)
        }
    }

    func dispose() {
        switch self {
        case .welcome(let screen): screen.dispose()
        case .app(let tabs): tabs.dispose()
        }
    }

    var tabs: RoutedTabs<Tab>? {
        if case .app(let tabs) = self { tabs } else { nil }
    }
}

/// A whole tree: `welcome`, or tabs `home` and `items` (a stack of `a`, `b`,
/// `c`, each with a `share` sheet).
@available(*, deprecated)
@MainActor
final class TestTree {
    private(set) var tabsMade: [RoutedTabs<Tab>] = []
    private(set) var welcomes: [Screen] = []

    lazy var root = RoutedSwitch<RootScene>(
        .welcome(makeWelcome()),
        prefix: { scene in if case .welcome = scene { "welcome" } else { .root } },
        choose: { [unowned self] reader, current in
            if reader.peek == "welcome" {
                _ = reader.next()
                if case .welcome = current { return nil }
                return .welcome(makeWelcome())
            }
            if case .app = current { return nil }
            return .app(makeTabs())
        }
    )

    var tabs: RoutedTabs<Tab>? { root.shown.tabs }

    var items: ItemsScene? {
        guard let tabs, case .items(let items) = tabs.tabs[1] else { return nil }
        return items
    }

    private func makeWelcome() -> Screen {
        let screen = Screen("welcome")
        welcomes.append(screen)
        return screen
    }

    private func makeTabs() -> RoutedTabs<Tab> {
        let tabs = RoutedTabs<Tab>([("home", .home(Screen("home"))), ("items", .items(ItemsScene()))])
        tabsMade.append(tabs)
        return tabs
    }
}

@available(*, deprecated)
extension Tab {
    var isDisposedForTest: Bool {
        switch self {
        case .home(let screen): screen.isDisposed
        case .items(let items): items.isDisposed
        }
    }
}
